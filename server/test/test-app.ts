import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createDb, type Db } from '../db/db.ts';
import { pgliteDb } from '../db/pglite-db.ts';
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
/** What global-setup.ts provides on PostgreSQL: the name of a migrated and seeded template database. */
export const SEEDED_TEMPLATE_KEY = 'seededPostgresTemplate';

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
 * When the run's global setup made the seeded database, this is a copy of it (on PGlite an
 * in-memory one, on PostgreSQL a database of its own made from the template): the same rows a
 * migrate and seed would insert, in a database of its own. What differs
 * from seeding it here: the seed's now() is the time of the global setup (seeded rows are older
 * by the time the run has taken so far), and the seed's random values (password hash salts,
 * seat change sessions, payment transactions) are the same in every copy; the signing secrets
 * are made anew for each copy, as a fresh seed would.
 */
export async function createTestDb(): Promise<Db> {
  const dump = seededDump();
  if (dump) return withOwnSecrets(pgliteDb(await PGlite.create({ loadDataDir: await dump })));
  const template = POSTGRES_URL && (inject(SEEDED_TEMPLATE_KEY as never) as string | undefined);
  if (POSTGRES_URL && template) return withOwnSecrets(await copyOfPostgresTemplate(POSTGRES_URL, template));
  const place = await createTestDatabasePlace({ inMemory: true });
  const db = await place.open();
  await migrate(db);
  await seed(db, { demo: true, paymentOrigin: TEST_PAYMENT_ORIGIN });
  return {
    ...db,
    close: async () => {
      await db.close();
      await place.dispose();
    },
  };
}

/** A copy of the seeded database with signing secrets of its own, as a fresh seed would make. */
async function withOwnSecrets(db: Db): Promise<Db> {
  try {
    // seed() is idempotent: on a seeded database it only fills the secrets cleared here.
    await db.query('UPDATE settings SET deep_link_secret = NULL, payment_secret = NULL, queue_visitor_secret = NULL, queue_admission_secret = NULL, gate_signing_key = NULL');
    await seed(db, { demo: true, paymentOrigin: TEST_PAYMENT_ORIGIN });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Runs `work` on a connection of its own to the server's default database (CREATE and DROP DATABASE cannot run inside the database itself). */
async function onServer(serverUrl: string, work: (admin: Db) => Promise<void>): Promise<void> {
  const admin = await createDb({ databaseUrl: serverUrl });
  try {
    await work(admin);
  } finally {
    await admin.close();
  }
}

const databaseUrl = (serverUrl: string, name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** On the PostgreSQL server at `serverUrl`, a new database migrated and seeded, to copy: its name. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = uniqueName('club_template');
  await onServer(serverUrl, (admin) => admin.exec(`CREATE DATABASE ${name}`));
  const db = await createDb({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await migrate(db);
    await seed(db, { demo: true, paymentOrigin: TEST_PAYMENT_ORIGIN });
  } finally {
    // A template is copied only while nobody is connected to it.
    await db.close();
  }
  return name;
}

/**
 * Drops a database of the test run. PostgreSQL waits up to 5 s for connections that are closing;
 * only one still open after that (a test that never closed its own) is ended by force.
 */
export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (admin) =>
    admin.exec(`DROP DATABASE IF EXISTS ${name}`).catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }),
  );
}

const OBJECT_IN_USE = '55006';

/** A database of its own copied from the template (a file copy, much faster than migrating and seeding); closing it drops it. */
async function copyOfPostgresTemplate(serverUrl: string, template: string): Promise<Db> {
  const name = uniqueName('club_test');
  await onServer(serverUrl, (admin) => admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const db = await createDb({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    ...db,
    close: async () => {
      await db.close();
      await dropPostgresDatabase(serverUrl, name);
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
