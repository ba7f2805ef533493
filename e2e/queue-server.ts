import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** The fourth e2e server: the queue tracker on, one buyer at a time, permissions this long. */
export const QUEUE_E2E = {
  // Long enough that a loaded machine finishes the first test's checks (axe, a reload) inside one
  // permission: with someone waiting, an ended permission is never renewed.
  permissionSeconds: 30,
  /** A client build of its own, made with VITE_TRACKER_ENABLED=true (the others are built without). */
  distDir: 'dist-queue',
} as const;

export const queueBaseUrl = `http://127.0.0.1:${process.env.E2E_QUEUE_PORT}`;

/**
 * A queue server of one test's own (server/main.ts, tracker on, QUEUE_E2E.distDir's client), for
 * what the shared one cannot show: an opening time. The test restarts it with the opening moved,
 * as an operator would, so the opening comes exactly when the test says, whenever the test runs.
 * Resolves once it listens; `stop` waits for it to exit.
 */
export async function startOwnQueueServer(port: number, env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DIST_DIR: QUEUE_E2E.distDir,
      QUEUE_TRACKER: 'on',
      PAYMENT_PROVIDER: 'off',
      DEMO_DATA: 'on',
      SECOND_PAYMENT_CHECK_SECONDS: 'off',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, reject) => {
    child.once('exit', (code) => reject(new Error(`the queue server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('ready at')) ready();
    });
  });
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
