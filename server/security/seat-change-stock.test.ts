import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatChangeSchema } from '../../src/api/seat-change.ts';
import { signNotification } from '../payment-provider/signature.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { claimOf, createTestPartner, FIXTURE, insertArenaFixture, type TestPartner } from '../routes/seat-change.fixtures.ts';

/**
 * The attack: the seat-change product (401) has a limited number of changes for the season, but
 * approval never took a unit, so partners went on changing seat after it was sold out.
 */
const SEAT_CHANGE_PRODUCT = 401;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
  await t.db.query('UPDATE products SET stock = 1 WHERE id = $1', [SEAT_CHANGE_PRODUCT]);
}, 120_000);
afterAll(() => t.close());

type Method = 'POST' | 'PUT';
const call = (cookie: string | null, method: Method, path: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${path}`, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A partner's change to `seatId`, confirmed and sent to the provider: answers its transaction. */
async function paidAtProvider(partner: TestPartner, seatId: number): Promise<string> {
  const started = await call(partner.cookie, 'POST', 'group-seat-change/init', { productId: SEAT_CHANGE_PRODUCT, partners: [partner.partnerId] });
  expect(started.statusCode, started.body).toBe(201);
  const { session } = seatChangeSchema.parse(started.json());
  expect((await call(partner.cookie, 'PUT', 'group-seat-change/update/seats', { session, seatsInfo: [{ partnerId: partner.partnerId, seatId }] })).statusCode).toBe(200);
  expect((await call(partner.cookie, 'PUT', `group-seat-change/confirm/${session}`)).statusCode).toBe(200);
  const payment = await call(partner.cookie, 'POST', 'group-seat-change/payment', { paymentMethod: 'CARD', session });
  expect(payment.statusCode, payment.body).toBe(200);
  return new URL(payment.json().transaction).searchParams.get('transaction')!;
}

async function approve(transaction: string): Promise<void> {
  const signature = signNotification(await readSigningSecret(t.db, 'payment'), transaction, 'APPROVED');
  expect((await call(null, 'POST', 'payments/notify', { transaction, outcome: 'APPROVED', signature })).statusCode).toBe(204);
}

describe('changing seat past the seat-change product’s stock', () => {
  it('takes a unit per approved change and refunds a change approved once it is sold out', async () => {
    const first = await createTestPartner(t.db);
    const second = await createTestPartner(t.db);
    const seats = [FIXTURE.seat(FIXTURE.dearArea, 30), FIXTURE.seat(FIXTURE.dearArea, 31)];
    // Both start while one unit is left; the provider approves both.
    const transactions = [await paidAtProvider(first, seats[0]!), await paidAtProvider(second, seats[1]!)];
    for (const transaction of transactions) await approve(transaction);

    const stock = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [SEAT_CHANGE_PRODUCT]);
    expect(stock.rows[0]!.stock).toBe(0);
    const payments = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE transaction = ANY($1) ORDER BY id', [transactions]);
    expect(payments.rows.map((row) => row.status)).toEqual(['APPROVED', 'REFUND_PENDING']);
    expect(await claimOf(t.db, seats[0]!)).toMatchObject({ kind: 'SOLD', partner_id: first.partnerId });
    expect(await claimOf(t.db, seats[1]!)).toBeNull();
  });
});
