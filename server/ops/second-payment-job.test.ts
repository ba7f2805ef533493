import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { buildPaymentProvider } from '../payment-provider/app.ts';
import { sepaDebitClient, type ChargeDebit } from '../payment-provider/sepa-debit-client.ts';
import type { DebitRecord } from '../payment-provider/sepa-debits.ts';
import { claimDueDebit, STALE_CLAIM_SECONDS } from '../purchase/split-debits.ts';
import { addSplitDebits } from '../purchase/split-debits.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestPartner, type TestPartner } from '../routes/seat-change.fixtures.ts';
import { sendAs } from '../routes/signup.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { chargeDueSecondPayments, startSecondPaymentJob } from './second-payment-job.ts';

const APPROVED_IBAN = 'ES9121000418450200051332';
/** The simulator declines an IBAN ending in 0000. */
const DECLINED_IBAN = 'ES6821000418450200050000';
/** 10 September 2025 starts at 22:00 UTC the day before (Madrid, summer time). */
const EVE_OF_DEBIT = new Date('2025-09-09T21:59:00Z');
const DEBIT_DAY = new Date('2025-09-09T22:00:00Z');

let t: TestApp;
let provider: FastifyInstance;
/** What the simulator charged, by idempotency key. */
const ledger = new Map<string, DebitRecord>();
/** Every idempotency key sent to the provider, once per call. */
const sent: string[] = [];
let charge: ChargeDebit;

