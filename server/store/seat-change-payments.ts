import { SEAT_CHANGE_CODES } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { awaitPayment, newTransaction, PAYMENT_HOLD_SECONDS } from '../purchase/payments.ts';
import { seatChangeFlow } from './seat-change-flow.ts';
import { PARTNER_CHARGES_FROM, PARTNER_FEE_CENTS, PARTNER_PRICE_RISE_CENTS } from './seat-changes.ts';

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
  const transaction = newTransaction();
  await tx.query(
    `INSERT INTO payments (seat_change_id, transaction, method, amount_cents, status) VALUES ($1, $2, $3, $4, 'PENDING')`,
    [change.id, transaction, change.method, amountCents],
  );
  await awaitPayment(tx, seatChangeFlow, change.id, 'PENDING_PAYMENT', PAYMENT_HOLD_SECONDS);
  return { transaction, amountCents };
}
