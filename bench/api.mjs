#!/usr/bin/env node
/**
 * npm run bench:api [-- --seconds 10] [-- --connections 10] [-- --only pglite|postgres]
 *
 * Starts the built server (bench/api-server.mjs) on a fresh embedded database in a temp dir, then
 * on PostgreSQL (DATABASE_URL when set, else a throwaway one from scripts/local-postgres.sh;
 * skipped with a note when neither is at hand), and on each drives the calls sale day depends on
 * with autocannon, one after the other, each for a bounded time:
 *   GET  /api/config/partners           public read, one row
 *   GET  /api/games, /api/games/:id/areas   public reads: the calendar, and one game's map (seats free for that game)
 *   PUT  /api/group-seat-change/update/seats   hold a seat in one transaction (two seats, alternating):
 *        one member's change on every connection (they wait on its lock: the contention case), then
 *        ten members, each connection its own member's change (as members on sale day)
 *   PUT  /api/signup/orders/:id/seats   the sign-up's hold (one account per connection, two seats each, alternating)
 *   POST /api/signup/orders             the sign-up's order: replaces the account's order (cancel, resolve, price)
 *   POST /api/users/login               scrypt check + session row + cookies (last: see below)
 * The sign-up accounts confirm their mail with the mailed code (holds need it) and each comes
 * from an address of its own (198.18.0.0/15 through a trusted X-Forwarded-For), so the per-IP
 * caps of the security model stay on, as on sale day. Prints requests/s and latency p50/p99 per
 * database and endpoint. Raw figures: bench/results/api.json. Prints figures only; the exit code
 * says whether the run worked, never whether it was fast.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SEAT_CHANGE_PRODUCT_ID } from '../server/db/seed-data/arena-products.ts';
import { FREE_SEAT_CHANGE_PARTNERS, freeSeatChangeMail } from '../server/db/seed-data/accounts-seat-change.ts';
import { CURRENT_SEASON, DEMO_PASSWORD } from '../server/db/seed-data/users.ts';
import { allDemoUsers } from '../server/db/seed.ts';
import { apiCall, startApiServer, stopApiServer } from './api-server.mjs';
import { freePort } from './free-port.mjs';
import { benchEachDatabase } from './each-database.mjs';
import { prepareSignupAccounts, SELF_ORDER, signupHoldRequests } from './signup-accounts.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_DIR = join(ROOT, 'bench', 'results');
/** Allowed to change seat, with a paid season and a seat: the demo's main partner. */
const PARTNER_MAIL = 'socio@demo.club';

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, only: { type: 'string' } },
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
    pgliteEnv: { DATABASE_URL: undefined },
    runOn,
    seconds,
    connections,
    resultsFile: join(RESULTS_DIR, 'api.json'),
  });
} finally {
  await stopAll();
}

/** The season's first game: its map is as large as any game's (every game prices every area the season sells). */
async function firstGameId(base) {
  const response = await fetch(`${base}/api/games`);
  const { games } = await response.json();
  if (!games[0]) throw new Error('The seeded calendar has no game');
  return games[0].id;
}

