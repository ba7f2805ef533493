import { SIGNUP_CASH_HOLD_HOURS, SIGNUP_CODES, type SignupPaymentBody } from '../../src/api/signup.ts';
import { splitDebitDate, splitPayment } from '../../src/api/signup-pricing.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { awaitPayment, lockPayment, newTransaction, PAYMENT_HOLD_SECONDS, settlePayment } from '../purchase/payments.ts';
import { signupFlow } from './signup-flow.ts';
import type { OrderRow } from './signup-orders.ts';

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
  const transaction = body.method === 'CASH' ? null : newTransaction();
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
  const cash = body.method === 'CASH';
  await awaitPayment(tx, signupFlow, order.id, cash ? 'AWAITING_CASH' : 'PENDING_PAYMENT', cash ? CASH_HOLD_SECONDS : PAYMENT_HOLD_SECONDS);
  return { transaction, amountCents };
}

/**
 * The club office takes the cash of an order waiting for it, and the membership is made. False,
 * before any money changes hands, when the order is not waiting for cash or its hold time is over.
 */
export async function applyCashPayment(tx: Queryable, orderId: number): Promise<boolean> {
  const payment = await lockPayment(tx, signupFlow, "pay.order_id = $1 AND pay.method = 'CASH' AND pay.status = 'PENDING'", [orderId]);
  if (!payment || payment.owner_status !== 'AWAITING_CASH' || payment.owner_overdue) return false;
  await settlePayment(tx, signupFlow, payment, 'APPROVED', 'AWAITING_CASH');
  return true;
}
