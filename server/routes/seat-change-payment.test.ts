import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatChangeSchema, type PaymentOutcome, type SeatChange } from '../../src/api/seat-change.ts';
import { buildPaymentProvider } from '../payment-provider/app.ts';
import { signNotification, verifyPaymentRequest } from '../payment-provider/signature.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestApp, notificationsInto, TEST_PAYMENT_ORIGIN, type TestApp } from '../test/test-app.ts';
import { claimOf, createTestPartner, FIXTURE, insertArenaFixture, type TestPartner } from './seat-change.fixtures.ts';

let t: TestApp;
let secret: string;
let provider: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
  secret = await readSigningSecret(t.db, 'payment');
  // The provider's server-to-server notification is routed to the API app.
  provider = await buildPaymentProvider({
    secret: () => readSigningSecret(t.db, 'payment'),
    fetch: notificationsInto(() => t.app),
  });
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${path}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let nextSeat = 0;

/** A partner whose change holds a seat in the dear area and is confirmed (10 € fee + 100 € rise). */
async function confirmedChange(): Promise<{ partner: TestPartner; change: SeatChange; newSeat: number; oldSeat: number }> {
  const partner = await createTestPartner(t.db);
  const init = await call('POST', 'group-seat-change/init', partner.cookie, { productId: FIXTURE.product, partners: [partner.partnerId] });
  const started = seatChangeSchema.parse(init.json());
  const newSeat = FIXTURE.seat(FIXTURE.dearArea, nextSeat++);
  await call('PUT', 'group-seat-change/update/seats', partner.cookie, {
    session: started.session,
    seatsInfo: [{ partnerId: partner.partnerId, seatId: newSeat }],
  });
  const confirmed = await call('PUT', `group-seat-change/confirm/${started.session}`, partner.cookie);
  expect(confirmed.statusCode).toBe(200);
  return { partner, change: seatChangeSchema.parse(confirmed.json()), newSeat, oldSeat: started.partners[0]!.currentSeat!.idSeat };
}

async function pay(partner: TestPartner, session: string): Promise<URL> {
  const response = await call('POST', 'group-seat-change/payment', partner.cookie, { paymentMethod: 'CARD', session });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().transaction);
}

const notify = (transaction: string, outcome: PaymentOutcome, signature = signNotification(secret, transaction, outcome)) =>
  call('POST', 'payments/notify', undefined, { transaction, outcome, signature });


async function changeStatus(changeId: number) {
  const { rows } = await t.db.query<{ status: string }>('SELECT status FROM seat_changes WHERE id = $1', [changeId]);
  return rows[0]?.status;
}

async function paymentStatus(transaction: string) {
  const { rows } = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE transaction = $1', [transaction]);
  return rows[0]?.status;
}

