import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupOrderSchema, signupPaths } from '../../src/api/signup.ts';
import { createTestApp, POSTGRES_URL, type TestApp } from '../test/test-app.ts';
import { BEST, insertBestSeatsFixture } from './best-seats.fixtures.ts';
import { createTestPartner } from './seat-change.fixtures.ts';
import { createSignupUser, PRODUCT } from './signup.fixtures.ts';

/**
 * A hand pick does not wait for the best-seats lock: it may claim the proposed seat between the
 * search and the hold. Only on PostgreSQL, where the pick's transaction can stay open on a
 * connection of its own while the request waits for it (PGlite has one connection).
 */
describe.runIf(POSTGRES_URL)('best seats losing its seat to a hand pick', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertBestSeatsFixture(t.db);
  }, 120_000);
  afterAll(() => t.close());

  /** The seat at the centre of the gappy area's row: a lone person's best seat there. */
  const centre = BEST.gappySeats[2];

  it('searches again and holds the next best seat', async () => {
    const { cookie } = await createSignupUser(t.db);
    const ordered = await t.app.inject({
      method: 'POST',
      url: `/api/${signupPaths.orders}`,
      headers: { cookie },
      payload: { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] },
    });
    const order = signupOrderSchema.parse(ordered.json());
    await t.db.query('UPDATE signup_order_people SET rol_id = $2 WHERE order_id = $1', [order.id, BEST.rol]);
    const picker = await createTestPartner(t.db, { seatId: null });

    let request: Promise<LightMyRequestResponse> | undefined;
    await t.db.transaction(async (pick) => {
      await pick.query("INSERT INTO seat_claims (seat_id, kind, partner_id) VALUES ($1, 'SOLD', $2)", [centre, picker.partnerId]);
      request = t.app.inject({ method: 'PUT', url: `/api/${signupPaths.bestSeats(order.id)}`, headers: { cookie }, payload: { areaId: BEST.gappyArea } });
      // The request found the centre seat free (the pick is not committed) and waits on its claim.
      await expect.poll(() => waitingOnALock(t), { timeout: 30_000 }).toBe(true);
    });
    const response = await request!;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().proposal.seats.map((seat: { seatId: number }) => seat.seatId)).toEqual([BEST.gappySeats[1]]);
  }, 60_000);
});

async function waitingOnALock(t: TestApp): Promise<boolean> {
  const { rows } = await t.db.query(
    "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO seat_claims%'",
  );
  return rows.length > 0;
}
