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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startApiServer, stopApiServer } from './api-server.mjs';
import { freePort } from './free-port.mjs';
import { benchEachDatabase } from './each-database.mjs';
import { prepareSignupAccounts, SELF_ORDER, signupHoldRequests } from './signup-accounts.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_DIR = join(ROOT, 'bench', 'results');
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
  await benchEachDatabase({
    only: options.only,
    cleanups,
    pgliteEnv: pgliteEnv(),
    runOn,
    seconds,
    connections,
    resultsFile: join(RESULTS_DIR, 'signup.json'),
  });
} finally {
  await stopAll();
}

async function runOn(database, env, rows, raw) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const outbox = join(mkdtempSync(join(tmpdir(), 'club-bench-signup-mail-')), 'outbox.jsonl');
  cleanups.push(() => rmSync(dirname(outbox), { recursive: true, force: true }));
  server = await startServer(port, { ...env, MAIL_OUTBOX_FILE: outbox, TRUST_PROXY: 'loopback' });
  const accounts = await prepareSignupAccounts(base, connections, outbox);
  const runs = [
    {
      name: 'PUT signup/orders/:id/seats',
      // Each account's two seats in turn: every request releases the held seat and holds the other.
      requests: signupHoldRequests(accounts),
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
        body: SELF_ORDER,
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

function pgliteEnv() {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-signup-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir, DATABASE_URL: undefined };
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
