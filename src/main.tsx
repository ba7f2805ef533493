import { startApp } from './app/start';

void startApp(document.getElementById('root')!);
