import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from '../../src/api/hold-limits.ts';
import { SIGNUP_CODES, signupOrderSchema, signupPaths } from '../../src/api/signup.ts';
import { BEST, insertBestSeatsFixture } from '../routes/best-seats.fixtures.ts';
import { FIXTURE } from '../routes/seat-change.fixtures.ts';
import { createSignupUser, PRODUCT } from '../routes/signup.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The attack: one client is given a whole IPv6 /64 (a household, a phone, a cheap server) and
 * sends each new hold from another address of it (2001:db8:1:2::1, ::2, ::3 …). Counted per
 * address, it would hold seats for 2^64 times the live orders an address may; counted by its /64,
 * it meets the cap of one address, whether it picks seats by hand or asks for the best ones.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBestSeatsFixture(t.db);
}, 120_000);
afterAll(() => t.close());

let nextSeat = 0;
const freeSeat = () => FIXTURE.seat(FIXTURE.cheapArea, nextSeat++);

/** A confirmed account's order for itself, made from `address`, and a first hold from it. */
async function orderAndHold(address: string, hold: 'by hand' | 'best seats') {
  const { cookie } = await createSignupUser(t.db);
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/${url}`, remoteAddress: address, headers: { cookie }, payload });
  const ordered = await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const order = signupOrderSchema.parse(ordered.json());
  if (hold === 'best seats') {
    await t.db.query('UPDATE signup_order_people SET rol_id = $2 WHERE order_id = $1', [order.id, BEST.rol]);
    return send('PUT', signupPaths.bestSeats(order.id), {});
  }
  return send('PUT', signupPaths.seats(order.id), { seats: [{ personId: order.people[0]!.personId, seatId: freeSeat() }] });
}

const answers = (responses: { statusCode: number; json: () => { code?: string } }[]) =>
  responses.map((response) => (response.statusCode === 200 ? 200 : [response.statusCode, response.json().code]));

describe.each([
  { hold: 'by hand', network: '2001:db8:1:2', otherNetwork: '2001:db8:1:12' },
  { hold: 'best seats', network: '2001:db8:1:3', otherNetwork: '2001:db8:1:13' },
] as const)('one client rotating its IPv6 addresses inside one /64, holding $hold', ({ hold, network, otherNetwork }) => {
  it('holds seats for no more live orders than one address may', async () => {
    const holds: Awaited<ReturnType<typeof orderAndHold>>[] = [];
    for (let host = 1; host <= HOLD_LIMITS.liveHoldsPerIp + 2; host++) holds.push(await orderAndHold(`${network}::${host.toString(16)}`, hold));
    expect(answers(holds)).toEqual([
      ...Array<number>(HOLD_LIMITS.liveHoldsPerIp).fill(200),
      ...Array(2).fill([429, SIGNUP_CODES.tooManyHolds]),
    ]);
    // Another /64 is another client: it was never limited by this one.
    expect(answers([await orderAndHold(`${otherNetwork}::1`, hold)])).toEqual([200]);
  }, 120_000);
});
