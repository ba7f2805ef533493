import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createDb, pgliteDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import { findUserIdByMail } from '../store/users.ts';

export const TEST_LANGUAGES = ['es', 'en', 'fr'];
export const TEST_PAYMENT_ORIGIN = 'http://localhost:4010';
/** Where the test app says visitors reach it (payment return and notification URLs). */
export const TEST_PUBLIC_ORIGIN = 'http://club.test';

/** With TEST_DATABASE_URL (or DATABASE_URL) set, the server suite runs on that PostgreSQL. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * What global-setup.ts provides on PGlite: the path of a dump of a migrated and seeded database.
 * Not declared in vitest's ProvidedContext: a declared key there would make the other runners'
 * `provide` objects fail the excess-property check, hence the casts where it is used.
 */
export const SEEDED_DUMP_KEY = 'seededPgliteDump';

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

/**
 * A fresh database with the schema and the demo data; closing it also removes it.
 *
 * On PGlite, when the run's global setup made the seeded dump, the database is an in-memory copy
 * of it: the same rows a migrate and seed would insert, in a database of its own. What differs
 * from seeding it here: the seed's now() is the time of the global setup (seeded rows are older
 * by the time the run has taken so far), and the seed's random values (password hash salts,
 * seat change sessions, payment transactions) are the same in every copy; the signing secrets
 * are made anew for each copy, as a fresh seed would.
 */
export async function createTestDb(): Promise<Db> {
  const dump = seededDump();
  if (dump) {
    const db = pgliteDb(await PGlite.create({ loadDataDir: await dump }));
    try {
      // seed() is idempotent: on a seeded database it only fills the secrets cleared here.
      await db.query('UPDATE settings SET deep_link_secret = NULL, payment_secret = NULL, queue_visitor_secret = NULL, queue_admission_secret = NULL, gate_signing_key = NULL');
      await seed(db, { paymentOrigin: TEST_PAYMENT_ORIGIN });
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
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

let seededDumpBlob: { path: string; blob: Promise<Blob> } | undefined;

/** The global setup's dump (opened once per test file), or undefined on PostgreSQL or without it. */
function seededDump(): Promise<Blob> | undefined {
  if (POSTGRES_URL) return undefined;
  const path = inject(SEEDED_DUMP_KEY as never) as string | undefined;
  if (!path) return undefined;
  if (seededDumpBlob?.path !== path) seededDumpBlob = { path, blob: openAsBlob(path) };
  return seededDumpBlob.blob;
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

/** The payment provider's notification (a POST to the club's API), delivered to `app` without a port. */
export function notificationsInto(app: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const response = await app().inject({
      method: 'POST',
      url: new URL(String(input)).pathname,
      headers: { 'content-type': 'application/json' },
      payload: String(init?.body),
    });
    return new Response(response.body || null, { status: response.statusCode });
  };
}
