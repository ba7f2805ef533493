import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_EVENTS, QUEUE_SOCKET_PATH } from '../../src/api/queue.ts';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { ADMISSION_LOCK_KEY } from '../queue/entries.ts';
import { QUEUE_LIMITS } from '../queue/limits.ts';
import { listenWithQueue, queueMember } from '../queue/test-server.ts';
import { connectQueueClient, visitorCookie, type QueueClient } from '../queue/test-client.ts';
import { createTestDb, sessionCookieFor, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';

const SIGN_UP = '/hazte-abonado/seleccion-abono-base';
const SEAT_CHANGE = '/abonado/cambio-asiento/seleccion-sector';
/** The flood's one address, and honest clients' own, as the trusted proxy (this test) reports them. */
const FLOOD = '203.0.113.66';
const from = (address: string) => ({ 'x-forwarded-for': address });

let db: Db;
let app: FastifyInstance;
let base: string;
const clients: QueueClient[] = [];

async function connect(cookie: string, address: string): Promise<QueueClient> {
  const client = await connectQueueClient(base, cookie, from(address));
  clients.push(client);
  return client;
}

/** A socket.io connection refused at once resolves with its reason instead. */
const refusalOf = (attempt: Promise<QueueClient>) =>
  attempt.then(
    (client) => {
      clients.push(client);
      return null;
    },
    (error: Error & { data?: { retryIn?: number } }) => ({ message: error.message, retryIn: error.data?.retryIn }),
  );

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({
    db,
    localesDir: '/nonexistent',
    languages: TEST_LANGUAGES,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    trustProxy: ['127.0.0.1'],
    queue: { capacity: 1, permissionSeconds: 60, graceSeconds: 30, purchaseRoutes: [SIGN_UP, SEAT_CHANGE], tickMs: 100 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  clients.splice(0).forEach((client) => client.close());
  await db.query('DELETE FROM queue_entries');
  await db.query('DELETE FROM limit_hits');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('a script floods the line with cookie-less sockets from one address', () => {
  it(`gets ${QUEUE_LIMITS.newVisitorsPerIp.max} visitor places at most; members keep theirs, and one behind that address still gets in`, async () => {
    const first = await connect(await sessionCookieFor(db, 'cambio.libre.1@demo.club'), '198.51.100.1');
    const second = await connect(await visitorCookie(base, from('198.51.100.2')), '198.51.100.2');
    expect(await first.go(SIGN_UP)).toMatchObject({ permission: true });
    expect(await second.go(SIGN_UP)).toMatchObject({ permission: false });

    const attempts = QUEUE_LIMITS.newVisitorsPerIp.max + 10;
    const outcomes = await Promise.all(Array.from({ length: attempts }, () => refusalOf(connectQueueClient(base, '', from(FLOOD)))));
    const refused = outcomes.filter((outcome) => outcome !== null);
    expect(refused).toHaveLength(10);
    for (const refusal of refused) {
      expect(refusal.message).toBe('too-many-visitors');
      expect(refusal.retryIn).toBeGreaterThan(0);
    }
    const flood = clients.slice(2);
    await Promise.all(flood.map((client) => client.go(SIGN_UP)));

    // A refused handshake is given no cookie to come back with.
    await expect(visitorCookie(base, from(FLOOD))).rejects.toThrow('the handshake set no visitor cookie');
    // The places taken before the flood are where they were; the flood queues behind them.
    expect(await second.status((s) => s.position === 1 && s.queueSize === 1 + flood.length)).toBeTruthy();
    expect(first.permissions.at(-1)).toMatchObject({ permission: true });
    // Members are never counted: one behind the flooded address connects and joins the line.
    const neighbour = await connect(await sessionCookieFor(db, 'cambio.libre.2@demo.club'), FLOOD);
    expect(await neighbour.go(SIGN_UP)).toMatchObject({ permission: false });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_entries');
    expect(rows[0]!.n).toBe(2 + QUEUE_LIMITS.newVisitorsPerIp.max + 1);
  });

  it(`opens ${QUEUE_LIMITS.connectionsPerIp} connections from one address at most (here with one member's session)`, async () => {
    const cookie = await sessionCookieFor(db, 'cambio.libre.3@demo.club');
    const crowded = '203.0.113.77';
    await Promise.all(Array.from({ length: QUEUE_LIMITS.connectionsPerIp }, () => connect(cookie, crowded)));
    const handshake = await fetch(`${base}${QUEUE_SOCKET_PATH}?EIO=4&transport=polling`, { headers: { ...from(crowded), cookie } });
    expect(handshake.status).toBe(403);
    expect(await handshake.json()).toMatchObject({ message: 'too-many-connections' });
    // Another address is not affected; a closed connection frees its room.
    await connect(cookie, '198.51.100.3');
    clients.pop()!.close();
    clients.shift()!.close();
    await expect.poll(() => refusalOf(connectQueueClient(base, cookie, from(crowded)))).toBeNull();
  });
});

describe('a visitor asks for a purchase route of the members area', () => {
  it('is refused with login-required and takes no place; a member there gets one', async () => {
    const visitor = await connect(await visitorCookie(base, from('198.51.100.4')), '198.51.100.4');
    expect(await visitor.go(SEAT_CHANGE)).toMatchObject({ permission: false, route: SEAT_CHANGE });
    expect(visitor.refusals).toEqual([{ reason: 'login-required', route: SEAT_CHANGE }]);
    expect((await db.query('SELECT 1 FROM queue_entries')).rows).toHaveLength(0);
    const partner = await connect(await sessionCookieFor(db, 'cambio.titular@demo.club'), '198.51.100.4');
    expect(await partner.go(SEAT_CHANGE)).toMatchObject({ permission: true });
  });
});

describe('a script loops route-change on one socket', () => {
  it(`is answered ${QUEUE_LIMITS.messages.burst} times in a burst, then told to slow down; the holder's other sockets are not`, async () => {
    const cookie = await sessionCookieFor(db, 'cambio.libre.4@demo.club');
    const looping = await connect(cookie, '198.51.100.5');
    const other = await connect(cookie, '198.51.100.6');
    // All in one go, as a loop sends them: the server takes each from the allowance as it arrives.
    const sent = QUEUE_LIMITS.messages.burst + 3;
    for (let i = 0; i < sent; i += 1) looping.socket.emit(QUEUE_EVENTS.routeChange, `${SIGN_UP}?n=${i}`);
    const route = (n: number) => `${SIGN_UP}?n=${n}`;
    await expect.poll(() => looping.refusals.length).toBe(3);
    expect(looping.refusals).toEqual([0, 1, 2].map((i) => ({ reason: 'too-fast', retryIn: 1, route: route(QUEUE_LIMITS.messages.burst + i) })));
    expect(await other.go(SIGN_UP)).toMatchObject({ permission: true });
    // The first ten were answered (some by the one admission that covers them all); none of the rest.
    const allowed = Array.from({ length: QUEUE_LIMITS.messages.burst }, (_, i) => route(i));
    expect(looping.permissions.length).toBeGreaterThan(0);
    expect(looping.permissions.filter((p) => p.route !== SIGN_UP).every((p) => allowed.includes(p.route))).toBe(true);
  });
});

describe('one member on many devices', () => {
  it('holds one place, whatever the number of tabs and devices', async () => {
    const cookie = await sessionCookieFor(db, 'cambio.libre.5@demo.club');
    const ahead = await connect(await sessionCookieFor(db, 'cambio.libre.6@demo.club'), '198.51.100.7');
    await ahead.go(SIGN_UP);
    const devices = await Promise.all(['198.51.100.8', '198.51.100.9', '192.0.2.10'].map((address) => connect(cookie, address)));
    for (const device of devices) expect(await device.go(SIGN_UP)).toMatchObject({ permission: false });
    const behind = await connect(await visitorCookie(base, from('198.51.100.11')), '198.51.100.11');
    await behind.go(SIGN_UP);
    for (const device of devices) expect(await device.status((s) => s.position === 1 && s.queueSize === 2)).toBeTruthy();
    expect(await behind.status((s) => s.position === 2)).toBeTruthy();
    expect((await db.query('SELECT 1 FROM queue_entries')).rows).toHaveLength(3);
  });
});

describe('many sockets ask for a purchase route at once', () => {
  it('share the admission run waiting to start instead of queueing one each (a burst piles no work up behind the lock)', async () => {
    let runs = 0;
    let releaseFirstRun!: () => void;
    /** Armed once the members are connected (their handshakes use transactions too). */
    let firstRunMayStart = Promise.resolve();
    /**
     * The same database, where the first admission run waits (as behind another process's lock)
     * until every member's join is written, and each run is counted (each takes the lock first).
     */
    const slowLock: Db = {
      ...db,
      transaction: async (work) => {
        await firstRunMayStart;
        return db.transaction((tx) =>
          work({
            ...tx,
            query: (sql, params) => {
              if (sql.includes('pg_advisory_xact_lock') && params?.[0] === ADMISSION_LOCK_KEY) runs += 1;
              return tx.query(sql, params);
            },
          }),
        );
      },
    };
    // No tick: every run counted is one a route change asked for.
    const { app: burstApp, base: burstBase } = await listenWithQueue(slowLock, {
      capacity: 1,
      permissionSeconds: 60,
      graceSeconds: 30,
      purchaseRoutes: [SIGN_UP],
      tickMs: 3_600_000,
    });
    try {
      const sockets = 24; // under the 30 new visitors an address may make
      const members = await Promise.all(Array.from({ length: sockets }, () => queueMember(burstBase, clients)));
      firstRunMayStart = new Promise<void>((resolve) => (releaseFirstRun = resolve));
      const answering = Promise.all(members.map((member) => member.go(SIGN_UP)));
      await expect
        .poll(async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_entries')).rows[0]?.n, { timeout: 30_000 })
        .toBe(sockets);
      releaseFirstRun();
      const answers = await answering;
      expect(answers.filter((answer) => answer.permission)).toHaveLength(1);
      // The first run, and one shared by the 23 asked for while it waited (one each would be 24).
      expect(runs).toBe(2);
    } finally {
      await burstApp.close();
    }
  });
});
