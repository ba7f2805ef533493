#!/usr/bin/env node
/**
 * npm run bench:queue [-- --clients 2000] [-- --wave 250] [-- --capacity 50] [-- --rounds 200] [-- --only pglite|postgres]
 *                    [-- --flood 3000] [-- --flood-honest 3000]
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
 *
 * Then, on each set-up afresh, the flood: `--flood-honest` honest clients join in waves as above
 * while `--flood` cookie-less sockets from one address try to connect and take places, all at
 * once with the first wave. Prints how many flood sockets connected and got a place (at most the
 * per-address limit of new visitors), how they were refused, and the honest clients' admission
 * order over the rounds (violations: must be 0). `--flood 0` skips it.
 *
 * Each honest client comes from an address of its own and the flood from one (203.0.113.66): the
 * servers trust the loopback proxy (TRUST_PROXY=loopback) and the clients send X-Forwarded-For,
 * as a reverse proxy would.
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
// A sign-up step: visitors may hold a place there (the members' area needs a login).
const BUY = '/hazte-abonado/seleccion-abono-base';
const FLOOD_ADDRESS = '203.0.113.66';
/** The honest client `index`'s own address (10.0.0.0/8 is not a trusted proxy here). */
const honestAddress = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
const from = (address) => ({ 'x-forwarded-for': address });

const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    wave: { type: 'string', default: '250' },
    capacity: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '200' },
    only: { type: 'string' },
    flood: { type: 'string', default: '3000' },
    'flood-honest': { type: 'string', default: '3000' },
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
const flood = { sockets: Number(options.flood), honest: Number(options['flood-honest']) };
if (!(Number.isInteger(flood.sockets) && flood.sockets >= 0 && Number.isInteger(flood.honest) && flood.honest > settings.capacity)) {
  throw new Error('--flood must be a whole number (0 skips the flood) and --flood-honest a whole number above --capacity');
}

const running = [];
process.once('SIGINT', () => stopAll().then(() => process.exit(130)));

console.log(`Queue tracker bench: ${settings.clients} clients in waves of ${settings.wave}, capacity ${settings.capacity}, ${settings.rounds} slots freed`);
console.log(`Machine: ${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
const rows = [];
const floodRows = [];
const setUps = [
  ...(options.only === 'postgres' ? [] : [['PGlite, 1 process', pgliteServers]]),
  ...(options.only === 'pglite' ? [] : [['PostgreSQL, 2 processes', postgresServers]]),
];
try {
  for (const [name, start] of setUps) rows.push(await scenario(name, await start(), { clients: settings.clients }));
  if (flood.sockets > 0) {
    console.log(`Flood: ${flood.honest} honest clients, ${flood.sockets} cookie-less sockets from ${FLOOD_ADDRESS}\n`);
    for (const [name, start] of setUps) floodRows.push(await scenario(name, await start(), { clients: flood.honest, flood: flood.sockets }));
  }
} finally {
  await stopAll();
}
table(
  ['set-up', 'clients', 'join s', 'violations', 'free→permit p50 ms', 'p99 ms', 'KB/connection'],
  ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
  rows.map((row) => row.slice(0, 7)),
);
if (floodRows.length > 0) {
  console.log('');
  table(
    ['set-up + flood', 'honest', 'join s', 'honest violations', 'flood sockets', 'connected', 'got a place', 'refused: visitors', 'refused: connections'],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    floodRows.map(([name, honest, join, violations, , , , sockets, floodOutcome]) => [
      name,
      honest,
      join,
      violations,
      sockets,
      floodOutcome.connected,
      floodOutcome.places,
      floodOutcome.visitors,
      floodOutcome.connections,
    ]),
  );
}

/** Cookie-less sockets from one address, all at once: how many connected, got a place, were refused and why. */
async function floodLine(servers, sockets) {
  const outcome = { connected: 0, places: 0, visitors: 0, connections: 0, other: 0, clients: [] };
  await Promise.all(
    Array.from({ length: sockets }, async (_, index) => {
      const { base } = servers[index % servers.length];
      try {
        const client = await connectQueueClient(base, '', from(FLOOD_ADDRESS));
        outcome.connected += 1;
        outcome.clients.push(client);
        await client.go(BUY);
        outcome.places += 1;
      } catch (error) {
        // socket.io's own refusal carries the reason; the handshake's 403 is a failed WebSocket upgrade.
        if (error.message === 'too-many-visitors') outcome.visitors += 1;
        else if (error.message === 'websocket error') outcome.connections += 1;
        else outcome.other += 1;
      }
    }),
  );
  if (outcome.other > 0) console.log(`  ${outcome.other} flood sockets failed otherwise`);
  return outcome;
}

async function scenario(name, servers, { clients, flood: floodSockets = 0 }) {
  const rssBefore = totalRss(servers);
  const members = [];
  const joinStart = performance.now();
  let flooding = Promise.resolve(null);
  for (let first = 0; first < clients; first += settings.wave) {
    const wave = Array.from({ length: Math.min(settings.wave, clients - first) }, (_, i) => first + i);
    if (first === 0 && floodSockets > 0) flooding = floodLine(servers, floodSockets);
    members.push(
      ...(await Promise.all(
        wave.map(async (index) => {
          const { base } = servers[index % servers.length];
          const headers = from(honestAddress(index));
          const client = await connectQueueClient(base, await visitorCookie(base, headers), headers);
          await client.go(BUY);
          return { client, wave: first / settings.wave, admittedAt: undefined };
        }),
      )),
    );
  }
  const floodOutcome = await flooding;
  const joinSeconds = (performance.now() - joinStart) / 1000;
  await sleep(1500); // a tick or so, for the servers' memory to settle
  const kbPerConnection = (totalRss(servers) - rssBefore) / clients;

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
  // Flood sockets let in never leave (a script would not): each takes a slot for good, the rounds use the rest.
  for (const client of floodOutcome?.clients ?? []) {
    client.socket.on('route-permission', (message) => {
      if (message.permission) onGrant();
    });
  }
  const rounds = Math.min(settings.rounds, clients - settings.capacity);
  for (let round = 0; round < rounds && admitted.length > 0; round += 1) {
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
    if (!next) continue; // the slot went to a flood socket
    delays.push(next.grantedAt - start);
    admit(next);
    admitted.push(next);
  }
  members.forEach((member) => member.client.close());
  floodOutcome?.clients.forEach((client) => client.close());
  await stopServers(servers);
  delays.sort((a, b) => a - b);
  const pct = (p) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))]?.toFixed(1) ?? '—';
  return [name, members.length, joinSeconds.toFixed(1), violations, pct(50), pct(99), kbPerConnection.toFixed(1), floodSockets, floodOutcome];
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
    TRUST_PROXY: 'loopback',
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
