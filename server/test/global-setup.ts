/**
 * Global setup of the 'server' runner: one migrated and seeded database that createTestDb copies
 * for each test, instead of running the migrations and the seed again (about a second each time).
 *
 * On the embedded PGlite (neither TEST_DATABASE_URL nor DATABASE_URL set) it dumps that database's
 * data directory to a file in a temp dir; the workers get the file's path as
 * inject(SEEDED_DUMP_KEY) and open an in-memory copy. On PostgreSQL it is a template database; the
 * workers get its name as inject(SEEDED_TEMPLATE_KEY) and copy it with CREATE DATABASE … TEMPLATE.
 * In watch mode the seeded database is made again before each rerun (migrations or seed data may
 * have changed). After the run the temp dir, or the template, is removed.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDb } from '../db/pglite-db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createPostgresTemplate, dropPostgresDatabase, POSTGRES_URL, SEEDED_DUMP_KEY, SEEDED_TEMPLATE_KEY, TEST_PAYMENT_ORIGIN } from './test-app.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (POSTGRES_URL) return setupPostgresTemplate(project, POSTGRES_URL);
  const dir = await mkdtemp(join(tmpdir(), 'club-seeded-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  let dumps = 0;
  let previous: string | undefined;
  const provideDump = async () => {
    // A new file each time, so a worker that cached the previous path never reads a half-written one.
    const file = join(dir, `seeded-${++dumps}.tar`);
    await writeFile(file, await seededDump());
    project.provide(SEEDED_DUMP_KEY as never, file as never);
    if (previous) await rm(previous, { force: true });
    previous = file;
  };
  try {
    await provideDump();
  } catch (error) {
    await removeDir();
    throw error;
  }
  project.onTestsRerun(provideDump);
  return removeDir;
}

/** Migrates and seeds an in-memory database and dumps its data directory. */
async function seededDump(): Promise<Uint8Array> {
  const lite = await PGlite.create();
  try {
    const db = pgliteDb(lite);
    await migrate(db);
    await seed(db, { demo: true, paymentOrigin: TEST_PAYMENT_ORIGIN });
    return new Uint8Array(await (await lite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await lite.close();
  }
}

async function setupPostgresTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  let template = await createPostgresTemplate(serverUrl);
  project.provide(SEEDED_TEMPLATE_KEY as never, template as never);
  project.onTestsRerun(async () => {
    const previous = template;
    template = await createPostgresTemplate(serverUrl);
    project.provide(SEEDED_TEMPLATE_KEY as never, template as never);
    await dropPostgresDatabase(serverUrl, previous);
  });
  return () => dropPostgresDatabase(serverUrl, template);
}
