import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from '../../src/api/hold-limits.ts';
import { SIGNUP_CODES, signupPaths } from '../../src/api/signup.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { BORN, createSignupUser, PRODUCT } from '../routes/signup.fixtures.ts';

/**
 * The attack: a script makes accounts from one address, orders with each and holds the arena's
 * free seats without paying, restarting a hold whenever it lapses. Each account and each hold costs
 * nothing, so without caps a few hundred accounts lock every free seat.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A request from `ip`, with the account's session when given. */
const from = (ip: string, cookie?: string) => (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, remoteAddress: ip, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

let nextSeat = 0;
const freeSeat = () => FIXTURE.seat(FIXTURE.cheapArea, 50 + nextSeat++);

/** A confirmed account's order for themselves, and its first hold of a free seat from `ip`. */
async function orderAndHold(ip: string, cookie: string) {
  const send = from(ip, cookie);
  const ordered = await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const order = ordered.json() as { id: number; people: { personId: number }[] };
  const held = await send('PUT', signupPaths.seats(order.id), { seats: [{ personId: order.people[0]!.personId, seatId: freeSeat() }] });
  return { orderId: order.id, held };
}

describe('hold squatting through sign-up', () => {
  it('refuses more accounts from one address in an hour than a household makes', async () => {
    const script = from('203.0.113.10');
    const account = (n: number, sendFrom = script) =>
      sendFrom('POST', signupPaths.account, {
        name: 'Bot',
        lastname: `Número ${n}`,
        mail: `bot.${n}@squat.test`,
        password: 'Abono2526',
        dni: `${40_000_000 + n}${'TRWAGMYFPDXBNJZSQVHLCKE'[(40_000_000 + n) % 23]}`,
        birthdate: BORN.adult,
        acceptTerms: true,
      });
    // All at once: the count and the write are one step, so none slips past the cap.
    const made = await Promise.all(Array.from({ length: HOLD_LIMITS.accountsPerIpPerHour + 2 }, (_, n) => account(n)));
    expect(made.filter((response) => response.statusCode === 201)).toHaveLength(HOLD_LIMITS.accountsPerIpPerHour);
    const refused = made.filter((response) => response.statusCode !== 201);
    expect(refused.map((response) => [response.statusCode, response.json().code])).toEqual(Array(2).fill([429, SIGNUP_CODES.tooManyAccounts]));
    expect((await account(99, from('203.0.113.11'))).statusCode).toBe(201);
  }, 60_000);

  it('holds no seat for an account whose mail is not confirmed', async () => {
    const { cookie } = await createSignupUser(t.db, { mailConfirmed: false });
    const { orderId, held } = await orderAndHold('203.0.113.20', cookie);
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe(SIGNUP_CODES.mailNotConfirmed);
    const paid = await from('203.0.113.20', cookie)('POST', signupPaths.payment(orderId), { method: 'CASH' });
    expect(paid.statusCode).toBe(403);
    expect(paid.json().code).toBe(SIGNUP_CODES.mailNotConfirmed);
    const { rows } = await t.db.query('SELECT 1 FROM seat_claims WHERE signup_order_id = $1', [orderId]);
    expect(rows).toEqual([]);
  });

  it('lets one address hold seats for a bounded number of live orders, many accounts or not', async () => {
    const ip = '203.0.113.30';
    const accounts = await Promise.all(Array.from({ length: HOLD_LIMITS.liveHoldsPerIp + 2 }, () => createSignupUser(t.db)));
    // All at once: the count and the hold are one step, so none slips past the cap.
    const holds = await Promise.all(accounts.map(({ cookie }) => orderAndHold(ip, cookie)));
    const statuses = holds.map(({ held }) => held.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(HOLD_LIMITS.liveHoldsPerIp);
    const refused = holds.findIndex(({ held }) => held.statusCode !== 200);
    expect(holds.filter(({ held }) => held.statusCode !== 200).map(({ held }) => [held.statusCode, held.json().code])).toEqual(
      Array(2).fill([429, SIGNUP_CODES.tooManyHolds]),
    );
    // An order that ends frees its place; another address was never limited by this one.
    const holder = statuses.indexOf(200);
    expect((await from(ip, accounts[holder]!.cookie)('DELETE', signupPaths.order(holds[holder]!.orderId))).statusCode).toBe(204);
    expect((await orderAndHold(ip, accounts[refused]!.cookie)).held.statusCode).toBe(200);
    expect((await orderAndHold('203.0.113.31', (await createSignupUser(t.db)).cookie)).held.statusCode).toBe(200);
  }, 60_000);

  it('stops an account that restarts its hold in a loop', async () => {
    const ip = '203.0.113.40';
    const { cookie } = await createSignupUser(t.db);
    for (let round = 0; round < HOLD_LIMITS.holdsPerAccountPerDay; round++) {
      const { orderId, held } = await orderAndHold(ip, cookie);
      expect(held.statusCode, held.body).toBe(200);
      expect((await from(ip, cookie)('DELETE', signupPaths.order(orderId))).statusCode).toBe(204);
    }
    const { held } = await orderAndHold(ip, cookie);
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe(SIGNUP_CODES.tooManyRestarts);
  }, 60_000);
});
