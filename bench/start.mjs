#!/usr/bin/env node
/**
 * npm run bench:start [-- --runs 5] [-- --only pglite|postgres]
 *
 * How soon a server process is ready on a database already migrated and seeded, as when a process
 * restarts or a release rolls: from the spawn to /health/ready answering `ready`, and its memory
 * then (VmRSS and VmHWM of /proc/<pid>/status). Two ways of running it, in turn, `--runs` times
 * each: the built server (`node` with `SERVER_NODE_FLAGS` and `dist-server/main.js`, scripts/build-server.mjs)
 * and the TypeScript compiled at run time (`node --import tsx server/main.ts`). PGlite in a temp
 * dir, then PostgreSQL (DATABASE_URL, else a throwaway one). Prints figures only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServerForThisRun, SERVER_NODE_FLAGS } from '../scripts/build-server.mjs';
import { freePort } from './free-port.mjs';
import { postgresEnv } from './postgres-env.mjs';
import { table } from './table.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** A health check's pace: finer than the figures it measures. */
const POLL_MS = 10;

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' }, only: { type: 'string' } } });
const runs = Number(options.runs);
if (!(Number.isInteger(runs) && runs > 0)) throw new Error('--runs must be a positive whole number');

const built = join(await buildServerForThisRun(), 'main.js');
const WAYS = [
  { name: 'built (node)', args: [...SERVER_NODE_FLAGS, built] },
  { name: 'tsx', args: ['--import', 'tsx', join(ROOT, 'server', 'main.ts')] },
];

const cleanups = [];
const rows = [];
try {
  if (options.only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-start-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await benchOn('PGlite', { DATA_DIR: join(dataDir, 'db') });
  }
  if (options.only !== 'pglite') {
    const env = postgresEnv(cleanups);
    if (env) await benchOn('PostgreSQL', env);
    else console.log('PostgreSQL: not available (no DATABASE_URL, and scripts/local-postgres.sh could not start one); skipped');
  }
} finally {
  for (const cleanup of cleanups.reverse()) cleanup();
}
console.log(`\n${runs} starts of each, in turn, on a migrated database; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)} at the end`);
table(['database', 'server', 'ready p50 ms', 'ready max ms', 'RSS at ready MB', 'peak RSS MB'], 'llrrrr', rows);

async function benchOn(database, databaseEnv) {
  const env = { ...databaseEnv, DEMO_DATA: 'on' };
  console.log(`${database}: migrating and seeding once, then ${runs} starts of each…`);
  await startOnce(WAYS[0].args, env);
  const figures = new Map(WAYS.map((way) => [way.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const way of WAYS) figures.get(way.name).push(await startOnce(way.args, env));
  }
  for (const way of WAYS) {
    const starts = figures.get(way.name);
    const ms = starts.map((start) => start.readyMs).sort((a, b) => a - b);
    rows.push([
      database,
      way.name,
      Math.round(ms[Math.floor((ms.length - 1) / 2)]),
      Math.round(ms.at(-1)),
      Math.round(median(starts.map((start) => start.rssMb))),
      Math.round(median(starts.map((start) => start.peakMb))),
    ]);
  }
}

/** One process from spawn to ready, then stopped with SIGTERM: its time to ready and memory then. */
async function startOnce(args, env) {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: join(tmpdir(), 'club-bench-no-client'),
      PAYMENT_PROVIDER: 'off',
      SECOND_PAYMENT_CHECK_SECONDS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    while (!(await isReady(port))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((wait) => setTimeout(wait, POLL_MS));
    }
    const readyMs = performance.now() - spawnedAt;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return { readyMs, rssMb: kilobytes(status, 'VmRSS') / 1024, peakMb: kilobytes(status, 'VmHWM') / 1024 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function isReady(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function kilobytes(status, field) {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
