import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { QUEUE_LIMITS } from '../queue/limits.ts';
import { connectQueueClient, visitorCookie, type QueueClient } from '../queue/test-client.ts';
import { createSignupUser } from '../routes/signup.fixtures.ts';
import { createTestDb, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';

/**
 * Places in line farmed and sold: a script makes visitor identities by the hundred (an IPv6 /48
 * holds 65,536 /64s), each a ticket in the opening's draw, and the winning place goes to whichever
 * account logs in with it. Only accounts are drawn, a place moves to one account once, an
 * account takes one visitor's place, and the /48 counts new visitors as a whole.
 */
const BUY = '/hazte-abonado/seleccion-abono-base';
const HOUR_MS = 60 * 60 * 1000;
const from = (address: string) => ({ 'x-forwarded-for': address });

let db: Db;
let app: FastifyInstance | undefined;
let base: string;
const clients: QueueClient[] = [];

/** The app with the queue on, trusting the loopback proxy so each client can come from its own address. */
async function start(opensAt?: Date): Promise<void> {
  app = await buildApp({
    db,
    localesDir: '/nonexistent',
    languages: TEST_LANGUAGES,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    trustProxy: ['127.0.0.1'],
    queue: { capacity: 1, permissionSeconds: 60, graceSeconds: 30, purchaseRoutes: [BUY], tickMs: 100, ...(opensAt ? { opensAt } : {}) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function stop(): Promise<void> {
  clients.splice(0).forEach((client) => client.close());
  await app?.close();
  app = undefined;
}

async function connect(cookie: string, address = '198.51.100.1'): Promise<QueueClient> {
  const client = await connectQueueClient(base, cookie, from(address));
  clients.push(client);
  return client;
}

/** The visitor holder a `qv=<id>.<mac>` cookie stands for. */
const holderOf = (cookie: string) => `visitor:${cookie.slice('qv='.length).split('.')[0]}`;

/** Every holder, the one inside first, then the waiting in line order. */
async function line(): Promise<string[]> {
  const { rows } = await db.query<{ holder: string }>('SELECT holder FROM queue_entries ORDER BY admitted_at IS NULL, seq');
  return rows.map((row) => row.holder);
}

beforeAll(async () => {
  db = await createTestDb();
});
afterEach(async () => {
  await stop();
  for (const table of ['queue_entries', 'queue_draws', 'queue_visitor_bindings', 'limit_hits']) await db.query(`DELETE FROM ${table}`);
});
afterAll(() => db.close());

describe('a script mints visitor identities from many /64s of one IPv6 /48', () => {
  it(`gets ${QUEUE_LIMITS.newVisitorsPerSite.max} in the /48 at most, each /64 under its own limit; another /48 is not affected`, async () => {
    await start();
    const perSubnet = 25; // under the 30 a single /64 may make
    const subnets = Math.ceil(QUEUE_LIMITS.newVisitorsPerSite.max / perSubnet) + 1;
    let minted = 0;
    let refused = 0;
    for (let subnet = 0; subnet < subnets; subnet += 1) {
      for (let host = 1; host <= perSubnet; host += 1) {
        await visitorCookie(base, from(`2001:db8:48:${subnet.toString(16)}::${host.toString(16)}`)).then(
          () => (minted += 1),
          () => (refused += 1),
        );
      }
    }
    expect(minted).toBe(QUEUE_LIMITS.newVisitorsPerSite.max);
    expect(refused).toBe(subnets * perSubnet - QUEUE_LIMITS.newVisitorsPerSite.max);
    // Told why, with when to come back.
    const attempt = await connectQueueClient(base, '', from('2001:db8:48:ff::1')).then(
      (client) => (clients.push(client), null),
      (error: Error & { data?: { retryIn?: number } }) => ({ message: error.message, retryIn: error.data?.retryIn }),
    );
    expect(attempt).toMatchObject({ message: 'too-many-visitors', retryIn: expect.any(Number) as number });
    expect(await visitorCookie(base, from('2001:db8:49::1'))).toMatch(/^qv=/);
  });
});

describe('a script farms tickets for the opening’s draw as visitors and sells the winning place', () => {
  it('draws only accounts: every farmed place follows them, and the buyer who logs in with the best gets no better', async () => {
    await start(new Date(Date.now() + HOUR_MS));
    const honest = [await createSignupUser(db), await createSignupUser(db)];
    for (const [index, account] of honest.entries()) await (await connect(account.cookie, `198.51.100.${10 + index}`)).go(BUY);
    const farmed: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const cookie = await visitorCookie(base, from('203.0.113.66'));
      await (await connect(cookie, '203.0.113.66')).go(BUY);
      farmed.push(cookie);
    }

    // The opening comes (a restart with the opening now, as an operator would move it).
    await stop();
    await start(new Date());
    await expect.poll(async () => (await db.query('SELECT 1 FROM queue_draws')).rows.length).toBe(1);

    const accounts = honest.map((account) => `user:${account.userId}`);
    const { rows } = await db.query<{ arrivals: string[] }>('SELECT arrivals FROM queue_draws');
    expect(rows[0]!.arrivals).toEqual(accounts);
    const order = await line();
    expect(order.slice(0, 2).toSorted()).toEqual(accounts.toSorted());
    expect(order.slice(2)).toEqual(farmed.map(holderOf));

    // The buyer logs in with the best farmed place: it follows every drawn account.
    const buyer = await createSignupUser(db);
    await connect(`${buyer.cookie}; ${farmed[0]!}`, '192.0.2.7');
    expect((await line()).indexOf(`user:${buyer.userId}`)).toBe(2);
  });
});

describe('one account logs in with several farmed visitor identities', () => {
  it('takes the place of the first only: the better places of the others do not move to it', async () => {
    await start();
    const inside = await createSignupUser(db);
    await (await connect(inside.cookie)).go(BUY);
    const farmed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const cookie = await visitorCookie(base, from('203.0.113.66'));
      await (await connect(cookie, '203.0.113.66')).go(BUY);
      farmed.push(cookie);
    }
    const account = await createSignupUser(db);
    const member = `user:${account.userId}`;
    // The worst first, then the better ones.
    await connect(`${account.cookie}; ${farmed[2]!}`);
    expect(await line()).toEqual([`user:${inside.userId}`, holderOf(farmed[0]!), holderOf(farmed[1]!), member]);
    // Each better place is given up, not moved: the account stays where the first put it.
    await connect(`${account.cookie}; ${farmed[0]!}`);
    expect(await line()).toEqual([`user:${inside.userId}`, holderOf(farmed[1]!), member]);
    await connect(`${account.cookie}; ${farmed[1]!}`);
    expect(await line()).toEqual([`user:${inside.userId}`, member]);
  });
});

describe('a visitor identity whose place went to one account logs into another', () => {
  it('gives that account no place: the identity is bound to the first', async () => {
    await start();
    const inside = await createSignupUser(db);
    await (await connect(inside.cookie)).go(BUY);
    const cookie = await visitorCookie(base);
    await (await connect(cookie)).go(BUY);
    const first = await createSignupUser(db);
    await connect(`${first.cookie}; ${cookie}`);
    expect(await line()).toEqual([`user:${inside.userId}`, `user:${first.userId}`]);

    // Logged out, the same identity queues again, then logs into another account.
    await (await connect(cookie)).go(BUY);
    const second = await createSignupUser(db);
    await connect(`${second.cookie}; ${cookie}`);
    expect(await line()).toEqual([`user:${inside.userId}`, `user:${first.userId}`]);
    // The account it is bound to may still take its place (the first account left the line meanwhile).
    await db.query('DELETE FROM queue_entries WHERE holder = $1', [`user:${first.userId}`]);
    await (await connect(cookie)).go(BUY);
    await connect(`${first.cookie}; ${cookie}`);
    expect(await line()).toEqual([`user:${inside.userId}`, `user:${first.userId}`]);
  });
});
