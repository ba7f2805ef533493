import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServerForThisRun, SERVER_NODE_FLAGS } from '../scripts/build-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Starts the reference server, built as production runs it (scripts/build-server.mjs, once per
 * bench run, plain node), on 127.0.0.1:`port` for a bench: the API alone (a client folder that
 * does not exist), no payment simulator, warnings only, plus `env` (DATA_DIR, DATABASE_URL, queue
 * settings…; a key set to undefined is left out, so `DATABASE_URL: undefined` means the embedded
 * database even when the bench's own environment names a PostgreSQL).
 * Resolves with the child process once it says it is ready.
 */
export async function startApiServer(port, env = {}) {
  const merged = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: join(tmpdir(), 'club-bench-no-client'),
    PAYMENT_PROVIDER: 'off',
    DEMO_DATA: 'on',
    // No provider behind it: the demo's due split payments would be tried, and logged, every start.
    SECOND_PAYMENT_CHECK_SECONDS: 'off',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(await buildServerForThisRun(), 'main.js')], {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready at')) ready();
    });
  });
  return child;
}

/** Stops a server from startApiServer and waits for it to exit; nothing when it already has. */
export async function stopApiServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** One JSON call to the bench's server as the session in `cookie`; throws on a non-2xx answer. */
export async function apiCall(base, cookie, method, path, payload) {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}