describe('POST group-seat-change/payment', () => {
  it('answers a signed URL on the provider origin and waits for the provider', async () => {
    const { partner, change, newSeat } = await confirmedChange();
    const url = await pay(partner, change.session);
    expect(url.origin).toBe(TEST_PAYMENT_ORIGIN);
    expect(url.pathname).toBe('/pay');
    const fields = Object.fromEntries(url.searchParams) as Record<string, string>;
    expect(fields).toMatchObject({
      amount: '11000',
      returnUrl: 'http://club.test/abonado/cambio-asiento/checkout',
      notifyUrl: 'http://club.test/api/payments/notify',
    });
    const { signature, ...request } = fields;
    expect(verifyPaymentRequest(secret, request as never, signature!)).toBe(true);
    const pending = await call('GET', 'group-seat-change/pending-payment', partner.cookie);
    expect(seatChangeSchema.parse(pending.json())).toMatchObject({ status: 'PENDING_PAYMENT', totalAmount: 110 });
    expect(pending.json().expirateIn).toBeGreaterThan(1700);
    expect((await call('GET', 'group-seat-change', partner.cookie)).statusCode).toBe(404);
    const { rows } = await t.db.query<{ left: number }>(
      'SELECT extract(epoch FROM expires_at - now())::integer AS left FROM seat_claims WHERE seat_id = $1',
      [newSeat],
    );
    expect(rows[0]!.left).toBeGreaterThan(1700); // holds extended while paying
  });

  it('builds the return and notify URLs from the configured public origin, never from Host or Origin', async () => {
    const { partner, change } = await confirmedChange();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/group-seat-change/payment',
      headers: { cookie: partner.cookie, host: 'evil.example' },
      payload: { paymentMethod: 'BIZUM', session: change.session },
    });
    const url = new URL(response.json().transaction);
    expect(url.searchParams.get('returnUrl')).toBe('http://club.test/abonado/cambio-asiento/checkout');
    expect(url.searchParams.get('notifyUrl')).toBe('http://club.test/api/payments/notify');
  });

  it('answers 409 for a change that is not confirmed', async () => {
    const partner = await createTestPartner(t.db);
    const init = await call('POST', 'group-seat-change/init', partner.cookie, { productId: FIXTURE.product, partners: [partner.partnerId] });
    const response = await call('POST', 'group-seat-change/payment', partner.cookie, {
      paymentMethod: 'CARD',
      session: init.json().session,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('seat-change-not-confirmed');
  });

  it('answers 400 for a method the club does not accept and 404 for another user’s session', async () => {
    const { partner, change } = await confirmedChange();
    const intruder = await createTestPartner(t.db);
    const method = await call('POST', 'group-seat-change/payment', partner.cookie, { paymentMethod: 'CASH', session: change.session });
    expect(method.statusCode).toBe(400);
    expect(method.json().message).toContain('body.paymentMethod');
    const foreign = await call('POST', 'group-seat-change/payment', intruder.cookie, { paymentMethod: 'CARD', session: change.session });
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    ['a missing field', { session: 'abc' }, 'body.paymentMethod: required'],
    ['a wrong type', { paymentMethod: 1, session: 'abc' }, 'body.paymentMethod: expected string'],
    ['a 1,000,000-character string', { paymentMethod: 'x'.repeat(1_000_000), session: 'abc' }, 'body.paymentMethod: at most 40 characters'],
    ['an unknown field', { paymentMethod: 'CARD', session: 'abc', amount: 1 }, "body: unknown field 'amount'"],
  ])('answers 400 naming the field for %s', async (_, payload, message) => {
    const partner = await createTestPartner(t.db);
    const response = await call('POST', 'group-seat-change/payment', partner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 401 without a session', async () => {
    expect((await call('POST', 'group-seat-change/payment', undefined, { paymentMethod: 'CARD', session: 'a' })).statusCode).toBe(401);
  });
});

describe('POST payments/notify', () => {
  it('APPROVED applies the change: the held seat becomes the partner’s, the old one is free', async () => {
    const { partner, change, newSeat, oldSeat } = await confirmedChange();
    const transaction = (await pay(partner, change.session)).searchParams.get('transaction')!;
    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    expect(await claimOf(t.db, newSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
    expect(await claimOf(t.db, oldSeat)).toBeNull();
    expect(await paymentStatus(transaction)).toBe('APPROVED');
    const finished = await call('GET', 'group-seat-change/finished', partner.cookie);
    expect(seatChangeSchema.parse(finished.json())).toMatchObject({ status: 'PAID', expirateIn: 0, seatChangeFailed: false });
    // Idempotent: a later, different notification changes nothing.
    expect((await notify(transaction, 'DECLINED')).statusCode).toBe(204);
    expect(await paymentStatus(transaction)).toBe('APPROVED');
    expect(await claimOf(t.db, newSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
  });

  it('DECLINED fails the change and frees the held seat', async () => {
    const { partner, change, newSeat, oldSeat } = await confirmedChange();
    const transaction = (await pay(partner, change.session)).searchParams.get('transaction')!;
    expect((await notify(transaction, 'DECLINED')).statusCode).toBe(204);
    expect(await claimOf(t.db, newSeat)).toBeNull();
    expect(await claimOf(t.db, oldSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
    const finished = seatChangeSchema.parse((await call('GET', 'group-seat-change/finished', partner.cookie)).json());
    expect(finished).toMatchObject({ status: 'FAILED', seatChangeFailed: true });
    expect(await paymentStatus(transaction)).toBe('DECLINED');
  });

  it('PENDING leaves a refund pending and frees the held seat', async () => {
    const { partner, change, newSeat } = await confirmedChange();
    const transaction = (await pay(partner, change.session)).searchParams.get('transaction')!;
    expect((await notify(transaction, 'PENDING')).statusCode).toBe(204);
    expect(await claimOf(t.db, newSeat)).toBeNull();
    const finished = seatChangeSchema.parse((await call('GET', 'group-seat-change/finished', partner.cookie)).json());
    expect(finished.status).toBe('REFUND_PENDING');
    expect(await paymentStatus(transaction)).toBe('REFUND_PENDING');
  });

  it('answers 403 for a bad signature and changes nothing', async () => {
    const { partner, change } = await confirmedChange();
    const transaction = (await pay(partner, change.session)).searchParams.get('transaction')!;
    const forged = await notify(transaction, 'APPROVED', signNotification(secret, transaction, 'DECLINED'));
    expect(forged.statusCode).toBe(403);
    expect(await paymentStatus(transaction)).toBe('PENDING');
  });

  it('answers 404 for an unknown transaction', async () => {
    expect((await notify('no-such-transaction', 'APPROVED')).statusCode).toBe(404);
  });

  it.each([
    ['a missing field', { outcome: 'APPROVED', signature: 'a'.repeat(64) }, 'body.transaction: required'],
    ['a wrong value', { transaction: 'x', outcome: 'MAYBE', signature: 'a'.repeat(64) }, 'body.outcome'],
    ['a 1,000,000-character string', { transaction: 'x'.repeat(1_000_000), outcome: 'APPROVED', signature: 'a'.repeat(64) }, 'body.transaction'],
    ['an unknown field', { transaction: 'x', outcome: 'APPROVED', signature: 'a'.repeat(64), amount: 1 }, "unknown field 'amount'"],
  ])('answers 400 naming the field for %s', async (_, payload, message) => {
    const response = await call('POST', 'payments/notify', undefined, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('a change left waiting for payment past its hold time', () => {
  async function lapsedPayment() {
    const paid = await confirmedChange();
    const transaction = (await pay(paid.partner, paid.change.session)).searchParams.get('transaction')!;
    await t.db.query("UPDATE seat_changes SET expires_at = now() - interval '1 second' WHERE id = $1", [paid.change.id]);
    await t.db.query("UPDATE seat_claims SET expires_at = now() - interval '1 second' WHERE seat_change_id = $1", [paid.change.id]);
    return { ...paid, transaction };
  }

  it('expires when read: seats freed, the partner may start again, a late approval is refunded', async () => {
    const { partner, change, newSeat, oldSeat, transaction } = await lapsedPayment();
    expect((await call('GET', 'group-seat-change/pending-payment', partner.cookie)).statusCode).toBe(404);
    expect(await changeStatus(change.id)).toBe('EXPIRED');
    expect(await claimOf(t.db, newSeat)).toBeNull();
    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    expect(await paymentStatus(transaction)).toBe('REFUND_PENDING');
    expect(await claimOf(t.db, oldSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
    const again = await call('POST', 'group-seat-change/init', partner.cookie, { productId: FIXTURE.product, partners: [partner.partnerId] });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is not applied by an approval that arrives before anyone read it', async () => {
    const { partner, change, newSeat, oldSeat, transaction } = await lapsedPayment();
    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    expect(await paymentStatus(transaction)).toBe('REFUND_PENDING');
    expect(await changeStatus(change.id)).toBe('EXPIRED');
    expect(await claimOf(t.db, newSeat)).toBeNull();
    expect(await claimOf(t.db, oldSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
  });
});

describe('an approval for a partner no longer on the seat they left', () => {
  it('moves no seat and leaves a refund pending', async () => {
    const { partner, change, newSeat, oldSeat } = await confirmedChange();
    const transaction = (await pay(partner, change.session)).searchParams.get('transaction')!;
    // Meanwhile the partner was moved elsewhere (e.g. by another user's change).
    const elsewhere = FIXTURE.seat(FIXTURE.juniorArea, 90);
    await t.db.query('UPDATE seat_claims SET seat_id = $2 WHERE seat_id = $1', [oldSeat, elsewhere]);
    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    expect(await paymentStatus(transaction)).toBe('REFUND_PENDING');
    expect(await changeStatus(change.id)).toBe('REFUND_PENDING');
    expect(await claimOf(t.db, elsewhere)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
    expect(await claimOf(t.db, newSeat)).toBeNull();
  });
});

describe('DELETE group-seat-change/cancel-pending-payment/:id', () => {
  it('cancels the change waiting for payment; money approved later is marked for refund', async () => {
    const { partner, change, newSeat, oldSeat } = await confirmedChange();
    const transaction = (await pay(partner, change.session)).searchParams.get('transaction')!;
    expect((await call('DELETE', `group-seat-change/cancel-pending-payment/${change.id}`, partner.cookie)).statusCode).toBe(204);
    expect(await claimOf(t.db, newSeat)).toBeNull();
    expect((await call('GET', 'group-seat-change/pending-payment', partner.cookie)).statusCode).toBe(404);
    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    expect(await paymentStatus(transaction)).toBe('REFUND_PENDING');
    expect(await claimOf(t.db, oldSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
  });

  it('answers 404 to another user, for a change not waiting for payment, and 401 without a session', async () => {
    const { partner, change } = await confirmedChange();
    const intruder = await createTestPartner(t.db);
    expect((await call('DELETE', `group-seat-change/cancel-pending-payment/${change.id}`, partner.cookie)).statusCode).toBe(404);
    await pay(partner, change.session);
    expect((await call('DELETE', `group-seat-change/cancel-pending-payment/${change.id}`, intruder.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `group-seat-change/cancel-pending-payment/${change.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', 'group-seat-change/cancel-pending-payment/abc', partner.cookie)).statusCode).toBe(400);
  });
});

describe('the payment provider against the API', () => {
  it('shows the payment and, on approval, notifies the API and returns the browser to success', async () => {
    const { partner, change, newSeat } = await confirmedChange();
    const url = await pay(partner, change.session);
    const page = await provider.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('110,00');
    const form = new URLSearchParams(url.searchParams);
    form.set('outcome', 'APPROVED');
    const decided = await provider.inject({
      method: 'POST',
      url: '/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe('http://club.test/abonado/cambio-asiento/checkout/success');
    expect(await claimOf(t.db, newSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
  });

  it('sends the browser to pending-refund when the payment is left pending', async () => {
    const { partner, change } = await confirmedChange();
    const url = await pay(partner, change.session);
    const form = new URLSearchParams(url.searchParams);
    form.set('outcome', 'PENDING');
    const decided = await provider.inject({
      method: 'POST',
      url: '/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(decided.headers.location).toBe('http://club.test/abonado/cambio-asiento/checkout/pending-refund');
    const finished = await call('GET', 'group-seat-change/finished', partner.cookie);
    expect(finished.json().status).toBe('REFUND_PENDING');
  });
});
