import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Db } from '../db/db.ts';
import { TEST_LANGUAGES, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';
import { connectQueueClient, visitorCookie, type QueueClient } from './test-client.ts';

/** The app with the queue tracker on, listening on a free port (the sockets need a real one). */
export async function listenWithQueue(db: Db, queue: BuildAppOptions['queue']): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ db, localesDir: '/nonexistent', languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN, queue });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A client of the queue with its identity cookie (a new visitor's unless given), kept in `clients` to be closed after. */
export async function queueMember(base: string, clients: QueueClient[], cookie?: string): Promise<QueueClient & { cookie: string }> {
  const identity = cookie ?? (await visitorCookie(base));
  const client = await connectQueueClient(base, identity);
  clients.push(client);
  return Object.assign(client, { cookie: identity });
}
