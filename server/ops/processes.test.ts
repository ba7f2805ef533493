import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/db.ts';
import { allDemoUsers } from '../db/seed.ts';
import { answersUntilReady, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { POSTGRES_URL } from '../test/test-app.ts';

const PROCESSES = 3;

/**
 * `tsx server/main.ts` processes started at once on one empty PostgreSQL schema, as a cluster
 * starts them: one migrates and seeds while the others wait (each saying `starting`), every one
 * becomes ready, the demo data is there once, and SIGTERM ends each with exit code 0.
 */
describe.runIf(POSTGRES_URL)('several server processes starting at once on an empty PostgreSQL', () => {
  const schema = `club_test_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let url: string;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    admin = await createDb({ databaseUrl: POSTGRES_URL });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const schemaUrl = new URL(POSTGRES_URL!);
    schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
    url = schemaUrl.toString();
  });
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  });

  const start = () =>
    startServerProcess({ ...process.env, DATABASE_URL: url, PAYMENT_PROVIDER: 'off', DEMO_DATA: 'on', SECOND_PAYMENT_CHECK_SECONDS: 'off', DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' });

  it('serialise migrations and seed, each becomes ready, and SIGTERM ends each with 0', async () => {
    started.push(...(await Promise.all(Array.from({ length: PROCESSES }, start))));
    const answers = await Promise.all(started.map(answersUntilReady));
    for (const seen of answers) expect(new Set(seen)).toEqual(new Set(seen.length > 1 ? ['starting', 'ready'] : ['ready']));

    // Seeded once: the tables the seed fills hold no row twice.
    const once = await admin.query<{ table: string; rows: number; distinct: number }>(
      `SELECT 'users' AS table, count(mail)::int AS rows, count(DISTINCT lower(mail))::int AS distinct FROM ${schema}.users
       UNION ALL SELECT 'groups', count(*)::int, count(DISTINCT name)::int FROM ${schema}.groups
       UNION ALL SELECT 'settings', count(*)::int, 1 FROM ${schema}.settings`,
    );
    for (const row of once.rows) expect(row).toEqual({ table: row.table, rows: row.distinct, distinct: row.distinct });
    expect(once.rows.find((row) => row.table === 'users')!.rows).toBeGreaterThanOrEqual(allDemoUsers.length);

    for (const { child } of started) child.kill('SIGTERM');
    expect(await Promise.all(started.map((server) => server.exited))).toEqual(started.map(() => 0));
  }, 120_000); // three processes importing the server and one seeding, on a loaded machine: a limit, not a speed check
});
