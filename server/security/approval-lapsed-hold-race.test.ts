import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatChangeSchema } from '../../src/api/seat-change.ts';
import { signupOrderSchema, signupPaths, signupPaymentStartSchema } from '../../src/api/signup.ts';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { applyProviderOutcome as applyOutcomeOf } from '../purchase/payments.ts';
import { seatChangeFlow } from '../store/seat-change-flow.ts';
import { signupFlow } from '../store/signup-flow.ts';
import { createTestApp, POSTGRES_URL, type TestApp } from '../test/test-app.ts';
import { claimOf, createTestPartner, FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { createSignupUser, PRODUCT, sendAs, transactionOf } from '../routes/signup.fixtures.ts';

const applyPaymentOutcome = (tx: Queryable, transaction: string, outcome: PaymentOutcome) => applyOutcomeOf(tx, seatChangeFlow, transaction, outcome);
const applyProviderOutcome = (tx: Queryable, transaction: string, outcome: PaymentOutcome) => applyOutcomeOf(tx, signupFlow, transaction, outcome);

/**
 * The attack (PostgreSQL, where approvals and holds run on connections of their own): a payment
 * is approved just before its hold lapses; meanwhile a buyer claims the lapsed seat. Unless the
 * approval locks the claims it checked, it sells nothing yet marks the change or order PAID: a
 * seat changer ends with no seat. The interleaving is forced: the approval stops before its
 * HELD → SOLD update, the hold lapses, the buyer claims, then the approval goes on.
 */
let t: TestApp;
beforeAll(async () => {
  if (!POSTGRES_URL) return;
  t = await createTestApp();
  await insertArenaFixture(t.db);
}, 120_000);
afterAll(() => t?.close());

/** How long before the holds lapse the approval starts: a few queries, with room for a loaded machine (the test waits this long). */
const LAPSE_SECONDS = 5;

/**
 * Runs `approval` in a transaction of its own whose HELD → SOLD update waits until the buyer's
 * claim has either finished or is waiting on that transaction's locks.
 */
async function raceApprovalWithBuyer(approval: (tx: Queryable) => Promise<void>, claimsOf: string, buy: () => Promise<{ statusCode: number }>) {
  let reachedUpdate!: () => void;
  const atUpdate = new Promise<void>((resolve) => (reachedUpdate = resolve));
  let goOn!: () => void;
  const resume = new Promise<void>((resolve) => (goOn = resolve));
  let approvalPid = 0;
  const approved = t.db.transaction(async (tx) => {
    approvalPid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const paused: Queryable = {
      exec: (sql) => tx.exec(sql),
      query: async (sql, params) => {
        if (sql.includes("SET kind = 'SOLD'")) {
          reachedUpdate();
          await resume;
        }
        return tx.query(sql, params);
      },
    };
    await approval(paused);
  });
  // An approval that already found the hold lapsed never reaches the update: say so instead of waiting for ever.
  const first = await Promise.race([atUpdate.then(() => 'update'), approved.then(() => 'done')]);
  if (first !== 'update') throw new Error(`The approval started after the hold lapsed: raise LAPSE_SECONDS (${LAPSE_SECONDS})`);
  await waitFor(`SELECT bool_and(expires_at <= now()) AS ok FROM seat_claims WHERE kind = 'HELD' AND ${claimsOf}`);
  let bought = false;
  const buying = buy().finally(() => (bought = true));
  // The buyer either got through (the approval held no lock on the seat) or waits for the approval.
  while (!bought && !(await isOk(`SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE ${approvalPid} = ANY(pg_blocking_pids(pid))) AS ok`))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  goOn();
  await approved;
  return buying;
}

async function isOk(sql: string): Promise<boolean> {
  return (await t.db.query<{ ok: boolean | null }>(sql)).rows[0]?.ok === true;
}

async function waitFor(sql: string): Promise<void> {
  while (!(await isOk(sql))) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A buyer's order for one adult, ready to hold a seat. */
async function buyer() {
  const { cookie } = await createSignupUser(t.db);
  const send = sendAs(t.app, cookie);
  const order = signupOrderSchema.parse((await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] })).json());
  return (seatId: number) => send('PUT', signupPaths.seats(order.id), { seats: [{ personId: order.people[0]!.personId, seatId }] });
}

