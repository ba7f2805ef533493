#!/usr/bin/env node
/**
 * The server built to plain JavaScript in dist-server/, so production runs `node` with no compiler:
 * one ES module per command (the server, the import, the maintenance switch, the gate key's
 * fingerprint, the payment simulator of `npm run start:cluster`) and chunks they share or load on
 * demand, the project's own code bundled,
 * packages left in node_modules, and a source map beside each file so that
 * `node --enable-source-maps` names the TypeScript file and line in a stack trace.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_BUILD_DIR = resolve(ROOT, 'dist-server');

/**
 * How node runs the built server, everywhere it runs (npm start, the cluster, the e2e servers, the
 * benches, the Dockerfile and the systemd unit; a test compares them):
 *   - stack traces name the TypeScript file and line;
 *   - the young generation's semi-spaces are held to 8 MB each. Node sizes them by the host's
 *     memory, 64 MB each on a 24 GB machine, and a busy server kept 134 MB of young generation for
 *     good (bench:saleday, peak per process 378 → 301 MB); a short-lived request's garbage fits 8;
 *   - the old generation is collected again when it has grown by half since the last collection.
 *     V8's own factor goes up to 4× while the heap is small: under sale day a process's live heap
 *     stays near 60 MB, yet it committed 100 MB of heap and kept climbing. With 50 % the busiest
 *     process of bench:saleday peaks at 207–224 MB instead of 232–295, in the same run time and
 *     latencies (300 buyers, 1, 2 and 4 processes).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=8', '--heap-growing-percent=50'];

/** Output name → source entry. */
const ENTRIES = {
  main: 'server/main.ts',
  // Started by the server as a thread (server/http/sanitizer-thread.ts), beside main.js.
  'sanitizer-worker': 'server/http/sanitizer-worker.ts',
  import: 'server/import/main.ts',
  maintenance: 'server/scripts/maintenance.ts',
  'season-calendar': 'server/scripts/season-calendar.ts',
  'gate-key-fingerprint': 'server/scripts/gate-key-fingerprint.ts',
  'payment-simulator': 'server/payment-provider/main.ts',
};

/** Builds into `outdir` (dist-server/ by default; a folder inside the project, where node_modules is found). */
export async function buildServer({ outdir = SERVER_BUILD_DIR } = {}) {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    // Code loaded with import() gets a file of its own, so a package it alone imports is loaded
    // only then (PGlite, on a server that runs on PostgreSQL); code the entries share goes in chunks.
    splitting: true,
    sourcemap: 'linked',
    // A trace needs the mappings only; the sources are in the repository.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [sourceDirectories(outdir)],
  });
}

let runBuild;

/**
 * The server built once for this process's run (a cluster, a benchmark) into a folder of its own,
 * removed at exit: a build or an edit elsewhere in the checkout cannot change it mid-run, and a
 * stale dist-server/ is never measured. Resolves with the folder.
 */
export function buildServerForThisRun() {
  runBuild ??= (async () => {
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    const outdir = mkdtempSync(join(ROOT, '.tmp', 'server-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await buildServer({ outdir });
    return outdir;
  })();
  return runBuild;
}

/**
 * Each file's `import.meta.dirname` keeps meaning its own source folder (the migrations beside
 * server/db/migrate.ts, the project root above server/config.ts), found from the built file's
 * location rather than from the folder the bundle happens to be in.
 */
const sourceDirectories = (outdir) => ({
  name: 'source-directories',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromBuild = JSON.stringify(relative(outdir, dirname(path)));
      // The import goes last (imports are hoisted) so that the source map's lines stay right.
      return {
        contents: `${source.replaceAll('import.meta.dirname', `resolveFromBuild(import.meta.dirname, ${fromBuild})`)}\nimport { resolve as resolveFromBuild } from 'node:path';\n`,
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
});

if (process.argv[1] === import.meta.filename) await buildServer();
