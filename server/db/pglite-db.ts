import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { acquireDirLock } from './dir-lock.ts';
import { statementCache } from './pglite-statements.ts';

/** The embedded database in `dataDir` (in memory when undefined), locked to this process. */
export async function createPgliteDb(dataDir: string | undefined): Promise<Db> {
  // PGlite is single-process: a second opener of the same directory would corrupt it.
  const lock = dataDir ? await acquireDirLock(dataDir) : undefined;
  try {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    const db = pgliteDb(lite);
    return {
      ...db,
      close: async () => {
        await db.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** A Db over an open PGlite (tests also open one from a dump); closing it closes the PGlite. */
export function pgliteDb(lite: PGlite): Db {
  const statements = statementCache(lite);
  return {
    query: (sql, params) => statements.query(sql, params),
    exec: async (sql) => void (await lite.exec(sql)),
    transaction: (work) =>
      lite.transaction((tx) =>
        work({ query: (sql, params) => statements.queryIn(tx, sql, params), exec: async (sql) => void (await tx.exec(sql)) }),
      ),
    close: () => lite.close(),
  };
}
