import pg from 'pg';

/** What route and store code may use: one parameterised statement at a time. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool on PostgreSQL (the queue's socket.io adapter listens on it); absent on PGlite. */
  readonly postgresPool?: pg.Pool;
}

export interface DbOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Directory of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
}

export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  // Loaded only here: a process on PostgreSQL never loads PGlite (7 MB of memory for nothing).
  const { createPgliteDb } = await import('./pglite-db.ts');
  return createPgliteDb(options.dataDir);
}

function createPostgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString });
  const statementName = statementNames();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query({ name: statementName(sql), text: sql, values: params });
      return { rows: result.rows as T[] };
    },
    // Without parameters pg uses the simple protocol, which accepts several statements.
    exec: async (sql) => void (await client.query(sql)),
  });
  return {
    ...wrap(pool),
    postgresPool: pool,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Parameterised queries on PostgreSQL as named prepared statements, one name per distinct SQL
 * text, as on PGlite (pglite-statements.ts): node-postgres prepares a named statement once per
 * connection and then only binds and executes it, so a hot path's many-join reads are not parsed
 * and planned again on every call. Past MAX_PREPARED texts (should code ever build texts with
 * values in them) a text runs unnamed rather than fill every connection's memory.
 */
function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (!name && names.size < MAX_PREPARED) {
      name = `club_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
}

const MAX_PREPARED = 2000;
