#!/usr/bin/env node
/**
 * Hot-reloading development: the API server (tsx watch) on API_PORT and Vite on 5173 proxying /api
 * to it, and, unless SMTP_URL is set, the local mailbox the server sends its mail to (scripts/mailbox).
 */
import concurrently from 'concurrently';
import { localMailbox } from './mailbox/local.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const mail = localMailbox();
const { result } = concurrently(
  [
    // Visitors are on Vite's origin: the payment provider must send them back there, and mailed links lead there.
    {
      name: 'api',
      command: 'tsx watch server/main.ts',
      env: { PORT: apiPort, DIST_DIR: '', PUBLIC_ORIGIN: 'http://127.0.0.1:5173', DEMO_DATA: 'on', ...mail.serverEnv },
      prefixColor: 'blue',
    },
    { name: 'web', command: 'vite --host 127.0.0.1', env: { API_PORT: apiPort }, prefixColor: 'magenta' },
    ...mail.commands,
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
