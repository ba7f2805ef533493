import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../test/test-app.ts';
import { startProcesses, type TestCluster } from '../test/processes.ts';
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
  let cluster: TestCluster;
  const bases: string[] = [];
  const clients: QueueClient[] = [];

  beforeAll(async () => {
    cluster = await startProcesses(2, { capacity: CAPACITY, permissionSeconds: 60, graceSeconds: 30, purchaseRoutes: [BUY], tickMs: 100 });
    bases.push(...cluster.processes.map((instance) => instance.base));
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await cluster?.close();
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
      const { rows } = await cluster.processes[0]!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_entries WHERE admitted_at IS NOT NULL');
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
