import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupOrderSchema, signupPaths } from '../../src/api/signup.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { createSignupUser, PRODUCT, sendAs } from '../routes/signup.fixtures.ts';

/**
 * The attack: choose "cash at the office" and never go. The order pays nothing and keeps its
 * seats out of sale for as long as the club waits for the cash (it was 48 hours).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
}, 120_000);
afterAll(() => t.close());

/** The club's rule: a cash order holds its seats the same day, a few hours, not two days. */
const MOST_CASH_HOLD_SECONDS = 4 * 3600;

describe('holding seats with a cash order that is never paid', () => {
  it('keeps the seats out of sale for a few hours at most', async () => {
    const { cookie } = await createSignupUser(t.db);
    const send = sendAs(t.app, cookie);
    const order = signupOrderSchema.parse(
      (await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] })).json(),
    );
    const seatId = FIXTURE.seat(FIXTURE.cheapArea, 90);
    expect((await send('PUT', signupPaths.seats(order.id), { seats: [{ personId: order.people[0]!.personId, seatId }] })).statusCode).toBe(200);
    const cash = await send('POST', signupPaths.payment(order.id), { method: 'CASH' });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().order.status).toBe('AWAITING_CASH');

    const { rows } = await t.db.query<{ held_seconds: number }>(
      "SELECT extract(epoch FROM expires_at - now())::integer AS held_seconds FROM seat_claims WHERE seat_id = $1 AND kind = 'HELD'",
      [seatId],
    );
    expect(rows[0]!.held_seconds).toBeLessThanOrEqual(MOST_CASH_HOLD_SECONDS);
  });
});
