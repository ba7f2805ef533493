import { randomBytes } from 'node:crypto';
import { type PaymentOutcome, SEAT_CHANGE_CODES } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { countPaymentOutcome } from '../ops/metrics.ts';
import { endChange, PARTNER_CHARGES_FROM, PARTNER_FEE_CENTS, PARTNER_PRICE_RISE_CENTS, PAYMENT_HOLD_SECONDS } from './seat-changes.ts';
import { extendHolds } from './seat-holds.ts';

/** What a confirmed change costs, in cents: the sum of its partners' fees and price rises. */
export async function computeTotalCents(tx: Queryable, changeId: number): Promise<number> {
  const { rows } = await tx.query<{ total: number }>(
    `SELECT coalesce(sum(${PARTNER_FEE_CENTS} + ${PARTNER_PRICE_RISE_CENTS}), 0)::integer AS total
     ${PARTNER_CHARGES_FROM}
     WHERE scp.seat_change_id = $1`,
    [changeId],
  );
  return rows[0]?.total ?? 0;
}

/** CONFIRMED with thirdStep and its total; 409 while a partner has no seat chosen. */
export async function confirmChange(tx: Queryable, changeId: number): Promise<void> {
  const missing = await tx.query('SELECT 1 FROM seat_change_partners WHERE seat_change_id = $1 AND next_seat_id IS NULL', [
    changeId,
  ]);
  if (missing.rows.length > 0) throw new HttpError(409, 'Every partner needs a new seat', SEAT_CHANGE_CODES.seatsMissing);
  await tx.query(
    `UPDATE seat_changes SET status = 'CONFIRMED', third_step = true, total_amount_cents = $2, updated_at = now()
     WHERE id = $1`,
    [changeId, await computeTotalCents(tx, changeId)],
  );
}

/** Records a PENDING payment, moves the change to PENDING_PAYMENT and extends its holds. */
export async function startPayment(
  tx: Queryable,
  change: { id: number; method: string },
): Promise<{ transaction: string; amountCents: number }> {
  const { rows } = await tx.query<{ total_amount_cents: number }>(
    'SELECT total_amount_cents FROM seat_changes WHERE id = $1',
    [change.id],
  );
  const amountCents = rows[0]?.total_amount_cents ?? 0;
  const transaction = randomBytes(18).toString('base64url');
  await tx.query(
    `INSERT INTO payments (seat_change_id, transaction, method, amount_cents, status) VALUES ($1, $2, $3, $4, 'PENDING')`,
    [change.id, transaction, change.method, amountCents],
  );
  await tx.query("UPDATE seat_changes SET status = 'PENDING_PAYMENT' WHERE id = $1", [change.id]);
  await extendHolds(tx, change.id, PAYMENT_HOLD_SECONDS);
  return { transaction, amountCents };
}

interface PaymentRow {
  id: number;
  status: string;
  seat_change_id: number;
  change_status: string;
  change_overdue: boolean;
}

/**
 * Applies the provider's outcome once: a payment already decided is left as it is. APPROVED
 * makes the held seats the partners' SOLD seats; DECLINED fails the change; PENDING leaves a
 * refund pending. Money taken for a change that can no longer be applied (cancelled, expired
 * while at the provider, or its seats lost) becomes REFUND_PENDING.
 */
export async function applyPaymentOutcome(tx: Queryable, transaction: string, outcome: PaymentOutcome): Promise<void> {
  const { rows } = await tx.query<PaymentRow>(
    `SELECT pay.id, pay.status, pay.seat_change_id, sc.status AS change_status, sc.expires_at <= now() AS change_overdue
     FROM payments pay JOIN seat_changes sc ON sc.id = pay.seat_change_id
     WHERE pay.transaction = $1 FOR UPDATE`,
    [transaction],
  );
  const payment = rows[0];
  if (!payment) throw new HttpError(404, 'Unknown transaction');
  if (payment.status !== 'PENDING') return;
  const changeId = payment.seat_change_id;
  let waiting = payment.change_status === 'PENDING_PAYMENT';
  if (waiting && payment.change_overdue) {
    // Too late: the change lapses as lazy expiry would have done, and is not applied.
    await endChange(tx, changeId, 'EXPIRED');
    waiting = false;
  }
  let paymentStatus: string;
  if (outcome === 'DECLINED') {
    paymentStatus = 'DECLINED';
    if (waiting) await failChange(tx, changeId);
  } else if (outcome === 'APPROVED' && waiting && (await applySeatChange(tx, changeId))) {
    paymentStatus = 'APPROVED';
  } else {
    paymentStatus = 'REFUND_PENDING';
    if (waiting) await endChange(tx, changeId, 'REFUND_PENDING');
  }
  await tx.query('UPDATE payments SET status = $2, decided_at = now() WHERE id = $1', [payment.id, paymentStatus]);
  countPaymentOutcome('seat_change', paymentStatus);
}