async function runOn(database, databaseEnv, rows, raw) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-api-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const outbox = join(dataDir, 'outbox.jsonl');
  server = await startApiServer(port, { DATA_DIR: join(dataDir, 'db'), ...databaseEnv, MAIL_OUTBOX_FILE: outbox, TRUST_PROXY: 'loopback' });
  const accounts = await prepareSignupAccounts(base, connections, outbox);
  const taken = new Set(accounts.flatMap((account) => account.seats));
  const session = await prepareSeatChange(base, PARTNER_MAIL, taken);
  const members = [];
  for (let i = 1; i <= Math.min(connections, FREE_SEAT_CHANGE_PARTNERS); i++) {
    members.push(await prepareSeatChange(base, freeSeatChangeMail(i), taken, `198.19.0.${i}`));
  }
  const runs = [
    { name: 'GET config/partners', request: { method: 'GET', path: '/api/config/partners' } },
    { name: 'GET games', request: { method: 'GET', path: '/api/games' } },
    // A game's whole map: every priced area's seats checked free for that game. Each request from a
    // buyer's own address, so the map's per-address limit counts as on sale day and never refuses.
    {
      name: 'GET games/:id/areas',
      request: { method: 'GET', path: `/api/games/${await firstGameId(base)}/areas` },
      setupRequest: eachFromOwnAddress(),
    },
    // Two free seats in turn: every request releases the partner's held seat and holds the other.
    { name: 'PUT group-seat-change/update/seats', requests: seatChangeRequests(session) },
    // Each connection its own member's change; past the seed's 10 free partners, connections share them.
    { name: `PUT group-seat-change/…/seats, ${members.length} members`, perConnection: (i) => seatChangeRequests(members[i % members.length]) },
    // Connection i is account i, as buyers are: its two seats in turn, each request releasing the
    // held seat and holding the other (10 connections on one order would wait on its lock).
    { name: 'PUT signup/orders/:id/seats', perConnection: (i) => signupHoldRequests([accounts[i]]) },
    {
      name: 'POST signup/orders',
      perConnection: (i) => [{ method: 'POST', path: '/api/signup/orders', headers: accounts[i].headers, body: SELF_ORDER }],
    },
    {
      name: 'POST users/login',
      // Last: the scrypt work of the logins still running when autocannon stops would slow the
      // next row. Round-robin over the accounts that may log in: one account tried by 10 connections at
      // once would be the burst the rate limit refuses (in-flight attempts count until they pass).
      request: { method: 'POST', path: '/api/users/login', body: { mail: PARTNER_MAIL, password: DEMO_PASSWORD } },
      setupRequest: roundRobin(loginAccounts().map((mail) => JSON.stringify({ mail, password: DEMO_PASSWORD }))),
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
  await stopApiServer(server);
  server = undefined;
}

/** Demo partners with a paid season, confirmed mail and no pending status: their login answers 200. */
function loginAccounts() {
  return allDemoUsers
    .filter((user) => user.partner && user.partner.status !== 'PENDING' && user.mailConfirmed !== false)
    .filter((user) => user.partner.payments.some((payment) => payment.season === CURRENT_SEASON))
    .map((user) => user.mail);
}

/** Sets a new address of 198.19.1.0–198.19.255.255 on each request, through the trusted X-Forwarded-For. */
function eachFromOwnAddress() {
  let next = 0;
  return (request) => {
    const n = 256 + (next++ % (255 * 256));
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': `198.19.${n >> 8}.${n & 255}` } };
  };
}

function roundRobin(bodies) {
  let next = 0;
  return (request) => ({ ...request, body: bodies[next++ % bodies.length] });
}

function load(base, run) {
  const json = { 'content-type': 'application/json' };
  const shape = (requests) =>
    requests.map((request) => ({
      ...request,
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      headers: { ...(request.body ? json : {}), ...(request.headers ?? {}) },
    }));
  const requests = shape(run.requests ?? (run.request ? [run.request] : run.perConnection(0)));
  if (run.setupRequest && requests[0]) requests[0].setupRequest = run.setupRequest;
  let client = 0;
  const setupClient = run.perConnection && ((each) => each.setRequests(shape(run.perConnection(client++ % connections))));
  return autocannon({ url: base, connections, duration: seconds, requests, ...(setupClient ? { setupClient } : {}) });
}

function seatChangeRequests(session) {
  return session.seats.map((seatId) => ({
    method: 'PUT',
    path: '/api/group-seat-change/update/seats',
    headers: { cookie: session.cookie },
    body: { session: session.id, seatsInfo: [{ partnerId: session.partnerId, seatId }] },
  }));
}

/**
 * Logs in as `mail` (from `address` through X-Forwarded-For when given), starts a seat change for
 * the partner and finds two free seats the partner may take, none of `taken`, which it adds to it.
 */
async function prepareSeatChange(base, mail, taken, address) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ mail, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const user = await login.json();
  const call = (method, path, payload) => apiCall(base, cookie, method, path, payload);
  // A database kept from an earlier run (DATABASE_URL) may still hold this partner's live change.
  const live = await fetch(`${base}/api/group-seat-change`, { headers: { cookie } });
  if (live.ok) await call('DELETE', `group-seat-change/cancel/${(await live.json()).session}`);
  const change = await call('POST', 'group-seat-change/init', { productId: SEAT_CHANGE_PRODUCT_ID, partners: [user.partner.id] });
  const areas = await call('GET', 'partners/seat-change/areas');
  for (const area of areas.filter((element) => element.level === 'AREA' && element.available >= 2)) {
    const seats = await call('GET', `partners/seat-change/areas?parentId=${area.id}`);
    const free = seats.filter((seat) => seat.state === 'available' && !taken.has(seat.id)).slice(0, 2);
    if (free.length === 2) {
      for (const seat of free) taken.add(seat.id);
      return { cookie, id: change.session, partnerId: user.partner.id, seats: free.map((seat) => seat.id) };
    }
  }
  throw new Error(`No area with two free seats for ${mail}`);
}

async function stopAll() {
  await stopApiServer(server);
  server = undefined;
  while (cleanups.length > 0) cleanups.pop()();
}
