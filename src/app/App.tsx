import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../ui/theme/apply';
import { initI18n } from '../lib/i18n';
import { Providers } from './providers';
import { routes } from './routes';

void initI18n();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
