import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/db.ts';
import { allDemoUsers } from '../db/seed.ts';
import { POSTGRES_URL } from '../test/test-app.ts';

const PROCESSES = 3;
const MAIN = join(import.meta.dirname, '..', 'main.ts');

interface Started {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: string[];
}

/**
 * `tsx server/main.ts` processes started at once on one empty PostgreSQL schema, as a cluster
 * starts them: one migrates and seeds while the others wait (each saying `starting`), every one
 * becomes ready, the demo data is there once, and SIGTERM ends each with exit code 0.
 */
describe.runIf(POSTGRES_URL)('several server processes starting at once on an empty PostgreSQL', () => {
  const schema = `club_test_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let url: string;
  const started: Started[] = [];

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

  async function start(): Promise<Started> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), PAYMENT_PROVIDER: 'off', SECOND_PAYMENT_CHECK_SECONDS: 'off', DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(String(chunk)));
    child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, base: `http://127.0.0.1:${port}`, exited, output };
  }

  /** Every readiness answer until `ready` (none while the process is not listening yet); fails if it exits first. */
  async function answersUntilReady(server: Started): Promise<string[]> {
    const answers: string[] = [];
    while (server.child.exitCode === null) {
      const answer = await fetch(`${server.base}/health/ready`).then(
        async (response) => ((await response.json()) as { status: string }).status,
        () => undefined,
      );
      if (answer) answers.push(answer);
      if (answer === 'ready') return answers;
      await new Promise((resolve) => setTimeout(resolve, 50)); // a poll's pace, as a proxy's health check
    }
    throw new Error(`exited with ${server.child.exitCode}: ${server.output.join('')}`);
  }

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

/** A TCP port free on 127.0.0.1 right now (bench/free-port.mjs, typed). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
