import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';

export const TEST_LANGUAGES = ['es', 'en', 'fr'];
export const TEST_PAYMENT_ORIGIN = 'http://localhost:4010';

/** A fresh in-memory database with the schema and the demo data. */
export async function createTestDb(): Promise<Db> {
  const db = await createDb({});
  await migrate(db);
  await seed(db, { paymentOrigin: TEST_PAYMENT_ORIGIN });
  return db;
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
  const app = await buildApp({ db, localesDir, languages: TEST_LANGUAGES, ...overrides });
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
