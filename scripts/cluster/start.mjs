#!/usr/bin/env node
/**
 * npm run start:cluster [-- --processes N] [--port P] [--no-queue]: PostgreSQL (DATABASE_URL, else
 * a local one kept in .data/cluster-pg), N app processes, the payment-provider simulator and nginx
 * in front; prints one URL and stops everything on Ctrl+C or SIGTERM.
 * The queue tracker is on (a sale day) with a client built for it in dist-queue/; --no-queue
 * serves dist/ without it, as `npm start` does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
/** What the client build is made of: a build older than any of these is rebuilt. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '0' },
    'no-queue': { type: 'boolean', default: false },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || !Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error('usage: npm run start:cluster -- [--processes N (1 or more)] [--port P] [--no-queue]');
  process.exit(2);
}
const queue = !values['no-queue'];

const distDir = join(ROOT, queue ? 'dist-queue' : 'dist');
if (buildIsStale(distDir)) {
  console.log(`Building the client into ${distDir}…`);
  if (queue) {
    execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, VITE_TRACKER_ENABLED: 'true' },
    });
  } else execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

const cluster = await startCluster({
  processes,
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
  postgresDataDir: join(ROOT, '.data/cluster-pg'),
  env: queue ? { QUEUE_TRACKER: 'on' } : {},
  distDir,
  keepRunDir: true,
  log: (line) => console.log(line),
});
console.log(`\nClub site (${processes} app process${processes === 1 ? '' : 'es'} behind nginx) at ${cluster.url}/  — Ctrl+C stops everything`);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  cluster.stop().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

function buildIsStale(dir) {
  const built = join(dir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(join(ROOT, input)) > builtAt);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}
