import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from '../../src/api/hold-limits.ts';
import { SEAT_CHANGE_CODES, seatChangeSchema } from '../../src/api/seat-change.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestPartner, FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';

/**
 * The attack: a partner holds a seat with a seat change, starts paying (the hold grows to 30
 * minutes), cancels the pending payment and starts again, for ever: the seat never frees.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
}, 120_000);
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, path: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${path}`, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('a partner restarting a seat change in a loop to keep a seat held', () => {
  it('is refused a new change once too many ended unpaid today', async () => {
    const partner = await createTestPartner(t.db);
    const squatted = FIXTURE.seat(FIXTURE.dearArea, 7);
    const init = () => call(partner.cookie, 'POST', 'group-seat-change/init', { productId: FIXTURE.product, partners: [partner.partnerId] });
    for (let round = 0; round < HOLD_LIMITS.unpaidChangesPerPartnerPerDay; round++) {
      const started = await init();
      expect(started.statusCode, started.body).toBe(201);
      const { id, session } = seatChangeSchema.parse(started.json());
      const seatsInfo = [{ partnerId: partner.partnerId, seatId: squatted }];
      expect((await call(partner.cookie, 'PUT', 'group-seat-change/update/seats', { session, seatsInfo })).statusCode).toBe(200);
      expect((await call(partner.cookie, 'PUT', `group-seat-change/confirm/${session}`)).statusCode).toBe(200);
      expect((await call(partner.cookie, 'POST', 'group-seat-change/payment', { paymentMethod: 'CARD', session })).statusCode).toBe(200);
      expect((await call(partner.cookie, 'DELETE', `group-seat-change/cancel-pending-payment/${id}`)).statusCode).toBe(204);
    }
    const refused = await init();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(SEAT_CHANGE_CODES.tooManyRestarts);
    const { rows } = await t.db.query('SELECT 1 FROM seat_claims WHERE seat_id = $1', [squatted]);
    expect(rows).toEqual([]);
  });
});
