import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema } from '../src/api/membership.ts';
import { seatChangeSchema } from '../src/api/seat-change.ts';
import { userSchema } from '../src/api/users.ts';
import { buildApp } from './app.ts';
import { SEAT_CHANGE_PRODUCT_ID } from './db/seed-data/arena-products.ts';
import { DEMO_PASSWORD } from './db/seed-data/users.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { createTestDatabasePlace, TEST_LANGUAGES, TEST_PAYMENT_ORIGIN, TEST_PUBLIC_ORIGIN, type TestDatabasePlace } from './test/test-app.ts';

/**
 * A server restart on the same data (the PGlite directory, or the same PostgreSQL schema):
 * what users did before is all there after, and the start-up seed adds nothing.
 */
describe('restart on the same data', () => {
  let place: TestDatabasePlace;
  let localesDir: string;
  let running: { db: Db; app: FastifyInstance } | undefined;

  async function start(): Promise<{ app: FastifyInstance; seeded: string[] }> {
    const db = await place.open();
    await migrate(db);
    const seeded = await seed(db, { demo: true, paymentOrigin: TEST_PAYMENT_ORIGIN });
    const app = await buildApp({ db, localesDir, languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN });
    running = { db, app };
    return { app, seeded };
  }
  async function stop(): Promise<void> {
    await running?.app.close();
    await running?.db.close();
    running = undefined;
  }

  beforeAll(async () => {
    place = await createTestDatabasePlace();
    localesDir = await mkdtemp(join(tmpdir(), 'club-locales-'));
  });
  afterAll(async () => {
    await stop();
    await place.dispose();
    await rm(localesDir, { recursive: true, force: true });
  });

  it('keeps sessions, profile edits, seat changes and held seats', async () => {
    const first = await start();
    expect(first.seeded).toContain('users');
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { mail: 'socio@demo.club', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const sid = login.cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
    const cookies = { sid };
    const partnerId = userSchema.parse(login.json()).partner?.id ?? -1;

    const update = await first.app.inject({ method: 'PUT', url: '/api/users/update', cookies, payload: { name: 'Lucía María' } });
    expect(update.statusCode).toBe(200);
    const init = await first.app.inject({
      method: 'POST',
      url: '/api/group-seat-change/init',
      cookies,
      payload: { productId: SEAT_CHANGE_PRODUCT_ID, partners: [partnerId] },
    });
    expect(init.statusCode).toBe(201);
    const { session } = seatChangeSchema.parse(init.json());
    const seatId = await firstFreeSeat(first.app, cookies);
    const hold = await first.app.inject({
      method: 'PUT',
      url: '/api/group-seat-change/update/seats',
      cookies,
      payload: { session, seatsInfo: [{ partnerId, seatId }] },
    });
    expect(hold.statusCode).toBe(200);
    await stop();

    const second = await start();
    expect(second.seeded).toEqual([]); // nothing re-seeded over the users' data
    const me = await second.app.inject({ url: '/api/users/extended', cookies });
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json()).name).toBe('Lucía María');
    const change = await second.app.inject({ url: '/api/group-seat-change', cookies });
    expect(change.statusCode).toBe(200);
    const loaded = seatChangeSchema.parse(change.json());
    expect(loaded.session).toBe(session);
    expect(loaded.partners[0]?.nextSeat?.idSeat).toBe(seatId);
    expect(loaded.expirateIn).toBeGreaterThan(0);
  }, 120_000); // two migrations and seeds of a fresh database: a limit for a loaded machine, not a speed check
});

/** A seat the partner may take, from the seat-change areas and their seats. */
async function firstFreeSeat(app: FastifyInstance, cookies: Record<string, string>): Promise<number> {
  const areas = areaListSchema.parse((await app.inject({ url: '/api/partners/seat-change/areas', cookies })).json());
  for (const area of areas.filter((element) => element.level === 'AREA')) {
    const seats = areaListSchema.parse(
      (await app.inject({ url: `/api/partners/seat-change/areas?parentId=${area.id}`, cookies })).json(),
    );
    const free = seats.find((seat) => seat.level === 'SEAT' && seat.state === 'available');
    if (free) return free.id;
  }
  throw new Error('no free seat for the demo partner');
}
