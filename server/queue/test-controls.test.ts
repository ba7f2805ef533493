import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { specCalendar } from '../../src/api/renewal-calendar.ts';
import { TEST_CONTROLS_PREFIX } from '../ops/test-controls.ts';
import { readSeasonCalendar } from '../store/season-calendars.ts';
import { createSignupUser } from '../routes/signup.fixtures.ts';
import { createTestDb, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';
import type { QueueClient } from './test-client.ts';
import { queueMember } from './test-server.ts';

const BUY = '/hazte-abonado/seleccion-abono-base';
const DAY_MS = 24 * 60 * 60 * 1000;

let db: Db;
let app: FastifyInstance;
let base: string;
const clients: QueueClient[] = [];

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({
    db,
    localesDir: '/nonexistent',
    languages: TEST_LANGUAGES,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    queue: { capacity: 1, permissionSeconds: 3600, graceSeconds: 30, purchaseRoutes: [BUY], tickMs: 100 },
    testControls: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  clients.forEach((client) => client.close());
  await app.close();
  await db.close();
});

const control = (path: string, body?: object) =>
  app.inject({ method: 'POST', url: `${TEST_CONTROLS_PREFIX}${path}`, ...(body ? { payload: body } : {}) });

/**
 * The test controls (TEST_CONTROLS=on) do what the clock or an operator would, on a running
 * server: a browser test reaches the same states without waiting. Run in order: one line.
 */
describe('queue test controls', () => {
  const inside: (QueueClient & { cookie: string })[] = [];

  it('a permission of an hour ends at once: the member asking to stay is refused while someone waits, and the next gets in', async () => {
    const first = await queueMember(base, clients);
    expect(await first.go(BUY)).toMatchObject({ permission: true, expiresIn: 3600 });
    const second = await queueMember(base, clients);
    expect(await second.go(BUY)).toMatchObject({ permission: false });
    // Still an hour to go: the member may stay.
    expect(await first.expire()).toMatchObject({ canStay: true });

    expect((await control('/queue/permissions/end')).statusCode).toBe(204);
    expect(await first.expire()).toEqual({ canStay: false, expiresIn: 0 });
    expect(await second.admitted(BUY)).toMatchObject({ permission: true, expiresIn: 3600 });
    inside.push(second);
  });

  it('an opening moved a day away lets nobody in; moved to now, it draws the accounts waiting before it', async () => {
    expect((await control('/queue/opening', { opensAt: new Date(Date.now() + DAY_MS).toISOString() })).statusCode).toBe(204);
    await inside[0]!.go('/');
    const account = await createSignupUser(db);
    const member = await queueMember(base, clients, account.cookie);
    expect(await member.go(BUY)).toMatchObject({ permission: false });
    const before = await member.status((status) => status.opensIn !== undefined);
    expect(before.opensIn).toBeGreaterThan(DAY_MS / 1000 - 60);
    const { rows: nobody } = await db.query('SELECT 1 FROM queue_entries WHERE admitted_at IS NOT NULL');
    expect(nobody).toHaveLength(0);

    expect((await control('/queue/opening', { opensAt: new Date().toISOString() })).statusCode).toBe(204);
    expect(await member.admitted(BUY)).toMatchObject({ permission: true });
    const { rows: draws } = await db.query<{ drawn_order: string[] }>('SELECT drawn_order FROM queue_draws');
    expect(draws.map((draw) => draw.drawn_order)).toEqual([[`user:${account.userId}`]]);
  });

  it("saves a season's calendar as an operator would, and refuses one that is not a calendar", async () => {
    const calendar = { ...specCalendar('26/27'), renewBefore: '2026-06-24', offerHours: 2 };
    expect((await control('/season-calendar', calendar)).statusCode).toBe(204);
    expect(await readSeasonCalendar(db, '26/27')).toEqual(calendar);
    expect((await control('/season-calendar', { season: '26/27' })).statusCode).toBe(400);
  });

  it('refuses an opening that is not a date and time with a time zone', async () => {
    for (const body of [{}, { opensAt: 'tomorrow' }, { opensAt: '2026-12-01T10:00:00' }]) {
      expect((await control('/queue/opening', body)).statusCode).toBe(400);
    }
  });
});
