import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createSignupUser } from '../routes/signup.fixtures.ts';
import { createTestDb } from '../test/test-app.ts';
import type { QueueClient } from './test-client.ts';
import { listenWithQueue, queueMember } from './test-server.ts';

const BUY = '/hazte-abonado/seleccion-abono-base';
const HOUR_MS = 60 * 60 * 1000;

let db: Db;
let app: FastifyInstance;
let base: string;
const clients: QueueClient[] = [];

async function startServer(opensAt: Date): Promise<void> {
  ({ app, base } = await listenWithQueue(db, { capacity: 1, permissionSeconds: 60, graceSeconds: 30, purchaseRoutes: [BUY], tickMs: 100, opensAt }));
}

const member = (cookie?: string) => queueMember(base, clients, cookie);

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  clients.forEach((client) => client.close());
  await app.close();
  await db.close();
});

/**
 * The sale's opening across a restart, as an operator moving QUEUE_OPENS_AT would do it: first an
 * opening an hour away (the pre-queue), then one just past (the draw at the next admission run).
 */
describe('queue tracker: the opening', () => {
  /** Accounts, then a visitor (not drawn): the pre-queue. */
  const early: (QueueClient & { cookie: string })[] = [];
  const accounts: string[] = [];

  it('before the opening nobody is let in; each hears the seconds to the opening and no place', async () => {
    await startServer(new Date(Date.now() + HOUR_MS));
    for (let i = 0; i < 5; i += 1) {
      const account = i < 4 ? await createSignupUser(db) : undefined;
      if (account) accounts.push(`user:${account.userId}`);
      const next = await member(account?.cookie);
      expect(await next.go(BUY)).toMatchObject({ permission: false });
      early.push(next);
    }
    // The tick's run has admitted nobody, and everyone has been told the same thing.
    for (const waiting of early) {
      const status = await waiting.status((s) => s.queueSize === 5);
      expect(status).toMatchObject({ position: 5, queueSize: 5, avgTime: 0 });
      expect(status.opensIn).toBeGreaterThan(HOUR_MS / 1000 - 60);
      expect(status.opensIn).toBeLessThanOrEqual(HOUR_MS / 1000);
      expect(status.placeBy).toBeUndefined();
    }
    const { rows } = await db.query('SELECT 1 FROM queue_entries WHERE admitted_at IS NOT NULL');
    expect(rows).toHaveLength(0);
    expect(early.every((client) => client.permissions.every((p) => !p.permission))).toBe(true);
  });

  it('at the opening the pre-queue’s accounts are let in in the drawn order, then its visitor, before any later arrival', async () => {
    early.forEach((client) => client.close());
    await app.close();
    await startServer(new Date());
    const back: (QueueClient & { cookie: string })[] = [];
    for (const client of early) {
      const again = await member(client.cookie);
      await again.go(BUY);
      back.push(again);
    }
    const late = [await member(), await member()];
    for (const client of late) await client.go(BUY);

    const { rows } = await db.query<{ drawn_order: string[] }>('SELECT drawn_order FROM queue_draws');
    expect(rows).toHaveLength(1);
    const drawn = rows[0]!.drawn_order.map((holder) => back[accounts.indexOf(holder)]!);
    expect(drawn).toHaveLength(4);

    // The first drawn is inside; the others wait in the drawn order, told their place came from the draw.
    expect(await drawn[0]!.admitted(BUY)).toBeTruthy();
    for (const [index, client] of drawn.entries()) {
      if (index > 0) expect(await client.status((s) => s.position === index && s.queueSize === 6)).toMatchObject({ placeBy: 'draw' });
    }
    // The pre-queue's visitor, not drawn, and the later arrivals follow in arrival order.
    const byArrival = [back[4]!, ...late];
    for (const [index, client] of byArrival.entries()) {
      expect(await client.status((s) => s.position === 4 + index && s.queueSize === 6)).toMatchObject({ placeBy: 'arrival' });
    }

    // Each leaving lets in the next: the drawn order, then the others in arrival order.
    const line = [...drawn, ...byArrival];
    for (let i = 0; i + 1 < line.length; i += 1) {
      const seen = line[i + 1]!.permissions.length;
      await line[i]!.go('/');
      expect(await line[i + 1]!.admitted(BUY, seen)).toBeTruthy();
      expect(line.slice(i + 2).every((client) => client.permissions.every((p) => !p.permission))).toBe(true);
    }
  });
});

