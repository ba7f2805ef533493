import { randomBytes } from 'node:crypto';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { countPaymentOutcome } from '../ops/metrics.ts';
import type { PurchaseFlow } from './flow.ts';
import { end, extendHolds } from './lifecycle.ts';

/** Holds are extended to this while the buyer is at the payment provider. */
export const PAYMENT_HOLD_SECONDS = 30 * 60;

/** A fresh, unguessable reference of a payment at the provider. */
export const newTransaction = () => randomBytes(18).toString('base64url');

/** The owner waits for its payment in `status`; its holds last `seconds` more. */
export async function awaitPayment(tx: Queryable, flow: PurchaseFlow, id: number, status: string, seconds: number): Promise<void> {
  await tx.query(`UPDATE ${flow.table} SET status = $2 WHERE id = $1`, [id, status]);
  await extendHolds(tx, flow, id, seconds);
}

/** A payment with its owner's state, locked. */
export interface PaymentRow {
  id: number;
  status: string;
  owner_id: number;
  owner_status: string;
  owner_overdue: boolean;
}

/** The payment `where` picks (SQL on `pay`), with its owner, both locked; undefined when none. */
export async function lockPayment(tx: Queryable, flow: PurchaseFlow, where: string, values: unknown[]): Promise<PaymentRow | undefined> {
  const { table, ownerColumn } = flow.payments;
  const { rows } = await tx.query<PaymentRow>(
    `SELECT pay.id, pay.status, pay.${ownerColumn} AS owner_id, o.status AS owner_status, o.expires_at <= now() AS owner_overdue
     FROM ${table} pay JOIN ${flow.table} o ON o.id = pay.${ownerColumn}
     WHERE ${where} FOR UPDATE`,
    values,
  );
  return rows[0];
}

/** The provider's outcome for a transaction; 404 for an unknown one. */
export async function applyProviderOutcome(tx: Queryable, flow: PurchaseFlow, transaction: string, outcome: PaymentOutcome): Promise<void> {
  const payment = await lockPayment(tx, flow, 'pay.transaction = $1', [transaction]);
  if (!payment) throw new HttpError(404, 'Unknown transaction');
  await settlePayment(tx, flow, payment, outcome, 'PENDING_PAYMENT');
}

/**
 * Applies an outcome once: a payment already decided is left as it is. APPROVED makes what the
 * flow sells; DECLINED fails the owner and frees its seats. Money taken for an owner that can no
 * longer be made (cancelled, expired while at the provider, a seat or a unit gone) becomes
 * REFUND_PENDING and nothing is made. `waitingStatus` is the owner's status while it waits.
 */
export async function settlePayment(
  tx: Queryable,
  flow: PurchaseFlow,
  payment: PaymentRow,
  outcome: PaymentOutcome,
  waitingStatus: string,
): Promise<void> {
  if (payment.status !== 'PENDING') return;
  const ownerId = payment.owner_id;
  let waiting = payment.owner_status === waitingStatus;
  if (waiting && payment.owner_overdue) {
    // Too late: the owner lapses as lazy expiry would have done, and is not applied.
    await end(tx, flow, ownerId, 'EXPIRED');
    waiting = false;
  }
  let status: string;
  if (outcome === 'DECLINED') {
    status = 'DECLINED';
    if (waiting) {
      await flow.onDeclined?.(tx, ownerId);
      await end(tx, flow, ownerId, 'FAILED');
    }
  } else if (outcome === 'APPROVED' && waiting && (await flow.onApproved(tx, ownerId, payment.id))) {
    status = 'APPROVED';
  } else {
    status = 'REFUND_PENDING';
    if (waiting) await end(tx, flow, ownerId, 'REFUND_PENDING');
  }
  await tx.query(`UPDATE ${flow.payments.table} SET status = $2, decided_at = now() WHERE id = $1`, [payment.id, status]);
  countPaymentOutcome(flow.payments.metric, status);
}
