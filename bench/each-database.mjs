import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { postgresEnv } from './postgres-env.mjs';
import { table } from './table.mjs';

/**
 * An HTTP bench on each database in turn: `runOn(database, env, rows, raw)` on PGlite (with
 * `pgliteEnv`), then on PostgreSQL unless `only` names one; then the one table of every row and
 * the raw figures in `resultsFile`.
 */
export async function benchEachDatabase({ only, cleanups, pgliteEnv, runOn, seconds, connections, resultsFile }) {
  const rows = [];
  const raw = [];
  if (only !== 'postgres') await runOn('PGlite', pgliteEnv, rows, raw);
  if (only !== 'pglite') {
    const env = postgresEnv(cleanups);
    if (env) await runOn('PostgreSQL', env, rows, raw);
    else console.log('PostgreSQL: not available (no DATABASE_URL, and scripts/local-postgres.sh could not start one); skipped');
  }
  console.log(`\n${seconds} s per endpoint, ${connections} connections, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg()[0]?.toFixed(2)}`);
  table(['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'not 2xx'], 'llrrrrr', rows);
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(raw, null, 2));
}
