#!/usr/bin/env node
/**
 * What drawing a member's home costs the server (server/http/member-page.ts): `GET /abonado` for
 * a session, drawn, beside its two API reads as the app would make them and the plain shell, one
 * request at a time on the built server with the demo data. Prints the median and p95 of each and
 * the drawing's own share; then the drawing alone, in this process, with React's production build
 * (as a server with NODE_ENV=production runs it: the bench's server, with the demo data, cannot).
 * Figures only. Needs `npm run build` (dist/ and dist-ssr/).
 *
 *   npm run bench:member-page [-- --loads 50] [-- --mail carnet@demo.club]
 *
 * The loads stay within the account's 120 home reads a minute: each drawn page is one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startApiServer, stopApiServer } from './api-server.mjs';
import { freePort } from './free-port.mjs';
import { table } from './table.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WARM_UP = 5;
const { values: options } = parseArgs({ options: { loads: { type: 'string', default: '50' }, mail: { type: 'string', default: 'carnet@demo.club' } } });
const loads = Number(options.loads);
if (!Number.isInteger(loads) || loads < 1 || 2 * (loads + WARM_UP) + 1 > 120) throw new Error('--loads must be 1 to 54: two home reads each, 120 a minute');
if (!existsSync(join(ROOT, 'dist', '_member-page.json')) || !existsSync(join(ROOT, 'dist-ssr', 'member-page.js'))) {
  throw new Error('No member page in the build: run `npm run build` first');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `loads` requests one after another (after a warm-up), each checked by `expect`; their times in ms, sorted. */
async function time(label, request, expect) {
  const times = [];
  for (let load = 0; load < WARM_UP + loads; load += 1) {
    const started = performance.now();
    const response = await request();
    const body = await response.text();
    const ms = performance.now() - started;
    if (!expect(response, body)) throw new Error(`${label}: unexpected answer ${response.status} ${body.slice(0, 200)}`);
    if (load >= WARM_UP) times.push(ms);
  }
  return times.sort((a, b) => a - b);
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-member-page-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startApiServer(port, { DATA_DIR: join(dataDir, 'db'), DATABASE_URL: undefined, DIST_DIR: join(ROOT, 'dist'), SSR_DIR: join(ROOT, 'dist-ssr') });
try {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ mail: options.mail, password: 'Demo2526!' }),
  });
  if (!login.ok) throw new Error(`login of ${options.mail}: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const page = (language) => () => fetch(`${base}/abonado`, { headers: { cookie, accept: 'text/html', 'accept-language': language } });
  const api = (path) => () => fetch(`${base}/api/${path}`, { headers: { cookie } });
  const drawn = (response, body) => response.ok && body.includes('"session":{"data"');
  const rows = [
    ['GET /abonado, drawn for the session', await time('drawn page', page('es-ES'), drawn)],
    ['GET api/users/extended', await time('users/extended', api('users/extended'), (response) => response.ok)],
    ['GET api/home', await time('home', api('home'), (response) => response.ok)],
    ['GET /abonado, the shell (another language)', await time('shell', page('en-GB'), (response, body) => response.ok && !drawn(response, body))],
  ];
  console.log(`\n${options.mail}, ${loads} loads each after ${WARM_UP} of warm-up, one at a time (built server, embedded database)\n`);
  table(['request', 'median ms', 'p95 ms'], 'lrr', rows.map(([label, times]) => [label, percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)]));
  const [page50, user50, home50] = rows.map(([, times]) => percentile(times, 50));
  console.log(`\nThe drawing itself (drawn page − both reads, medians): ${(page50 - user50 - home50).toFixed(1)} ms, React's development build`);
  await timeDrawingAlone(await Promise.all(['users/extended', 'home'].map(async (path) => [path, await (await api(path)()).json()])));
} finally {
  await stopApiServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

/** renderMemberPage itself, `loads` times after the warm-up, with React's production build. */
async function timeDrawingAlone(answers) {
  process.env.NODE_ENV = 'production'; // read by React's packages when first loaded, which is below
  const module = await import(join(ROOT, 'dist-ssr', 'member-page.js'));
  const language = JSON.parse(readFileSync(join(ROOT, 'dist', '_member-page.json'), 'utf8')).language;
  await module.initServerI18n(language, JSON.parse(readFileSync(join(ROOT, 'src', 'locales', `${language}.json`), 'utf8')));
  const times = [];
  for (let load = 0; load < WARM_UP + loads; load += 1) {
    const started = performance.now();
    const page = await module.renderMemberPage('/abonado', 'http://member-page.local', Object.fromEntries(answers));
    if (!page) throw new Error('the home was not drawn');
    if (load >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`The drawing alone, React's production build: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
}
