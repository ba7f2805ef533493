import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import { findUserIdByMail } from '../store/users.ts';

export const TEST_LANGUAGES = ['es', 'en', 'fr'];
export const TEST_PAYMENT_ORIGIN = 'http://localhost:4010';
/** Where the test app says visitors reach it (payment return and notification URLs). */
export const TEST_PUBLIC_ORIGIN = 'http://club.test';

/** With TEST_DATABASE_URL (or DATABASE_URL) set, the server suite runs on that PostgreSQL. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** Where a test database lives, so a test can close it and open it again (a server restart). */
export interface TestDatabasePlace {
  open(): Promise<Db>;
  /** Removes the directory or schema. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty place: a PostgreSQL schema of its own when a URL is set, else a PGlite
 * directory under the system temp dir (`inMemory` skips the disk when nothing reopens it).
 */
export async function createTestDatabasePlace(options: { inMemory?: boolean } = {}): Promise<TestDatabasePlace> {
  if (POSTGRES_URL) {
    const schema = `club_test_${randomBytes(6).toString('hex')}`;
    const admin = await createDb({ databaseUrl: POSTGRES_URL });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      open: () => createDb({ databaseUrl: url.toString() }),
      dispose: async () => {
        await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.close();
      },
    };
  }
  if (options.inMemory) return { open: () => createDb({}), dispose: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), 'club-db-'));
  return { open: () => createDb({ dataDir: dir }), dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh database with the schema and the demo data; closing it also removes it. */
export async function createTestDb(): Promise<Db> {
  const place = await createTestDatabasePlace({ inMemory: true });
  const db = await place.open();
  await migrate(db);
  await seed(db, { paymentOrigin: TEST_PAYMENT_ORIGIN });
  return {
    ...db,
    close: async () => {
      await db.close();
      await place.dispose();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Holds es.json and en.json (fr is configured but has no file). */
  localesDir: string;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const db = await createTestDb();
  const localesDir = await mkdtemp(join(tmpdir(), 'club-locales-'));
  await writeFile(join(localesDir, 'es.json'), JSON.stringify({ GENERIC: { LOADING: 'Cargando...' } }));
  await writeFile(join(localesDir, 'en.json'), JSON.stringify({ GENERIC: { LOADING: 'Loading...' } }));
  const app = await buildApp({ db, localesDir, languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN, ...overrides });
  return {
    app,
    db,
    localesDir,
    close: async () => {
      await app.close();
      await db.close();
      await rm(localesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A live session for a seeded user, as the `cookie` header to pass to inject, without going
 * through POST users/login (so area tests do not depend on the login rules or its rate limit).
 */
export async function sessionCookieFor(db: Db, mail: string): Promise<string> {
  const id = await findUserIdByMail(db, mail);
  if (id === null) throw new Error(`No seeded user ${mail}`);
  return `${SESSION_COOKIE}=${await createSession(db, id)}`;
}
