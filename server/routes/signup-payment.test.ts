import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CASH_HOLD_HOURS, SIGNUP_CODES, signupOrderSchema, signupPaths, signupPaymentStartSchema, type SignupOrder } from '../../src/api/signup.ts';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { buildPaymentProvider } from '../payment-provider/app.ts';
import { verifyPaymentRequest } from '../payment-provider/signature.ts';
import { readSigningSecret } from '../store/settings.ts';
import { applyCashPayment } from '../store/signup-payments.ts';
import { createTestApp, notificationsInto, sessionCookieFor, TEST_PAYMENT_ORIGIN, type TestApp } from '../test/test-app.ts';
import { claimOf, createTestPartner, FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { BORN, createSignupUser, notify, PRODUCT, sendAs, transactionOf } from './signup.fixtures.ts';

let t: TestApp;
let provider: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
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

let seat = 0;
const nextSeat = (area: number) => FIXTURE.seat(area, seat++ % 100);

interface Seated {
  cookie: string;
  userId: number;
  order: SignupOrder;
}

/** A new account's order for themselves (gold, product 102 with stock) and a child, both seated. */
async function seatedFamily(): Promise<Seated> {
  const { cookie, userId } = await createSignupUser(t.db, { birthdate: BORN.gold });
  const send = sendAs(t.app, cookie);
  const created = await send('POST', signupPaths.orders, {
    term: 'FULL_SEASON',
    people: [
      { self: true, productId: PRODUCT.gold },
      { self: false, name: 'Pau', lastname: 'Ribes', birthdate: BORN.child, productId: PRODUCT.child },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const [gold, child] = signupOrderSchema.parse(created.json()).people;
  const held = await send('PUT', signupPaths.seats(created.json().id), {
    seats: [
      { personId: gold!.personId, seatId: nextSeat(FIXTURE.dearArea) },
      { personId: child!.personId, seatId: nextSeat(FIXTURE.juniorArea) },
    ],
  });
  expect(held.statusCode, held.body).toBe(200);
  return { cookie, userId, order: signupOrderSchema.parse(held.json()) };
}

async function pay(seated: Seated, body: object = { method: 'CARD' }) {
  const response = await sendAs(t.app, seated.cookie)('POST', signupPaths.payment(seated.order.id), body);
  expect(response.statusCode, response.body).toBe(200);
  return signupPaymentStartSchema.parse(response.json());
}

const stockOf = async (productId: number) =>
  (await t.db.query<{ stock: number | null }>('SELECT stock FROM products WHERE id = $1', [productId])).rows[0]!.stock;
const claimsOf = async (seatIds: number[]) =>
  (await t.db.query<{ seat_id: number; kind: string; partner_id: number | null }>(
    'SELECT seat_id, kind, partner_id FROM seat_claims WHERE seat_id = ANY($1::int[]) ORDER BY seat_id',
    [seatIds],
  )).rows;
const groupCount = async () => (await t.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM groups')).rows[0]!.count;
const seatsOf = (order: SignupOrder) => order.people.map((p) => p.seat!.idSeat);
const partnersOf = async (order: SignupOrder) =>
  (await t.db.query('SELECT id FROM partners WHERE id = ANY($1::int[])', [order.people.map((p) => p.personId)])).rows;

describe('POST signup/orders/:id/payment', () => {
  it('CARD: answers a signed provider URL for the total and keeps the seats while paying', async () => {
    const seated = await seatedFamily();
    expect(seated.order.total).toBe(seated.order.people.reduce((sum, p) => sum + p.price, 0));
    const started = await pay(seated);
    const url = new URL(started.transaction!);
    expect(url.origin).toBe(TEST_PAYMENT_ORIGIN);
    const { signature, ...request } = Object.fromEntries(url.searchParams) as Record<string, string>;
    expect(request).toMatchObject({
      amount: String(Math.round(seated.order.total * 100)),
      returnUrl: 'http://club.test/hazte-abonado/pago-abono-base',
      notifyUrl: 'http://club.test/api/payments/signup/notify',
    });
    expect(verifyPaymentRequest(await readSigningSecret(t.db, 'payment'), request as never, signature!)).toBe(true);
    expect(started.order).toMatchObject({ status: 'PENDING_PAYMENT', payment: { method: 'CARD', status: 'PENDING', amountLater: 0, debitDate: null } });
    expect(started.order.expiresIn).toBeGreaterThan(1700);
    expect((await sendAs(t.app, seated.cookie)('POST', signupPaths.payment(seated.order.id), { method: 'CARD' })).json().code).toBe(SIGNUP_CODES.orderNotOpen);
    // No pass card before the payment is approved.
    expect((await sendAs(t.app, seated.cookie)('GET', signupPaths.passCard(seated.order.id))).statusCode).toBe(409);
  });

  it('approval through the provider simulator makes the membership: numbers, ACTIVE partners, seats SOLD, stock down', async () => {
    const seated = await seatedFamily();
    const stock = await stockOf(PRODUCT.gold);
    const started = await pay(seated);
    const url = new URL(started.transaction!);
    const form = new URLSearchParams(url.searchParams);
    form.set('outcome', 'APPROVED');
    const decided = await provider.inject({ method: 'POST', url: '/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe('http://club.test/hazte-abonado/pago-abono-base/success');
    const paid = signupOrderSchema.parse((await sendAs(t.app, seated.cookie)('GET', signupPaths.order(seated.order.id))).json());
    expect(paid).toMatchObject({ status: 'PAID', expiresIn: 0, payment: { status: 'APPROVED' } });
    expect(paid.people.every((p) => p.partnerNumber !== null)).toBe(true);
    expect(await stockOf(PRODUCT.gold)).toBe(stock! - 1);
    expect(await claimsOf(seatsOf(paid))).toEqual(
      paid.people.map((p) => ({ seat_id: p.seat!.idSeat, kind: 'SOLD', partner_id: p.personId })).sort((a, b) => a.seat_id - b.seat_id),
    );
    const me = userSchema.parse((await sendAs(t.app, seated.cookie)('GET', usersPaths.extended)).json());
    expect(me).toMatchObject({ type: 'PARTNER', fan: null, partner: { id: paid.people[0]!.personId, partnerNumber: paid.people[0]!.partnerNumber, status: 'ACTIVE' } });
    expect(me.partner?.info.totalPaidAmount).toBe(paid.people[0]!.price);
    const family = await t.db.query<{ mail: string | null; status: string; dni: string | null }>(
      'SELECT u.mail, p.status, u.dni FROM partners p JOIN users u ON u.id = p.user_id WHERE p.id = $1',
      [paid.people[1]!.personId],
    );
    expect(family.rows).toEqual([{ mail: null, status: 'ACTIVE', dni: null }]);
    // The pass cards: one page per person, to the order's owner only.
    const card = await sendAs(t.app, seated.cookie)('GET', signupPaths.passCard(seated.order.id));
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.headers['content-disposition']).toBe(`attachment; filename="abono-${seated.order.id}.pdf"`);
    const pdf = await PDFDocument.load(card.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe(`Abono ${paid.season} · ${(await t.db.query<{ name: string }>('SELECT name FROM club_contact')).rows[0]!.name}`);
    const stranger = await createSignupUser(t.db);
    expect((await sendAs(t.app, stranger.cookie)('GET', signupPaths.passCard(seated.order.id))).statusCode).toBe(404);
    // Idempotent: a second notification changes nothing.
    expect((await notify(t.app, t.db, transactionOf(started.transaction!), 'DECLINED')).statusCode).toBe(204);
    expect((await sendAs(t.app, seated.cookie)('GET', signupPaths.order(seated.order.id))).json().status).toBe('PAID');
  });

  it('a decline fails the order, frees the seats and makes nothing', async () => {
    const seated = await seatedFamily();
    const stock = await stockOf(PRODUCT.gold);
    const started = await pay(seated);
    expect((await notify(t.app, t.db, transactionOf(started.transaction!), 'DECLINED')).statusCode).toBe(204);
    const failed = (await sendAs(t.app, seated.cookie)('GET', signupPaths.latestOrder)).json();
    expect(failed).toMatchObject({ status: 'FAILED', payment: { status: 'DECLINED' } });
    expect(await claimsOf(seatsOf(seated.order))).toEqual([]);
    expect(await partnersOf(seated.order)).toEqual([]);
    expect(await stockOf(PRODUCT.gold)).toBe(stock);
  });

  it.each([
    ['the hold lapsed', (order: SignupOrder) => t.db.query("UPDATE signup_orders SET expires_at = now() - interval '1 second' WHERE id = $1", [order.id])],
    ['the product sold out meanwhile', () => t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [PRODUCT.gold])],
    [
      'a seat was lost',
      (order: SignupOrder) => t.db.query('DELETE FROM seat_claims WHERE seat_id = $1', [order.people[1]!.seat!.idSeat]),
    ],
  ])('a late approval (%s) leaves a refund pending and nothing half-made', async (_, spoil) => {
    const seated = await seatedFamily();
    const started = await pay(seated);
    const stock = await stockOf(PRODUCT.gold);
    await spoil(seated.order);
    const stockBefore = await stockOf(PRODUCT.gold);
    const groupsBefore = await groupCount();
    expect((await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED')).statusCode).toBe(204);
    const order = (await sendAs(t.app, seated.cookie)('GET', signupPaths.order(seated.order.id))).json();
    expect(['REFUND_PENDING', 'EXPIRED']).toContain(order.status);
    expect(order.payment.status).toBe('REFUND_PENDING');
    expect(await partnersOf(seated.order)).toEqual([]);
    expect((await claimsOf(seatsOf(seated.order))).filter((claim) => claim.kind === 'SOLD')).toEqual([]);
    expect(await stockOf(PRODUCT.gold)).toBe(stockBefore);
    // No family group either: it is made with the membership or not at all.
    expect(await groupCount()).toBe(groupsBefore);
    expect((await sendAs(t.app, seated.cookie)('GET', usersPaths.extended)).json().type).toBe('FAN');
    await t.db.query('UPDATE products SET stock = $2 WHERE id = $1', [PRODUCT.gold, stock]);
  });

  it('SPLIT: half now at the provider, the rest from a valid IBAN on 10 September', async () => {
    const seated = await seatedFamily();
    expect((await sendAs(t.app, seated.cookie)('POST', signupPaths.payment(seated.order.id), { method: 'SPLIT', iban: 'ES9121000418450200051333' })).statusCode).toBe(400);
    // The member picks neither the debit's date nor its amount.
    const picked = { method: 'SPLIT', iban: 'ES91 2100 0418 4502 0005 1332', debitDate: '2030-01-01', amountLater: 0 };
    expect((await sendAs(t.app, seated.cookie)('POST', signupPaths.payment(seated.order.id), picked)).statusCode).toBe(400);
    const started = await pay(seated, { method: 'SPLIT', iban: 'ES91 2100 0418 4502 0005 1332' });
    expect(started.order.payment).toMatchObject({ method: 'SPLIT', debitDate: '2025-09-10', ibanEnd: '1332' });
    expect(started.order.payment!.amountNow + started.order.payment!.amountLater).toBeCloseTo(seated.order.total, 2);
    expect(new URL(started.transaction!).searchParams.get('amount')).toBe(String(Math.round(started.order.payment!.amountNow * 100)));
    await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED');
    const { rows } = await t.db.query<{ iban: string | null }>('SELECT iban FROM partners WHERE id = $1', [seated.order.people[0]!.personId]);
    expect(rows).toEqual([{ iban: 'ES9121000418450200051332' }]);
    // Each person's second half waits for its debit on 10 September.
    const debits = await t.db.query('SELECT partner_id, amount_cents, debit_on::text, iban, status FROM split_debits WHERE partner_id = ANY($1::int[]) ORDER BY partner_id', [
      seated.order.people.map((person) => person.personId),
    ]);
    expect(debits.rows).toEqual(
      seated.order.people
        .map((person) => ({
          partner_id: person.personId,
          amount_cents: Math.floor(Math.round(person.price * 100) / 2),
          debit_on: '2025-09-10',
          iban: 'ES9121000418450200051332',
          status: 'PENDING',
        }))
        .sort((a, b) => a.partner_id - b.partner_id),
    );
  });

  it('CASH: no provider, the seats kept for the office, which then makes the membership', async () => {
    const seated = await seatedFamily();
    const started = await pay(seated, { method: 'CASH' });
    expect(started.transaction).toBeNull();
    expect(started.order).toMatchObject({ status: 'AWAITING_CASH', payment: { method: 'CASH', status: 'PENDING' } });
    expect(started.order.expiresIn).toBeGreaterThan(SIGNUP_CASH_HOLD_HOURS * 3600 - 60);
    expect(started.order.expiresIn).toBeLessThanOrEqual(SIGNUP_CASH_HOLD_HOURS * 3600);
    expect(await t.db.transaction((tx) => applyCashPayment(tx, seated.order.id))).toBe(true);
    expect((await sendAs(t.app, seated.cookie)('GET', signupPaths.order(seated.order.id))).json().status).toBe('PAID');
    expect(await t.db.transaction((tx) => applyCashPayment(tx, seated.order.id))).toBe(false);
  });

  it('CASH: the office refuses an order cancelled or past its cash hold', async () => {
    const cancelled = await seatedFamily();
    await pay(cancelled, { method: 'CASH' });
    expect((await sendAs(t.app, cancelled.cookie)('DELETE', signupPaths.order(cancelled.order.id))).statusCode).toBe(204);
    expect(await t.db.transaction((tx) => applyCashPayment(tx, cancelled.order.id))).toBe(false);
    expect((await sendAs(t.app, cancelled.cookie)('GET', signupPaths.order(cancelled.order.id))).json().payment.status).toBe('DECLINED');
    const lapsed = await seatedFamily();
    await pay(lapsed, { method: 'CASH' });
    await t.db.query("UPDATE signup_orders SET expires_at = now() - interval '1 second' WHERE id = $1", [lapsed.order.id]);
    expect(await t.db.transaction((tx) => applyCashPayment(tx, lapsed.order.id))).toBe(false);
    expect(await partnersOf(lapsed.order)).toEqual([]);
  });

  it('answers seats-missing while a person has no seat, and 404 for a stranger', async () => {
    const { cookie } = await createSignupUser(t.db);
    const created = await sendAs(t.app, cookie)('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] });
    const id = created.json().id as number;
    expect((await sendAs(t.app, cookie)('POST', signupPaths.payment(id), { method: 'CARD' })).json().code).toBe(SIGNUP_CODES.seatsMissing);
    const stranger = await createSignupUser(t.db);
    expect((await sendAs(t.app, stranger.cookie)('POST', signupPaths.payment(id), { method: 'CARD' })).statusCode).toBe(404);
  });
});

describe('POST payments/signup/notify', () => {
  it('answers 403 for a bad signature and 404 for an unknown transaction', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/${signupPaths.paymentNotify}`,
      payload: { transaction: 'nope', outcome: 'APPROVED', signature: '0'.repeat(64) },
    });
    expect(bad.statusCode).toBe(403);
    expect((await notify(t.app, t.db, 'unknown-transaction', 'APPROVED')).statusCode).toBe(404);
  });
});

describe('special renewal: a member renews for themselves', () => {
  it('keeps their partner number, moves them to the new seat and records the season', async () => {
    const cookie = await sessionCookieFor(t.db, 'renovacion@demo.club');
    const send = sendAs(t.app, cookie);
    const before = await t.db.query<{ id: number; partner_number: number; seat_id: number }>(
      "SELECT p.id, p.partner_number, c.seat_id FROM partners p JOIN users u ON u.id = p.user_id LEFT JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' WHERE u.mail = 'renovacion@demo.club'",
    );
    const partner = before.rows[0]!;
    const created = await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.renewalAdult }] });
    expect(created.statusCode, created.body).toBe(201);
    const order = signupOrderSchema.parse(created.json());
    expect(order).toMatchObject({ kind: 'RENEWAL', people: [{ personId: partner.id, self: true, rolId: 1 }] });
    const seatId = nextSeat(FIXTURE.cheapArea);
    expect((await send('PUT', signupPaths.seats(order.id), { seats: [{ personId: partner.id, seatId }] })).statusCode).toBe(200);
    const started = await pay({ cookie, userId: 0, order });
    await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED');
    const paid = signupOrderSchema.parse((await send('GET', signupPaths.order(order.id))).json());
    expect(paid).toMatchObject({ status: 'PAID', people: [{ partnerNumber: partner.partner_number }] });
    expect(await claimsOf([seatId, partner.seat_id])).toEqual([{ seat_id: seatId, kind: 'SOLD', partner_id: partner.id }]);
    expect((await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.renewalAdult }] })).json().code).toBe(
      SIGNUP_CODES.alreadyMember,
    );
  });

  it('lets a renewing partner keep the seat already theirs, without a hold', async () => {
    const ownSeat = nextSeat(FIXTURE.cheapArea);
    const partner = await createTestPartner(t.db, { seatId: ownSeat });
    await t.db.query('UPDATE users SET birthdate = $2 WHERE id = $1', [partner.userId, BORN.adult]);
    const send = sendAs(t.app, partner.cookie);
    const created = await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.renewalAdult }] });
    const order = signupOrderSchema.parse(created.json());
    const kept = await send('PUT', signupPaths.seats(order.id), { seats: [{ personId: partner.partnerId, seatId: ownSeat }] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await claimOf(t.db, ownSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
    const started = await pay({ cookie: partner.cookie, userId: partner.userId, order: signupOrderSchema.parse(kept.json()) });
    await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED');
    expect((await send('GET', signupPaths.order(order.id))).json().status).toBe('PAID');
    expect(await claimOf(t.db, ownSeat)).toEqual({ kind: 'SOLD', seat_change_id: null, partner_id: partner.partnerId });
  });
});
