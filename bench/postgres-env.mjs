import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * A PostgreSQL for a bench: DATABASE_URL when set, else a throwaway local one
 * (scripts/local-postgres.sh, whose stop is pushed on `cleanups`); null when neither can be had.
 */
export function postgresEnv(cleanups) {
  if (process.env.DATABASE_URL) return { DATABASE_URL: process.env.DATABASE_URL };
  try {
    const script = join(ROOT, 'scripts', 'local-postgres.sh');
    const started = execFileSync('bash', [script, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const env = Object.fromEntries([...started.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]));
    cleanups.push(() => execFileSync('bash', [script, 'stop', env.PG_DATA]));
    return { DATABASE_URL: env.TEST_DATABASE_URL };
  } catch {
    return null;
  }
}
