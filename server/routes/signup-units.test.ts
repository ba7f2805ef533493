import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipPaths } from '../../src/api/membership.ts';
import { SIGNUP_CODES, signupOrderSchema, signupPaths, signupPaymentStartSchema } from '../../src/api/signup.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { createSignupUser, notify, PRODUCT, sendAs, transactionOf } from './signup.fixtures.ts';

/** Units are reserved when seats are held: runs on PGlite, and on PostgreSQL under scripts/test-pg.sh. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
}, 120_000);
afterAll(() => t.close());

let seat = 0;

/** A new account's OPEN order for themselves (adult product): answers its cookie, order and person. */
async function buyer() {
  const { cookie } = await createSignupUser(t.db);
  const created = await sendAs(t.app, cookie)('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] });
  expect(created.statusCode, created.body).toBe(201);
  const order = signupOrderSchema.parse(created.json());
  return { cookie, orderId: order.id, personId: order.people[0]!.personId };
}

type Buyer = Awaited<ReturnType<typeof buyer>>;
const hold = (b: Buyer) =>
  sendAs(t.app, b.cookie)('PUT', signupPaths.seats(b.orderId), { seats: [{ personId: b.personId, seatId: FIXTURE.seat(FIXTURE.cheapArea, seat++) }] });
const unitsLeft = async () => (await sendAs(t.app, null)('GET', membershipPaths.availability(PRODUCT.adult))).json().unitsLeft as number;
/** Moves the order's clock past its hold time, as the database sees it. */
const lapse = (orderId: number) => t.db.query("UPDATE signup_orders SET expires_at = now() - interval '1 second' WHERE id = $1", [orderId]);
const setStock = (units: number) => t.db.query('UPDATE products SET stock = $2 WHERE id = $1', [PRODUCT.adult, units]);

describe('stock reserved when seats are held', () => {
  it('units left drop at the hold and come back when the hold lapses', async () => {
    await setStock(1);
    const first = await buyer();
    expect(await unitsLeft()).toBe(1);
    expect((await hold(first)).statusCode).toBe(200);
    expect(await unitsLeft()).toBe(0);
    // Not sold out to its holder: their listing and seat map still offer it.
    expect((await sendAs(t.app, first.cookie)('GET', membershipPaths.availability(PRODUCT.adult))).json()).toMatchObject({ unitsLeft: 1, soldOut: false });
    const areas = await sendAs(t.app, first.cookie)('POST', membershipPaths.productAreas(PRODUCT.adult), { users: [first.personId] });
    expect(areas.statusCode, areas.body).toBe(200);

    // The second buyer meets the sold-out pass before the first has paid: at the order and at the hold.
    const late = await sendAs(t.app, (await createSignupUser(t.db)).cookie)('POST', signupPaths.orders, {
      term: 'FULL_SEASON',
      people: [{ self: true, productId: PRODUCT.adult }],
    });
    expect(late.json().code).toBe(SIGNUP_CODES.productSoldOut);
    await setStock(2);
    const second = await buyer();
    await setStock(1);
    const refused = await hold(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(SIGNUP_CODES.productSoldOut);

    await lapse(first.orderId);
    expect(await unitsLeft()).toBe(1);
  });

  it('a cancelled order gives its unit back', async () => {
    await setStock(1);
    const first = await buyer();
    expect((await hold(first)).statusCode).toBe(200);
    expect(await unitsLeft()).toBe(0);
    expect((await sendAs(t.app, first.cookie)('DELETE', signupPaths.order(first.orderId))).statusCode).toBeLessThan(300);
    expect(await unitsLeft()).toBe(1);
  });

  it('approval takes the reserved unit; a late approval after the unit went to another buyer leaves a refund pending', async () => {
    await setStock(1);
    const late = await buyer();
    expect((await hold(late)).statusCode).toBe(200);
    const started = signupPaymentStartSchema.parse((await sendAs(t.app, late.cookie)('POST', signupPaths.payment(late.orderId), { method: 'CARD' })).json());
    await lapse(late.orderId);

    const onTime = await buyer();
    expect((await hold(onTime)).statusCode).toBe(200);
    const paid = signupPaymentStartSchema.parse((await sendAs(t.app, onTime.cookie)('POST', signupPaths.payment(onTime.orderId), { method: 'CARD' })).json());
    expect((await notify(t.app, t.db, transactionOf(paid.transaction!), 'APPROVED')).statusCode).toBe(204);
    expect((await sendAs(t.app, onTime.cookie)('GET', signupPaths.order(onTime.orderId))).json().status).toBe('PAID');

    expect((await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED')).statusCode).toBe(204);
    expect((await sendAs(t.app, late.cookie)('GET', signupPaths.order(late.orderId))).json().payment.status).toBe('REFUND_PENDING');
    const { rows } = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [PRODUCT.adult]);
    expect(rows[0]!.stock).toBe(0);
  });
});