beforeAll(async () => {
  t = await createTestApp();
  provider = await buildPaymentProvider({ secret: () => readSigningSecret(t.db, 'payment'), debits: ledger });
  charge = sepaDebitClient(t.db, async (input, init) => {
    sent.push(JSON.parse(String(init?.body)).idempotencyKey);
    const response = await provider.inject({ method: 'POST', url: new URL(String(input)).pathname, payload: String(init?.body), headers: { 'content-type': 'application/json' } });
    return new Response(response.body, { status: response.statusCode });
  });
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

interface Debit {
  id: number;
  key: string;
  partner: TestPartner;
}

/** A partner whose SPLIT sign-up was approved: the second half of `cents` due on 10 September 2025. */
async function approvedSplit(iban = APPROVED_IBAN, cents = 12_345): Promise<Debit> {
  const partner = await createTestPartner(t.db, { seatId: null });
  return t.db.transaction(async (tx) => {
    const order = await tx.query<{ id: number }>(
      `INSERT INTO signup_orders (user_id, kind, term, season, status, expires_at) VALUES ($1, 'NEW', 'FULL_SEASON', '25/26', 'PAID', now()) RETURNING id`,
      [partner.userId],
    );
    const payment = await tx.query<{ id: number }>(
      `INSERT INTO signup_payments (order_id, transaction, method, amount_cents, deferred_cents, debit_on, iban, status)
       VALUES ($1, $2, 'SPLIT', $3, $3, '2025-09-10', $4, 'APPROVED') RETURNING id`,
      [order.rows[0]!.id, randomBytes(12).toString('hex'), cents, iban],
    );
    await addSplitDebits(tx, payment.rows[0]!.id, [{ person_id: partner.partnerId, price_cents: 2 * cents }]);
    const { rows } = await tx.query<{ id: number; idempotency_key: string }>('SELECT id, idempotency_key FROM split_debits WHERE partner_id = $1', [partner.partnerId]);
    return { id: rows[0]!.id, key: rows[0]!.idempotency_key, partner };
  });
}

const statusOf = async (debit: Debit) => (await t.db.query<{ status: string }>('SELECT status FROM split_debits WHERE id = $1', [debit.id])).rows[0]!.status;
const paymentsOf = async (debit: Debit) =>
  (await t.db.query<{ amount_cents: number }>('SELECT amount_cents FROM partner_payments WHERE partner_id = $1', [debit.partner.partnerId])).rows;
const mailsTo = async (debit: Debit) =>
  (await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM mail_outbox WHERE recipient = (SELECT mail FROM users WHERE id = $1) ORDER BY id', [debit.partner.userId])).rows;
const sentTimes = (debit: Debit) => sent.filter((key) => key === debit.key).length;
const secondPaymentShown = async (debit: Debit) =>
  userSchema.parse((await sendAs(t.app, debit.partner.cookie)('GET', usersPaths.extended)).json()).partner!.info.secondPayment;
const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

describe('the second-payment job', () => {
  it('charges a due second half once, on its day (club time), and not before', async () => {
    const debit = await approvedSplit();
    await chargeDueSecondPayments(t.db, charge, EVE_OF_DEBIT);
    expect(await statusOf(debit)).toBe('PENDING');
    expect(await secondPaymentShown(debit)).toEqual({ amount: 123.45, dueOn: '2025-09-10', ibanEnd: '1332', status: 'PENDING', decidedOn: null });

    await chargeDueSecondPayments(t.db, charge, DEBIT_DAY);
    await chargeDueSecondPayments(t.db, charge, later(DEBIT_DAY, 86_400));
    expect(await statusOf(debit)).toBe('CHARGED');
    expect(sentTimes(debit)).toBe(1);
    expect(ledger.get(debit.key)).toEqual({ iban: APPROVED_IBAN, amount: '12345', outcome: 'APPROVED' });
    expect(await paymentsOf(debit)).toEqual([{ amount_cents: 12_345 }]);
    expect(await secondPaymentShown(debit)).toMatchObject({ status: 'CHARGED', decidedOn: '2025-09-10' });
    expect((await mailsTo(debit)).map((mail) => mail.subject)).toEqual(['Segundo pago de tu abono cobrado']);
  });

  it('marks a declined debit FAILED, mails what to do, and never debits it again by itself', async () => {
    const debit = await approvedSplit(DECLINED_IBAN);
    await chargeDueSecondPayments(t.db, charge, DEBIT_DAY);
    await chargeDueSecondPayments(t.db, charge, later(DEBIT_DAY, 30 * 86_400));
    expect(await statusOf(debit)).toBe('FAILED');
    expect(sentTimes(debit)).toBe(1);
    expect(await paymentsOf(debit)).toEqual([]);
    expect(await secondPaymentShown(debit)).toMatchObject({ status: 'FAILED', decidedOn: '2025-09-10', ibanEnd: '0000' });
    const [mail] = await mailsTo(debit);
    expect(mail!.body).toContain('oficina de abonados');
  });

  it('mails the outcome in the buyer\'s language', async () => {
    const debit = await approvedSplit(DECLINED_IBAN);
    await t.db.query("UPDATE users SET language = 'en' WHERE id = $1", [debit.partner.userId]);
    await chargeDueSecondPayments(t.db, charge, DEBIT_DAY);
    const [mail] = await mailsTo(debit);
    expect(mail!.subject).toBe('We could not charge the second payment of your season pass');
    expect(mail!.body).toContain('€123.45');
  });

  it('two ticks at once charge each debit once', async () => {
    const debits = [await approvedSplit(), await approvedSplit(), await approvedSplit()];
    const results = await Promise.all([chargeDueSecondPayments(t.db, charge, DEBIT_DAY), chargeDueSecondPayments(t.db, charge, DEBIT_DAY)]);
    expect(results.reduce((sum, result) => sum + result.errors, 0)).toBe(0);
    for (const debit of debits) {
      expect(await statusOf(debit)).toBe('CHARGED');
      expect(sentTimes(debit)).toBe(1);
      expect(await paymentsOf(debit)).toHaveLength(1);
    }
  });

  it('a process dying between the claim and the answer: retried once stale, with the same key, charged once', async () => {
    const debit = await approvedSplit();
    // The dying process: claims, the provider charges, nothing is recorded.
    let claimed = await claimDueDebit(t.db, DEBIT_DAY);
    while (claimed && claimed.id !== debit.id) claimed = await claimDueDebit(t.db, DEBIT_DAY);
    await charge({ idempotencyKey: claimed!.idempotencyKey, iban: claimed!.iban, amount: String(claimed!.amountCents), description: 'x' });
    expect(await statusOf(debit)).toBe('CLAIMED');

    await chargeDueSecondPayments(t.db, charge, later(DEBIT_DAY, STALE_CLAIM_SECONDS - 1));
    expect(sentTimes(debit)).toBe(1); // a live claim is another process's
    await chargeDueSecondPayments(t.db, charge, later(DEBIT_DAY, STALE_CLAIM_SECONDS));
    expect(sentTimes(debit)).toBe(2);
    expect(ledger.get(debit.key)).toMatchObject({ outcome: 'APPROVED' });
    expect(await statusOf(debit)).toBe('CHARGED');
    expect(await paymentsOf(debit)).toEqual([{ amount_cents: 12_345 }]);
  });

  it('an answer not signed by the provider records nothing: the claim waits for a signed one', async () => {
    const debit = await approvedSplit();
    const forged = sepaDebitClient(t.db, async (_input, init) => {
      const { idempotencyKey } = JSON.parse(String(init?.body));
      return Response.json({ idempotencyKey, outcome: 'APPROVED', signature: '0'.repeat(64) });
    });
    const result = await chargeDueSecondPayments(t.db, forged, DEBIT_DAY);
    expect(result.errors).toBe(1);
    expect(await statusOf(debit)).toBe('CLAIMED');
    expect(await paymentsOf(debit)).toEqual([]);
  });

  it('the timer: a tick at start (the real clock), and stop waits for the tick in progress', async () => {
    const debit = await approvedSplit();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let called!: () => void;
    const firstCall = new Promise<void>((resolve) => (called = resolve));
    const gated: ChargeDebit = async (request) => {
      called();
      await gate;
      return charge(request);
    };
    const log = { info: () => undefined, error: () => undefined };
    const job = startSecondPaymentJob({ db: t.db, charge: gated, intervalSeconds: 3600, log });
    await firstCall;
    const stopping = job.stop();
    // Every promise that can settle has settled by the next macrotask: stop is still waiting.
    const first = await Promise.race([stopping.then(() => 'stopped'), new Promise((resolve) => setImmediate(() => resolve('waiting')))]);
    expect(first).toBe('waiting');
    release();
    await stopping;
    expect(await statusOf(debit)).toBe('CHARGED');
  });
});
