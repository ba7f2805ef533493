import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_EXPIRY, QUEUE_SOCKET_PATH } from '../../src/api/queue.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Db } from '../db/db.ts';
import { createTestDb, sessionCookieFor, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';
import type { QueueClient } from './test-client.ts';
import { listenWithQueue, queueMember } from './test-server.ts';

// Sign-up steps: visitors may hold a place there (the members' area needs a login).
const BUY = '/hazte-abonado/seleccion-abono-base';
const BUY_NEXT = '/hazte-abonado/pago-abono-base';
const QUEUE: NonNullable<BuildAppOptions['queue']> = {
  capacity: 1,
  permissionSeconds: 60,
  graceSeconds: 1,
  purchaseRoutes: [BUY, BUY_NEXT],
  tickMs: 100,
};

let db: Db;
let app: FastifyInstance;
let base: string;
const clients: QueueClient[] = [];

async function startServer(queue = QUEUE): Promise<void> {
  ({ app, base } = await listenWithQueue(db, queue));
}

const member = (cookie?: string) => queueMember(base, clients, cookie);

/** Members who asked for the purchase route in this order. */
async function line(count: number): Promise<(QueueClient & { cookie: string })[]> {
  const members = [];
  for (let i = 0; i < count; i += 1) {
    const next = await member();
    await next.go(BUY);
    members.push(next);
  }
  return members;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  db = await createTestDb();
  await startServer();
});
afterEach(async () => {
  clients.splice(0).forEach((client) => client.close());
  await db.query('DELETE FROM queue_entries');
  await db.query('DELETE FROM limit_hits'); // every test's visitors come from 127.0.0.1
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('queue tracker: admission', () => {
  it('lets the first in and keeps the rest waiting in arrival order, with their place in line', async () => {
    const [first, second, third] = await line(3);
    expect(first!.permissions.at(-1)).toMatchObject({ permission: true, route: BUY });
    expect(first!.permissions.at(-1)!.expiresIn).toBeGreaterThan(55);
    expect(second!.permissions.at(-1)).toEqual({ permission: false, expiresIn: NO_EXPIRY, route: BUY });
    expect(await second!.status((s) => s.position === 1 && s.queueSize === 2)).toBeTruthy();
    expect(await third!.status((s) => s.position === 2)).toMatchObject({ position: 2, queueSize: 2 });
  });

  it('a member who finishes (leaves the purchase routes) frees the slot for the next in line, nobody overtaken', async () => {
    const [first, second, third] = await line(3);
    const seen = second!.permissions.length;
    expect(await first!.go('/abonado/perfil')).toEqual({ permission: true, expiresIn: NO_EXPIRY, route: '/abonado/perfil' });
    expect(await second!.admitted(BUY, seen)).toMatchObject({ permission: true, route: BUY });
    expect(third!.permissions.some((p) => p.permission)).toBe(false);
    expect(await third!.status((s) => s.position === 1 && s.queueSize === 1)).toBeTruthy();
  });

  it('moving between purchase routes keeps the permission and its clock', async () => {
    const [first] = await line(1);
    const answer = await first!.go(`${BUY_NEXT}?zona=4`);
    expect(answer).toMatchObject({ permission: true, route: `${BUY_NEXT}?zona=4` });
    expect(answer.expiresIn).toBeLessThanOrEqual(first!.permissions[0]!.expiresIn);
  });

  it('any other route is always permitted without expiry, and takes no place', async () => {
    const visitor = await member();
    expect(await visitor.go('/abonos/joven')).toEqual({ permission: true, expiresIn: NO_EXPIRY, route: '/abonos/joven' });
    const { rows } = await db.query('SELECT 1 FROM queue_entries');
    expect(rows).toHaveLength(0);
  });

  it('another tab of a member still buying keeps the place when one tab leaves', async () => {
    const cookie = await sessionCookieFor(db, 'cambio.titular@demo.club');
    const [tabA, tabB] = [await member(cookie), await member(cookie)];
    await tabA.go(BUY);
    await tabB.go(BUY);
    const [waiting] = await line(1);
    await tabB.go('/abonado/perfil');
    await sleep(300);
    expect(waiting!.permissions.some((p) => p.permission)).toBe(false);
    const seen = waiting!.permissions.length;
    await tabA.go('/');
    expect(await waiting!.admitted(BUY, seen)).toBeTruthy();
  });
});

describe('queue tracker: permission expiry', () => {
  const endPermissionOf = (cookie: string) =>
    db.query(`UPDATE queue_entries SET expires_at = now() WHERE admitted_at IS NOT NULL`, []).then(() => cookie);

  it('canStay with a new permission when nobody waits', async () => {
    const [first] = await line(1);
    await endPermissionOf(first!.cookie);
    expect(await first!.expire()).toMatchObject({ canStay: true, expiresIn: QUEUE.permissionSeconds });
  });

  it('not when someone waits: the slot goes to the next in line', async () => {
    const [first, second] = await line(2);
    await endPermissionOf(first!.cookie);
    const seen = second!.permissions.length;
    expect(await first!.expire()).toEqual({ canStay: false, expiresIn: 0 });
    expect(await second!.admitted(BUY, seen)).toBeTruthy();
  });

  it('an early expired (a fast client clock) keeps the time left; a member never admitted cannot stay', async () => {
    const [first, second] = await line(2);
    const early = await first!.expire();
    expect(early.canStay).toBe(true);
    expect(early.expiresIn).toBeGreaterThan(55);
    expect(await second!.expire()).toEqual({ canStay: false, expiresIn: 0 });
  });
});

describe('queue tracker: dropped connections', () => {
  it('a member back within the grace period keeps their place', async () => {
    const [, second, third] = await line(3);
    second!.close();
    await sleep(300);
    const back = await member(second!.cookie);
    await back.go(BUY);
    expect(await back.status((s) => s.position === 1)).toMatchObject({ position: 1 });
    expect(await third!.status((s) => s.position === 2)).toBeTruthy();
  });

  it('after the grace period the place is freed: the next moves up and the late one rejoins at the end', async () => {
    const [, second, third] = await line(3);
    second!.close();
    expect(await third!.status((s) => s.position === 1, 5_000)).toBeTruthy();
    const back = await member(second!.cookie);
    await back.go(BUY);
    expect(await back.status((s) => s.position === 2)).toMatchObject({ position: 2, queueSize: 2 });
  });

  it('an admitted member gone past the grace period frees the slot', async () => {
    const [first, second] = await line(2);
    first!.close();
    expect(await second!.admitted(BUY, 0, 5_000)).toBeTruthy();
  });
});

describe('queue tracker: restart and identity', () => {
  it('a server restart keeps every place: the admitted stay in, the waiting keep their order', async () => {
    const [first, second, third] = await line(3);
    await app.close();
    await startServer();
    const firstBack = await member(first!.cookie);
    const thirdBack = await member(third!.cookie);
    const secondBack = await member(second!.cookie);
    expect(await firstBack.go(BUY)).toMatchObject({ permission: true });
    await thirdBack.go(BUY);
    await secondBack.go(BUY);
    expect(await secondBack.status((s) => s.position === 1)).toBeTruthy();
    expect(await thirdBack.status((s) => s.position === 2)).toBeTruthy();
  });

  it('a forged visitor cookie gets a place of its own, not the one it names', async () => {
    const [first] = await line(1);
    const [id] = first!.cookie.slice('qv='.length).split('.');
    const forger = await member(`qv=${id}.forged`);
    expect(await forger.go(BUY)).toMatchObject({ permission: false });
  });

  it('a handshake from another origin is refused', async () => {
    const response = await fetch(`${base}${QUEUE_SOCKET_PATH}?EIO=4&transport=polling`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    await response.body?.cancel();
  });

  it('malformed messages are ignored; the connection keeps working', async () => {
    const visitor = await member();
    visitor.socket.emit('route-change', { url: BUY });
    visitor.socket.emit('route-change', '//evil.example/x');
    visitor.socket.emit('expired', 'not a callback');
    expect(await visitor.go(BUY)).toMatchObject({ permission: true });
  });
});

describe('queue tracker off', () => {
  it('no socket endpoint exists', async () => {
    const off = await buildApp({ db, localesDir: '/nonexistent', languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN });
    const response = await off.inject({ url: `${QUEUE_SOCKET_PATH}?EIO=4&transport=polling` });
    expect(response.statusCode).toBe(404);
    await off.close();
  });
});
