#!/usr/bin/env node
/**
 * npm run bench:signup [-- --seconds 10] [-- --connections 10] [-- --only pglite|postgres]
 *
 * Starts the reference server (server/main.ts) on a fresh embedded database in a temp dir, then
 * on a throwaway PostgreSQL (DATABASE_URL when set, else scripts/local-postgres.sh; skipped with
 * a note when neither is at hand), makes one sign-up account per connection (POST signup/account,
 * its mail confirmed with the code mailed to it, each from an address of its own in the benchmark
 * range 198.18.0.0/15 through a trusted X-Forwarded-For, as buyers arrive on sale day: the
 * per-IP caps of the server's security model stay on), each with an OPEN order for themselves, and drives the sign-up calls (beyond §7) with autocannon,
 * one after the other, each for a bounded time:
 *   PUT  /api/signup/orders/:id/seats   hold a seat in one transaction (two seats per account, alternating)
 *   GET  /api/signup/orders/latest      read the order (lazy expiry, people, seats, prices)
 *   POST /api/signup/orders             replace the order: cancel, resolve rols and products, price
 * and prints requests/s and latency p50/p99 per database and endpoint. Raw figures:
 * bench/results/signup.json. Prints figures only; the exit code says whether the run worked,
 * never whether it was fast.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { apiCall as call, startApiServer, stopApiServer } from './api-server.mjs';
import { freePort } from './free-port.mjs';
import { table } from './table.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_DIR = join(ROOT, 'bench', 'results');
/** Demo NEW full-season adult product (unlimited) and a birth date that makes an adult. */
const ADULT_PRODUCT_ID = 101;
const ADULT_BIRTHDATE = '1985-04-12';
/** The DNI check letters (src/api/contract.ts): each account needs a valid DNI no one else has. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const seconds = Number(options.seconds);
const connections = Number(options.connections);
if (!(seconds > 0 && Number.isInteger(connections) && connections > 0)) {
  throw new Error('--seconds and --connections must be positive numbers');
}

let server;
const cleanups = [];
process.once('SIGINT', () => stopAll().then(() => process.exit(130)));

try {
  const rows = [];
  const raw = [];
  if (options.only !== 'postgres') await runOn('PGlite', pgliteEnv(), rows, raw);
  if (options.only !== 'pglite') {
    const env = postgresEnv();
    if (env) await runOn('PostgreSQL', env, rows, raw);
    else console.log('PostgreSQL: not available (no DATABASE_URL, and scripts/local-postgres.sh could not start one); skipped');
  }
  console.log(`\n${seconds} s per endpoint, ${connections} connections, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg()[0]?.toFixed(2)}`);
  table(['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'not 2xx'], 'llrrrrr', rows);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'signup.json'), JSON.stringify(raw, null, 2));
} finally {
  await stopAll();
}

async function runOn(database, env, rows, raw) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const outbox = join(mkdtempSync(join(tmpdir(), 'club-bench-signup-mail-')), 'outbox.jsonl');
  cleanups.push(() => rmSync(dirname(outbox), { recursive: true, force: true }));
  server = await startServer(port, { ...env, MAIL_OUTBOX_FILE: outbox, TRUST_PROXY: 'loopback' });
  const accounts = await prepareAccounts(base, connections, outbox);
  const runs = [
    {
      name: 'PUT signup/orders/:id/seats',
      // Each account's two seats in turn: every request releases the held seat and holds the other.
      requests: [0, 1].flatMap((turn) =>
        accounts.map((account) => ({
          method: 'PUT',
          path: `/api/signup/orders/${account.orderId}/seats`,
          headers: account.headers,
          body: { seats: [{ personId: account.personId, seatId: account.seats[turn] }] },
        })),
      ),
    },
    {
      name: 'GET signup/orders/latest',
      requests: accounts.map((account) => ({ method: 'GET', path: '/api/signup/orders/latest', headers: account.headers })),
    },
    {
      name: 'POST signup/orders',
      requests: accounts.map((account) => ({
        method: 'POST',
        path: '/api/signup/orders',
        headers: account.headers,
        body: { term: 'FULL_SEASON', people: [{ self: true, productId: ADULT_PRODUCT_ID }] },
      })),
    },
  ];
  for (const run of runs) {
    const result = await load(base, run);
    raw.push({ database, name: run.name, result });
    rows.push([
      database,
      run.name,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      String(result.requests.total ?? result['2xx'] + result.non2xx),
      String(result.non2xx + result.errors + result.timeouts),
    ]);
  }
  await stopServer();
}

function load(base, run) {
  const json = { 'content-type': 'application/json' };
  const requests = run.requests.map((request) => ({
    ...request,
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    headers: { ...(request.body ? json : {}), ...request.headers },
  }));
  return autocannon({ url: base, connections, duration: seconds, requests });
}

/**
 * One sign-up account per connection, each with an OPEN order for themselves and two free seats
 * of their own to alternate between (the first free seats of the first areas that have enough).
 */
