import { randomBytes } from 'node:crypto';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import { SIGNUP_CASH_HOLD_HOURS, SIGNUP_CODES, type SignupPaymentBody } from '../../src/api/signup.ts';
import { splitDebitDate, splitPayment } from '../../src/api/signup-pricing.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { countPaymentOutcome } from '../ops/metrics.ts';
import { PAYMENT_HOLD_SECONDS } from './seat-changes.ts';
import { createMembership } from './signup-membership.ts';
import { endOrder, extendOrder, type OrderRow } from './signup-orders.ts';

/** How long seats stay held for an order to be paid in cash at the club office. */
const CASH_HOLD_SECONDS = SIGNUP_CASH_HOLD_HOURS * 60 * 60;

/**
 * Records a PENDING payment of an open order whose people all hold a seat, and extends its holds:
 * 30 minutes at the provider (CARD, SPLIT), SIGNUP_CASH_HOLD_HOURS for the office (CASH). SPLIT charges each
 * person's half now (the odd cent now) and debits the rest from the IBAN on 10 September.
 * Returns the provider transaction (null for CASH) and the amount charged now, in cents.
 */
export async function startSignupPayment(
  tx: Queryable,
  order: OrderRow,
  body: SignupPaymentBody,
): Promise<{ transaction: string | null; amountCents: number }> {
  const { rows: people } = await tx.query<{ price_cents: number; seat_id: number | null }>(
    'SELECT price_cents, seat_id FROM signup_order_people WHERE order_id = $1',
    [order.id],
  );
  if (people.some((person) => person.seat_id === null)) throw new HttpError(409, 'Every person needs a seat', SIGNUP_CODES.seatsMissing);
  const split = people.map((person) => (body.method === 'SPLIT' ? splitPayment(person.price_cents) : { nowCents: person.price_cents, laterCents: 0 }));
  const amountCents = split.reduce((sum, part) => sum + part.nowCents, 0);
  const deferredCents = split.reduce((sum, part) => sum + part.laterCents, 0);
  const transaction = body.method === 'CASH' ? null : randomBytes(18).toString('base64url');
  await tx.query(
    `INSERT INTO signup_payments (order_id, transaction, method, amount_cents, deferred_cents, debit_on, iban, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING')`,
    [
      order.id,
      transaction,
      body.method,
      amountCents,
      deferredCents,
      body.method === 'SPLIT' ? splitDebitDate(order.season) : null,
      body.method === 'SPLIT' ? body.iban : null,
    ],
  );
  await tx.query("UPDATE signup_orders SET status = $2 WHERE id = $1", [order.id, body.method === 'CASH' ? 'AWAITING_CASH' : 'PENDING_PAYMENT']);
  await extendOrder(tx, order.id, body.method === 'CASH' ? CASH_HOLD_SECONDS : PAYMENT_HOLD_SECONDS);
  return { transaction, amountCents };
}

interface PaymentRow {
  id: number;
  status: string;
  order_id: number;
  order_status: string;
  order_overdue: boolean;
}

const PAYMENT_SELECT = `
  SELECT pay.id, pay.status, pay.order_id, o.status AS order_status, o.expires_at <= now() AS order_overdue
  FROM signup_payments pay JOIN signup_orders o ON o.id = pay.order_id`;

/** The provider's outcome for a transaction; 404 for an unknown one. */
export async function applyProviderOutcome(tx: Queryable, transaction: string, outcome: PaymentOutcome): Promise<void> {
  const { rows } = await tx.query<PaymentRow>(`${PAYMENT_SELECT} WHERE pay.transaction = $1 FOR UPDATE`, [transaction]);
  if (!rows[0]) throw new HttpError(404, 'Unknown transaction');
  await applyOutcome(tx, rows[0], outcome, 'PENDING_PAYMENT');
}

/**
 * The club office takes the cash of an order waiting for it, and the membership is made. False,
 * before any money changes hands, when the order is not waiting for cash or its hold time is over.
 */
export async function applyCashPayment(tx: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await tx.query<PaymentRow>(
    `${PAYMENT_SELECT} WHERE pay.order_id = $1 AND pay.method = 'CASH' AND pay.status = 'PENDING' FOR UPDATE`,
    [orderId],
  );
  const payment = rows[0];
  if (!payment || payment.order_status !== 'AWAITING_CASH' || payment.order_overdue) return false;
  await applyOutcome(tx, payment, 'APPROVED', 'AWAITING_CASH');
  return true;
}

/**
 * Applies an outcome once: a payment already decided is left as it is. APPROVED makes the
 * membership; DECLINED fails the order and frees its seats. Money taken for an order that can
 * no longer be made (expired, cancelled, a seat or a unit gone) becomes REFUND_PENDING and
 * nothing is made.
 */
async function applyOutcome(tx: Queryable, payment: PaymentRow, outcome: PaymentOutcome, waitingStatus: string): Promise<void> {
  if (payment.status !== 'PENDING') return;
  const orderId = payment.order_id;
  let waiting = payment.order_status === waitingStatus;
  if (waiting && payment.order_overdue) {
    await endOrder(tx, orderId, 'EXPIRED');
    waiting = false;
  }
  let status: string;
  if (outcome === 'DECLINED') {
    status = 'DECLINED';
    if (waiting) await endOrder(tx, orderId, 'FAILED');
  } else if (outcome === 'APPROVED' && waiting && (await createMembership(tx, orderId, payment.id))) {
    status = 'APPROVED';
  } else {
    status = 'REFUND_PENDING';
    if (waiting) await endOrder(tx, orderId, 'REFUND_PENDING');
  }
  await tx.query('UPDATE signup_payments SET status = $2, decided_at = now() WHERE id = $1', [payment.id, status]);
  countPaymentOutcome('signup', status);
}
