import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from '../../src/api/hold-limits.ts';
import { BEST_SEATS_LIMIT } from '../../src/api/limits.ts';
import { SIGNUP_CODES, signupOrderSchema, signupPaths } from '../../src/api/signup.ts';
import { loginErrors } from '../../src/api/users.ts';
import { seatChangePaths } from '../../src/api/seat-change.ts';
import { BEST, insertBestSeatsFixture } from '../routes/best-seats.fixtures.ts';
import { createTestPartner, FIXTURE } from '../routes/seat-change.fixtures.ts';
import { createSignupUser, PRODUCT } from '../routes/signup.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The attack: a script loops on "best seats together". Each request may read every free seat of
 * the arena and rewrite a hold, and costs the script nothing: unbounded, it keeps the database
 * busy, and with many orders it could lock the arena's best blocks without paying.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBestSeatsFixture(t.db);
}, 120_000);
afterAll(() => t.close());

/** A confirmed account's open order for itself (of the fixture rol), made from `ip`. */
async function orderFrom(ip: string) {
  const { cookie } = await createSignupUser(t.db);
  const ordered = await t.app.inject({
    method: 'POST',
    url: `/api/${signupPaths.orders}`,
    remoteAddress: ip,
    headers: { cookie },
    payload: { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] },
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const order = signupOrderSchema.parse(ordered.json());
  await t.db.query('UPDATE signup_order_people SET rol_id = $2 WHERE order_id = $1', [order.id, BEST.rol]);
  const bestSeats = () => t.app.inject({ method: 'PUT', url: `/api/${signupPaths.bestSeats(order.id)}`, remoteAddress: ip, headers: { cookie }, payload: {} });
  return { orderId: order.id, bestSeats };
}

const heldBy = async (orderId: number) =>
  (await t.db.query("SELECT 1 FROM seat_claims WHERE kind = 'HELD' AND signup_order_id = $1", [orderId])).rows.length;

describe('best seats together in a loop', () => {
  it(`answers ${BEST_SEATS_LIMIT.max} requests of an account in ${BEST_SEATS_LIMIT.windowSeconds / 60} minutes, then 429 until the window moves on`, async () => {
    const { orderId, bestSeats } = await orderFrom('203.0.113.60');
    for (let request = 0; request < BEST_SEATS_LIMIT.max; request++) {
      const response = await bestSeats();
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await bestSeats();
    expect([refused.statusCode, refused.json().code]).toEqual([429, loginErrors.tooManyAttempts]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Every answered request replaced the order's hold: one seat for one person, never more.
    expect(await heldBy(orderId)).toBe(1);
    // The window moves on (the clock moved by the hits' age).
    await t.db.query('UPDATE limit_hits SET at = at - make_interval(secs => $1) WHERE counter = $2', [
      BEST_SEATS_LIMIT.windowSeconds,
      BEST_SEATS_LIMIT.counter,
    ]);
    expect((await bestSeats()).statusCode).toBe(200);
  }, 60_000);

  it('limits a seat change the same way', async () => {
    const partner = await createTestPartner(t.db, { rolId: BEST.rol, seatId: FIXTURE.seat(FIXTURE.juniorArea, 0) });
    const init = await t.app.inject({
      method: 'POST',
      url: `/api/${seatChangePaths.init}`,
      headers: { cookie: partner.cookie },
      payload: { productId: FIXTURE.product, partners: [partner.partnerId] },
    });
    expect(init.statusCode, init.body).toBe(201);
    const url = `/api/${seatChangePaths.bestSeats.replace(':session', init.json<{ session: string }>().session)}`;
    const bestSeats = () => t.app.inject({ method: 'PUT', url, headers: { cookie: partner.cookie }, payload: {} });
    for (let request = 0; request < BEST_SEATS_LIMIT.max; request++) expect((await bestSeats()).statusCode).toBe(200);
    const refused = await bestSeats();
    expect([refused.statusCode, refused.json().code]).toEqual([429, loginErrors.tooManyAttempts]);
  }, 60_000);

  it('holds best seats for a bounded number of live orders from one address, as a hand pick does', async () => {
    const ip = '203.0.113.61';
    const orders = await Promise.all(Array.from({ length: HOLD_LIMITS.liveHoldsPerIp + 2 }, () => orderFrom(ip)));
    const holds = await Promise.all(orders.map(({ bestSeats }) => bestSeats()));
    expect(holds.filter((held) => held.statusCode === 200)).toHaveLength(HOLD_LIMITS.liveHoldsPerIp);
    expect(holds.filter((held) => held.statusCode !== 200).map((held) => [held.statusCode, held.json().code])).toEqual(
      Array(2).fill([429, SIGNUP_CODES.tooManyHolds]),
    );
  }, 60_000);
});
