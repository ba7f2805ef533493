import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { QUEUE_E2E } from './e2e/queue-server';
import { SERVER_NODE_FLAGS } from './scripts/build-server.mjs';
import { testChromiumLaunchOptions } from './scripts/chromium';

/**
 * E2E against the real stack: the built app served by our API server on free ports, each with a
 * fresh embedded database, and the payment-provider simulator on its own origin. A second server
 * starts with maintenance mode on, a third with the queue tracker on (and its own client build, made with the tracker enabled).
 * Ports and data dirs are chosen once by the runner; workers inherit them through the environment.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

process.env.E2E_PORT ||= String(await freePort());
process.env.E2E_MAINTENANCE_PORT ||= String(await freePort());
process.env.E2E_PAYMENT_PORT ||= String(await freePort());
process.env.E2E_QUEUE_PORT ||= String(await freePort());
process.env.E2E_MAILBOX_SMTP_PORT ||= String(await freePort());
process.env.E2E_MAILBOX_WEB_PORT ||= String(await freePort());
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'club-e2e-'));

const port = process.env.E2E_PORT;
const maintenancePort = process.env.E2E_MAINTENANCE_PORT;
const paymentPort = process.env.E2E_PAYMENT_PORT;
const queuePort = process.env.E2E_QUEUE_PORT;
const mailboxSmtpPort = process.env.E2E_MAILBOX_SMTP_PORT;
const mailboxWebPort = process.env.E2E_MAILBOX_WEB_PORT;
const dataDir = process.env.E2E_DATA_DIR;
// What the main server "mails" (restore and creation links) and the deep links minted for it: read by the tests.
process.env.E2E_MAIL_FILE ||= join(dataDir, 'main-mails.jsonl');
process.env.E2E_DEEP_LINKS ||= join(dataDir, 'deep-links.json');

/** One API server of the run: its port, data dir name, env beyond the common one, and what runs before it. */
interface E2eServer {
  port: string;
  name: string;
  env?: Record<string, string | undefined>;
  before?: string;
}

const servers: E2eServer[] = [
  {
    port,
    name: 'main',
    env: {
      PAYMENT_ORIGIN: `http://127.0.0.1:${paymentPort}`,
      MAIL_OUTBOX_FILE: process.env.E2E_MAIL_FILE,
      E2E_DEEP_LINKS: process.env.E2E_DEEP_LINKS,
      // Mails leave over SMTP for the run's local mailbox (e2e/mailbox.ts reads them), their links on the site's origin.
      SMTP_URL: `smtp://127.0.0.1:${mailboxSmtpPort}`,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // The renewal's test passes the deadline and opens a relocation window instead of waiting (server/ops/test-controls.ts).
      TEST_CONTROLS: 'on',
    },
    before: 'node --import tsx e2e/prepare-server.ts',
  },
  // The servers without a payment provider debit no split payment (the main one shows that).
  { port: maintenancePort, name: 'maintenance', env: { MAINTENANCE_MODE: 'on', PAYMENT_PROVIDER: 'off', SECOND_PAYMENT_CHECK_SECONDS: 'off' } },
  // One buyer at a time: a second browser waits, and a permission ends while the test watches.
  {
    port: queuePort,
    name: 'queue',
    env: {
      DIST_DIR: QUEUE_E2E.distDir,
      VITE_TRACKER_ENABLED: 'true',
      QUEUE_TRACKER: 'on',
      QUEUE_CAPACITY: '1',
      QUEUE_PERMISSION_SECONDS: String(QUEUE_E2E.permissionSeconds),
      QUEUE_GRACE_SECONDS: '5',
      // The queue tests end a permission and move the opening instead of waiting (server/ops/test-controls.ts).
      TEST_CONTROLS: 'on',
      PUBLIC_ORIGIN: `http://127.0.0.1:${queuePort}`,
      PAYMENT_PROVIDER: 'off',
      SECOND_PAYMENT_CHECK_SECONDS: 'off',
    },
    before: `npx vite build --outDir ${QUEUE_E2E.distDir} --emptyOutDir --logLevel warn`,
  },
];

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** A subshell with the server's environment: what runs before it, then the server. */
function shellLine({ port: serverPort, name, env = {}, before }: E2eServer): string {
  const vars = { PORT: serverPort, HOST: '127.0.0.1', DATA_DIR: join(dataDir, name), DIST_DIR: 'dist', DEMO_DATA: 'on', ...env };
  const exports = Object.entries(vars)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${quote(value)}`)
    .join(' ');
  return `(export ${exports}; ${before ? `${before} && ` : ''}exec node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.js)`;
}

const readyUrl = (serverPort: string) => `http://127.0.0.1:${serverPort}/api/config/partners`;

/** A limit, not an expectation: three servers migrating and seeding at once took over 300 s at a load of 30 on two cores. */
const SERVER_START_LIMIT_MS = 600_000;

/**
 * The local mailbox (scripts/mailbox) the main server delivers to, started first and waited for:
 * a mail sent before it listens would only be retried 30 s later. Its lines per mail are not wanted here.
 */
const mailboxReady = `http://127.0.0.1:${mailboxWebPort}/api/mails`;
const mailboxLine =
  `(export MAILBOX_SMTP_PORT=${quote(mailboxSmtpPort)} MAILBOX_WEB_PORT=${quote(mailboxWebPort)}; exec node --import tsx scripts/mailbox/main.ts >/dev/null) & ` +
  `node scripts/mailbox/wait.mjs ${quote(mailboxReady)}`;

/**
 * Playwright starts its web servers one after the other, each once the previous one answers
 * (tens of seconds for these three on two cores). So the first entry starts the mailbox, then all
 * three at once, and the others only wait for their server to answer (reuseExistingServer: the
 * command, which just waits, runs only if the server is not up yet). Stopping the first stops its
 * whole process group, the mailbox with it.
 */
const webServer = [
  {
    command: `${mailboxLine} && { ${servers.map((server) => `${shellLine(server)} &`).join(' ')} wait; }`,
    url: readyUrl(port),
    reuseExistingServer: false,
    timeout: SERVER_START_LIMIT_MS,
    stdout: 'pipe' as const,
  },
  ...servers.slice(1).map((server) => ({
    command: 'node -e "setInterval(() => undefined, 60_000)"',
    url: readyUrl(server.port),
    reuseExistingServer: true,
    timeout: SERVER_START_LIMIT_MS,
  })),
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One browser per core, two at most: beside the three servers, a third browser on two cores made
  // every test slower and some time out; a failing test is fixed, never retried.
  workers: Math.min(2, availableParallelism()),
  retries: 0,
  // Limits for a loaded two-core machine (load above 10 measured in CI), not for an idle one: every
  // wait ends as soon as the page keeps its promise (the app ready, an alert shown), so a passing
  // test takes no longer; only a failing one waits out the limit. test.slow() triples the first.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: each action with the page's DOM before and after, the
    // network and the console. Without the screencast: encoding a frame of every paint cost
    // the browsers a fifth of the run (signup + private-faults: 101–117 s with it, 84–88 without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: testChromiumLaunchOptions(),
  },
  // Visitors are Spanish first: the browser culture is es-ES unless a test says otherwise.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'es-ES', launchOptions: testChromiumLaunchOptions() } }],
  // The main server runs the payment-provider simulator on a port of its own; the others need none.
  webServer,
});