describe.skipIf(!POSTGRES_URL)('an approval racing a buyer for a hold that lapses meanwhile (PostgreSQL)', () => {
  it('a seat change: the partner gets the seat and the buyer is told it is taken, never PAID without the seat', async () => {
    const partner = await createTestPartner(t.db);
    const seatId = FIXTURE.seat(FIXTURE.dearArea, 40);
    const call = (method: 'POST' | 'PUT', path: string, payload?: unknown) =>
      t.app.inject({ method, url: `/api/${path}`, headers: { cookie: partner.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const { id, session } = seatChangeSchema.parse((await call('POST', 'group-seat-change/init', { productId: FIXTURE.product, partners: [partner.partnerId] })).json());
    await call('PUT', 'group-seat-change/update/seats', { session, seatsInfo: [{ partnerId: partner.partnerId, seatId }] });
    await call('PUT', `group-seat-change/confirm/${session}`);
    const transaction = new URL((await call('POST', 'group-seat-change/payment', { paymentMethod: 'CARD', session })).json().transaction).searchParams.get('transaction')!;
    const hold = await buyer();
    await t.db.query(`UPDATE seat_changes SET expires_at = now() + make_interval(secs => $2) WHERE id = $1`, [id, LAPSE_SECONDS]);
    await t.db.query("UPDATE seat_claims SET expires_at = now() + make_interval(secs => $2) WHERE kind = 'HELD' AND seat_change_id = $1", [id, LAPSE_SECONDS]);

    const bought = await raceApprovalWithBuyer((tx) => applyPaymentOutcome(tx, transaction, 'APPROVED'), `seat_change_id = ${id}`, () => hold(seatId));

    expect(bought.statusCode).toBe(409);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM seat_changes WHERE id = $1', [id]);
    expect(rows[0]!.status).toBe('PAID');
    expect(await claimOf(t.db, seatId)).toMatchObject({ kind: 'SOLD', partner_id: partner.partnerId });
  }, 60_000);

  it('a sign-up order: the new member gets the seat and the buyer is told it is taken, never PAID without the seat', async () => {
    const member = await createSignupUser(t.db);
    const send = sendAs(t.app, member.cookie);
    const order = signupOrderSchema.parse((await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] })).json());
    const seatId = FIXTURE.seat(FIXTURE.dearArea, 41);
    await send('PUT', signupPaths.seats(order.id), { seats: [{ personId: order.people[0]!.personId, seatId }] });
    const started = signupPaymentStartSchema.parse((await send('POST', signupPaths.payment(order.id), { method: 'CARD' })).json());
    const hold = await buyer();
    await t.db.query('UPDATE signup_orders SET expires_at = now() + make_interval(secs => $2) WHERE id = $1', [order.id, LAPSE_SECONDS]);
    await t.db.query("UPDATE seat_claims SET expires_at = now() + make_interval(secs => $2) WHERE kind = 'HELD' AND signup_order_id = $1", [order.id, LAPSE_SECONDS]);

    const transaction = transactionOf(started.transaction!);
    const bought = await raceApprovalWithBuyer((tx) => applyProviderOutcome(tx, transaction, 'APPROVED'), `signup_order_id = ${order.id}`, () => hold(seatId));

    expect(bought.statusCode).toBe(409);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM signup_orders WHERE id = $1', [order.id]);
    expect(rows[0]!.status).toBe('PAID');
    expect(await claimOf(t.db, seatId)).toMatchObject({ kind: 'SOLD', partner_id: order.people[0]!.personId });
  }, 60_000);
});
