import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import {
  createTestDatabasePlace,
  POSTGRES_URL,
  TEST_LANGUAGES,
  TEST_PAYMENT_ORIGIN,
  TEST_PUBLIC_ORIGIN,
  type TestDatabasePlace,
} from '../test/test-app.ts';
import { connectQueueClient, visitorCookie, type QueueClient } from './test-client.ts';

const BUY = '/hazte-abonado/seleccion-abono-base';
const CAPACITY = 2;
const MEMBERS = 12;

/**
 * Two server processes on one PostgreSQL (two pools, two socket.io servers joined by the
 * PostgreSQL adapter) serve one line: admission in arrival order whichever process a member is
 * connected to, nobody admitted twice, never more inside than the capacity.
 */
describe.runIf(POSTGRES_URL)('queue tracker: two processes on PostgreSQL', () => {
  let place: TestDatabasePlace;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const clients: QueueClient[] = [];

  beforeAll(async () => {
    place = await createTestDatabasePlace();
    const channelPrefix = `queue_${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i += 1) {
      const db = await place.open();
      if (i === 0) {
        await migrate(db);
        await seed(db, { paymentOrigin: TEST_PAYMENT_ORIGIN });
      }
      const app = await buildApp({
        db,
        localesDir: '/nonexistent',
        languages: TEST_LANGUAGES,
        publicOrigin: TEST_PUBLIC_ORIGIN,
        queue: { capacity: CAPACITY, permissionSeconds: 60, graceSeconds: 30, purchaseRoutes: [BUY], tickMs: 100, channelPrefix },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      dbs.push(db);
      apps.push(app);
      bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await place?.dispose();
  });

  // A member can be told twice of one admission (their own process answers while the other's tick
  // admits them): harmless, so the checks are on who is inside, in the database and on the sockets.
  it('admits in arrival order across both processes as slots free, never over capacity', async () => {
    // Members alternate between the processes, each asking in turn.
    for (let i = 0; i < MEMBERS; i += 1) {
      const base = bases[i % 2]!;
      const client = await connectQueueClient(base, await visitorCookie(base));
      clients.push(client);
      await client.go(BUY);
    }
    const admittedNow = () => clients.flatMap((client, index) => (client.permissions.some((p) => p.permission) ? [index] : []));
    expect(admittedNow()).toEqual([0, 1]);

    // Both inside leave at once, from different processes; then the next pair; and so on.
    for (let inside = 0; inside < MEMBERS - CAPACITY; inside += CAPACITY) {
      const next = [inside + 2, inside + 3].filter((index) => index < MEMBERS);
      await Promise.all([clients[inside]!.go('/'), clients[inside + 1]!.go('/')]);
      await Promise.all(next.map((index) => clients[index]!.admitted(BUY)));
      expect(admittedNow()).toEqual(Array.from({ length: inside + 2 + next.length }, (_, index) => index));
      const { rows } = await dbs[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_entries WHERE admitted_at IS NOT NULL');
      expect(rows[0]!.n).toBeLessThanOrEqual(CAPACITY);
    }
  });

  it('a member waiting on one process gets in when a member on the other leaves', async () => {
    const lastInside = clients.at(-1)!; // admitted, on the second process
    const queueTail = await connectQueueClient(bases[0]!, await visitorCookie(bases[0]!));
    clients.push(queueTail);
    await queueTail.go(BUY);
    expect(await queueTail.status((s) => s.position === 1 && s.queueSize === 1)).toBeTruthy();
    await lastInside.go('/');
    expect(await queueTail.admitted(BUY)).toBeTruthy();
  });
});
