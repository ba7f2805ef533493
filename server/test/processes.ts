import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createTestDatabasePlace, TEST_LANGUAGES, TEST_PAYMENT_ORIGIN, TEST_PUBLIC_ORIGIN } from './test-app.ts';

/** One server process of a test cluster: its own pool, app and port, as `server/main.ts` makes them. */
export interface TestProcess {
  app: FastifyInstance;
  db: Db;
  base: string;
  /**
   * Dies as a killed process does, seen from outside: its connections drop at once, and its
   * database work stops (no queue tick, no socket.io heartbeat, no answer to the other processes).
   */
  kill(): void;
}

export interface TestCluster {
  processes: TestProcess[];
  close(): Promise<void>;
}

/**
 * `count` server processes on one fresh PostgreSQL schema (migrated and seeded once), the queue
 * tracker on with `queue` and a socket.io channel of their own, listening on free ports.
 */
export async function startProcesses(count: number, queue: Omit<NonNullable<BuildAppOptions['queue']>, 'channelPrefix'>): Promise<TestCluster> {
  const place = await createTestDatabasePlace();
  const channelPrefix = `queue_${randomBytes(4).toString('hex')}`;
  const processes: TestProcess[] = [];
  const revivals: (() => void)[] = [];
  const close = async () => {
    revivals.forEach((revive) => revive());
    for (const { app } of processes) await app.close();
    for (const { db } of processes) await db.close();
    await place.dispose();
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const db = await place.open();
      if (i === 0) {
        await migrate(db);
        await seed(db, { demo: true, paymentOrigin: TEST_PAYMENT_ORIGIN });
      }
      const app = await buildApp({
        db,
        localesDir: '/nonexistent',
        languages: TEST_LANGUAGES,
        publicOrigin: TEST_PUBLIC_ORIGIN,
        queue: { ...queue, channelPrefix },
      });
      const connections = new Set<Socket>();
      app.server.on('connection', (socket: Socket) => {
        connections.add(socket);
        socket.once('close', () => connections.delete(socket));
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const kill = () => {
        revivals.push(freeze(db));
        connections.forEach((socket) => socket.destroy());
      };
      processes.push({ app, db, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, kill });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { processes, close };
}

/**
 * Holds every new query of the process's pool until the returned function is called (the
 * cluster's close, so the process can be shut down cleanly). Work already on a connection ends,
 * as a killed process's open transactions end when PostgreSQL drops its connections.
 */
function freeze(db: Db): () => void {
  const pool = db.postgresPool;
  if (!pool) throw new Error('a test cluster runs on PostgreSQL');
  let revive!: () => void;
  const revived = new Promise<void>((resolve) => (revive = resolve));
  const { query, connect } = pool;
  pool.query = ((...args: Parameters<typeof query>) => revived.then(() => query.apply(pool, args))) as typeof query;
  pool.connect = ((...args: Parameters<typeof connect>) => revived.then(() => connect.apply(pool, args))) as typeof connect;
  return () => {
    pool.query = query;
    pool.connect = connect;
    revive();
  };
}
