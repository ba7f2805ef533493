#!/usr/bin/env node
/**
 * npm run bench:queue [-- --clients 2000] [-- --wave 250] [-- --capacity 50] [-- --rounds 200] [-- --only pglite|postgres]
 *
 * Thousands of socket.io clients in the queue tracker's line, on two set-ups one after the other:
 *   pglite    one server process on a fresh embedded database (the default deployment)
 *   postgres  two server processes on one throwaway PostgreSQL (scripts/local-postgres.sh), joined
 *             by the socket.io PostgreSQL adapter; clients alternate between the two
 * Clients join in waves (each wave all at once; a wave starts when the one before has its
 * answers). Then members inside leave one at a time, `--rounds` times, and each time the bench
 * measures the delay from the leave to the next member's route-permission.
 * Prints: clients connected, join time, admission-order violations (a member of a later wave let in
 * while one of an earlier wave still waits: must be 0), slot-free → permission delay p50/p99, and
 * the servers' memory per connection (RSS growth ÷ clients). Figures only; never asserts a time.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectQueueClient, visitorCookie } from '../server/queue/test-client.ts';
import { startApiServer, stopApiServer } from './api-server.mjs';
import { freePort } from './free-port.mjs';
import { table } from './table.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BUY = '/abonado/cambio-asiento/seleccion-sector';

const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    wave: { type: 'string', default: '250' },
    capacity: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '200' },
    only: { type: 'string' },
  },
});
const settings = {
  clients: Number(options.clients),
  wave: Number(options.wave),
  capacity: Number(options.capacity),
  rounds: Number(options.rounds),
};
if (Object.values(settings).some((value) => !(Number.isInteger(value) && value > 0))) {
  throw new Error('--clients, --wave, --capacity and --rounds must be positive whole numbers');
}
settings.rounds = Math.min(settings.rounds, settings.clients - settings.capacity);

const running = [];
process.once('SIGINT', () => stopAll().then(() => process.exit(130)));

console.log(`Queue tracker bench: ${settings.clients} clients in waves of ${settings.wave}, capacity ${settings.capacity}, ${settings.rounds} slots freed`);
console.log(`Machine: ${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
const rows = [];
try {
  if (options.only !== 'postgres') rows.push(await scenario('PGlite, 1 process', await pgliteServers()));
  if (options.only !== 'pglite') rows.push(await scenario('PostgreSQL, 2 processes', await postgresServers()));
} finally {
  await stopAll();
}
table(
  ['set-up', 'clients', 'join s', 'violations', 'free→permit p50 ms', 'p99 ms', 'KB/connection'],
  ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
  rows,
);

async function scenario(name, servers) {
  const rssBefore = totalRss(servers);
  const members = [];
  const joinStart = performance.now();
  for (let first = 0; first < settings.clients; first += settings.wave) {
    const wave = Array.from({ length: Math.min(settings.wave, settings.clients - first) }, (_, i) => first + i);
    members.push(
      ...(await Promise.all(
        wave.map(async (index) => {
          const { base } = servers[index % servers.length];
          const client = await connectQueueClient(base, await visitorCookie(base));
          await client.go(BUY);
          return { client, wave: first / settings.wave, admittedAt: undefined };
        }),
      )),
    );
  }
  const joinSeconds = (performance.now() - joinStart) / 1000;
  await sleep(1500); // a tick or so, for the servers' memory to settle
  const kbPerConnection = (totalRss(servers) - rssBefore) / settings.clients;

  // Every grant after the joins, in the order it arrived; each round waits for the next one.
  let onGrant = () => undefined;
  for (const member of members) {
    member.client.socket.on('route-permission', (message) => {
      if (!message.permission || member.admittedAt !== undefined) return;
      member.grantedAt = performance.now();
      onGrant();
    });
  }
  let violations = 0;
  const isAdmitted = (member) => member.client.permissions.some((p) => p.permission) || member.grantedAt !== undefined;
  const admit = (member) => {
    member.admittedAt = true;
    if (members.some((other) => other.wave < member.wave && !isAdmitted(other))) violations += 1;
  };
  const admitted = members.filter(isAdmitted);
  admitted.forEach(admit);
  const delays = [];
  const pendingGrant = () => members.find((member) => member.admittedAt === undefined && member.grantedAt !== undefined);
  for (let round = 0; round < settings.rounds; round += 1) {
    // A grant that came without a round of its own (a permission overdue): counted, not timed.
    for (let early = pendingGrant(); early; early = pendingGrant()) {
      admit(early);
      admitted.push(early);
    }
    const granted = new Promise((done) => {
      onGrant = done;
    });
    const start = performance.now();
    admitted.shift().client.socket.emit('route-change', '/');
    await Promise.race([granted, sleep(30_000).then(() => Promise.reject(new Error('no member was let in within 30 s')))]);
    const next = pendingGrant();
    delays.push(next.grantedAt - start);
    admit(next);
    admitted.push(next);
  }
  members.forEach((member) => member.client.close());
  await stopServers(servers);
  delays.sort((a, b) => a - b);
  const pct = (p) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))].toFixed(1);
  return [name, members.length, joinSeconds.toFixed(1), violations, pct(50), pct(99), kbPerConnection.toFixed(1)];
}

async function pgliteServers() {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-queue-'));
  const server = await startServer({ DATA_DIR: dataDir });
  server.cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  return [server];
}

async function postgresServers() {
  const started = execFileSync('bash', [join(ROOT, 'scripts', 'local-postgres.sh'), 'start'], { encoding: 'utf8' });
  const env = Object.fromEntries([...started.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]));
  const stopPostgres = () => execFileSync('bash', [join(ROOT, 'scripts', 'local-postgres.sh'), 'stop', env.PG_DATA]);
  running.push({ cleanup: stopPostgres, process: { exitCode: 0 } });
  const first = await startServer({ DATABASE_URL: env.TEST_DATABASE_URL });
  const second = await startServer({ DATABASE_URL: env.TEST_DATABASE_URL });
  return [first, second];
}

async function startServer(extraEnv) {
  const port = await freePort();
  const child = await startApiServer(port, {
    ...extraEnv,
    QUEUE_TRACKER: 'on',
    QUEUE_CAPACITY: String(settings.capacity),
    QUEUE_GRACE_SECONDS: '120',
  });
  const server = { process: child, base: `http://127.0.0.1:${port}` };
  running.push(server);
  return server;
}

/** Resident memory of the server processes, in KB (Linux /proc). */
function totalRss(servers) {
  return servers.reduce((sum, { process }) => {
    const status = readFileSync(`/proc/${process.pid}/status`, 'utf8');
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }, 0);
}

async function stopServers(servers) {
  for (const server of servers) {
    await stopApiServer(server.process);
    server.cleanup?.();
    running.splice(running.indexOf(server), 1);
  }
}

async function stopAll() {
  await stopServers([...running].reverse());
}

function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}