async function prepareAccounts(base, count, outbox) {
  const run = Date.now() % 1_000_000;
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const number = 70_000_000 + ((run * 100 + i) % 9_999_999);
    const mail = `bench.signup.${run}.${i}@bench.club`;
    const forwarded = { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` };
    const signup = await fetch(`${base}/api/signup/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwarded },
      body: JSON.stringify({
        name: 'Bench',
        lastname: `Signup ${i}`,
        mail,
        password: 'Bench2526!',
        dni: `${number}${DNI_LETTERS[number % 23]}`,
        birthdate: ADULT_BIRTHDATE,
        acceptTerms: true,
      }),
    });
    if (signup.status !== 201) throw new Error(`signup/account: ${signup.status} ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await call(base, cookie, 'POST', 'signup/account/confirm-mail', { code: mailedCode(outbox, mail) });
    const order = await call(base, cookie, 'POST', 'signup/orders', { term: 'FULL_SEASON', people: [{ self: true, productId: ADULT_PRODUCT_ID }] });
    accounts.push({ cookie, headers: { cookie, ...forwarded }, orderId: order.id, personId: order.people[0].personId });
  }
  const first = accounts[0];
  const areas = await call(base, first.cookie, 'POST', `group-seat-change/areas/${ADULT_PRODUCT_ID}`, { users: [first.personId] });
  const free = [];
  for (const area of areas.filter((element) => element.level === 'AREA' && element.available >= 2)) {
    const seats = await call(base, first.cookie, 'POST', `group-seat-change/areas/${ADULT_PRODUCT_ID}?parentId=${area.id}`, { users: [first.personId] });
    free.push(...seats.filter((seat) => seat.state === 'available').map((seat) => seat.id));
    if (free.length >= 2 * count) break;
  }
  if (free.length < 2 * count) throw new Error(`Only ${free.length} free seats for ${count} accounts`);
  accounts.forEach((account, i) => (account.seats = [free[2 * i], free[2 * i + 1]]));
  return accounts;
}

function pgliteEnv() {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-signup-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir, DATABASE_URL: undefined };
}

/** The 6-digit code of the last mail the server wrote to `mail` in the outbox file. */
function mailedCode(outbox, mail) {
  const mails = readFileSync(outbox, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const body = mails.filter((sent) => sent.recipient === mail).at(-1)?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No code mailed to ${mail}`);
  return code;
}

/** DATABASE_URL when set; else a throwaway local PostgreSQL; null when neither can be had. */
function postgresEnv() {
  if (process.env.DATABASE_URL) return { DATABASE_URL: process.env.DATABASE_URL };
  try {
    const started = execFileSync('bash', [join(ROOT, 'scripts', 'local-postgres.sh'), 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const env = Object.fromEntries([...started.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]));
    cleanups.push(() => execFileSync('bash', [join(ROOT, 'scripts', 'local-postgres.sh'), 'stop', env.PG_DATA]));
    return { DATABASE_URL: env.TEST_DATABASE_URL };
  } catch {
    return null;
  }
}

async function startServer(port, databaseEnv) {
  const scratch = mkdtempSync(join(tmpdir(), 'club-bench-signup-server-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  return startApiServer(port, { DATA_DIR: scratch, ...databaseEnv });
}

async function stopServer() {
  await stopApiServer(server);
  server = undefined;
}

async function stopAll() {
  await stopServer();
  while (cleanups.length > 0) cleanups.pop()();
}
