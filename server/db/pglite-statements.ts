import { type PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * The statements kept at most: the server's queries are a few hundred fixed texts; should code
 * ever build texts with values in them, the texts past this run as PGlite's own unnamed ones
 * instead of filling the backend's memory.
 */
const MAX_STATEMENTS = 2000;

/** What a statement cache needs to know about each statement it prepared. */
interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * Parameterised queries on PGlite as named prepared statements, one per distinct SQL text.
 * PGlite's own query() parses and plans every call afresh (an unnamed statement), and in its
 * single-threaded WASM the planning of a many-join read costs more than running it: the session
 * user's read plans for ~3 ms and runs in ~0.5. A named statement keeps its plan (PostgreSQL's
 * plan cache, which re-plans by itself after a schema change), so every call after the first
 * only binds and executes.
 */
export function statementCache(lite: PGlite) {
  const prepared = new Map<string, Prepared>();

  async function run(sql: string, params: unknown[]): Promise<BackendMessage[]> {
    let statement = prepared.get(sql);
    if (!statement) {
      const name = `club_${prepared.size + 1}`;
      const described = await exchange([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name })]);
      statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
      prepared.set(sql, statement);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = lite.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    return exchange([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
    ]);
  }

  /** Sends the messages then Sync (also after an error, which leaves the protocol waiting for it). */
  async function exchange(messages: Uint8Array[]): Promise<BackendMessage[]> {
    const received: BackendMessage[] = [];
    try {
      for (const message of messages) received.push(...(await lite.execProtocol(message, { syncToFs: false })).messages);
    } finally {
      await lite.execProtocol(protocol.serialize.sync(), { syncToFs: false });
    }
    return received;
  }

  const kept = (sql: string) => prepared.has(sql) || prepared.size < MAX_STATEMENTS;
  const rowsOf = <T>(messages: BackendMessage[]) => ({ rows: parse.parseResults(messages, lite.parsers)[0]?.rows as T[] });

  return {
    /** A query outside a transaction: waits for any transaction, as PGlite's own query() does. */
    async query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[] }> {
      if (!kept(sql)) return lite.query<T>(sql, params);
      return lite._runExclusiveTransaction(() =>
        lite._runExclusiveQuery(async () => {
          const messages = await run(sql, params);
          await lite.syncToFs();
          return rowsOf<T>(messages);
        }),
      );
    },
    /** A query inside `transaction`, whose turn it already is. */
    async queryIn<T>(transaction: Transaction, sql: string, params: unknown[] = []): Promise<{ rows: T[] }> {
      if (!kept(sql)) return transaction.query<T>(sql, params);
      if (transaction.closed) throw new Error('Transaction is closed');
      return lite._runExclusiveQuery(async () => rowsOf<T>(await run(sql, params)));
    },
  };
}