async function failChange(tx: Queryable, changeId: number): Promise<void> {
  await tx.query('UPDATE seat_changes SET seat_change_failed = true WHERE id = $1', [changeId]);
  await endChange(tx, changeId, 'FAILED');
}

/**
 * Moves every partner to their held seat and takes one unit of the change's product per partner
 * who moves; false (nothing changed) if a hold was lost meanwhile, a partner no longer has the
 * seat they left (another change moved them), or the product has too few units left.
 */
async function applySeatChange(tx: Queryable, changeId: number): Promise<boolean> {
  await lockChangeClaims(tx, changeId);
  const { rows: lost } = await tx.query(
    `SELECT 1 FROM seat_change_partners scp
     WHERE scp.seat_change_id = $1 AND scp.next_seat_id IS DISTINCT FROM scp.previous_seat_id
       AND (NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = scp.next_seat_id AND c.kind = 'HELD'
                          AND c.seat_change_id = $1 AND c.partner_id = scp.partner_id)
         OR NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = scp.previous_seat_id AND c.kind = 'SOLD'
                          AND c.partner_id = scp.partner_id))`,
    [changeId],
  );
  if (lost.length > 0) return false;
  await tx.query('SAVEPOINT seat_change');
  const moves = await takeChangeStock(tx, changeId);
  if (moves === null) return false;
  await tx.query(
    `DELETE FROM seat_claims c USING seat_change_partners scp
     WHERE c.seat_id = scp.previous_seat_id AND c.kind = 'SOLD' AND c.partner_id = scp.partner_id
       AND scp.seat_change_id = $1 AND scp.next_seat_id IS DISTINCT FROM scp.previous_seat_id`,
    [changeId],
  );
  const { rows: sold } = await tx.query(
    `UPDATE seat_claims SET kind = 'SOLD', seat_change_id = NULL, expires_at = NULL
     WHERE kind = 'HELD' AND seat_change_id = $1 RETURNING seat_id`,
    [changeId],
  );
  // A held seat gone after all: nothing moves (the unit taken goes back), the payment is refunded.
  if (sold.length !== moves) {
    await tx.query('ROLLBACK TO SAVEPOINT seat_change');
    return false;
  }
  await tx.query("UPDATE seat_changes SET status = 'PAID', updated_at = now() WHERE id = $1", [changeId]);
  return true;
}

/**
 * Locks the claims on the seats the change leaves and takes, in seat id order, before they are
 * checked: a buyer taking a hold that lapses meanwhile waits for the approval, then finds it SOLD.
 */
async function lockChangeClaims(tx: Queryable, changeId: number): Promise<void> {
  await tx.query(
    `SELECT 1 FROM seat_claims WHERE seat_id IN (
       SELECT next_seat_id FROM seat_change_partners WHERE seat_change_id = $1
       UNION SELECT previous_seat_id FROM seat_change_partners WHERE seat_change_id = $1)
     ORDER BY seat_id FOR UPDATE`,
    [changeId],
  );
}

/**
 * Takes one unit of the change's product per partner who moves, as sign-up approval takes its
 * own (the product row locked); answers how many move, or null when too few units are left.
 */
async function takeChangeStock(tx: Queryable, changeId: number): Promise<number | null> {
  const { rows } = await tx.query<{ product_id: number; stock: number | null; moves: number }>(
    `SELECT pr.id AS product_id, pr.stock,
            (SELECT count(*)::integer FROM seat_change_partners scp
             WHERE scp.seat_change_id = sc.id AND scp.next_seat_id IS DISTINCT FROM scp.previous_seat_id) AS moves
     FROM seat_changes sc JOIN products pr ON pr.id = sc.product_id WHERE sc.id = $1 FOR UPDATE OF pr`,
    [changeId],
  );
  const product = rows[0]!;
  if (product.stock === null) return product.moves;
  if (product.stock < product.moves) return null;
  await tx.query('UPDATE products SET stock = stock - $2 WHERE id = $1', [product.product_id, product.moves]);
  return product.moves;
}
