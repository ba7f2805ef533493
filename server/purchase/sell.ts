import type { Queryable } from '../db/db.ts';
import type { PurchaseFlow } from './flow.ts';

/**
 * Locks the claims on the seats an approval will sell, in seat id order, before they are checked:
 * a buyer taking a hold that lapses meanwhile waits for the approval, then finds the seat SOLD.
 * `seatIds` is a subquery on the owner's `$1`.
 */
export async function lockClaims(tx: Queryable, seatIds: string, ownerId: number): Promise<void> {
  await tx.query(`SELECT 1 FROM seat_claims WHERE seat_id IN (${seatIds}) ORDER BY seat_id FOR UPDATE`, [ownerId]);
}

/**
 * Turns the owner's HELD claims into SOLD ones and answers the seats sold: every claim, each to
 * the holder it was held for, or one seat sold to `only.holderId` (a partner for the season, a
 * ticket for a game). A hold lost meanwhile is not among them, so the caller compares with what it
 * meant to sell and makes nothing.
 */
export async function sellHeld(
  tx: Queryable,
  flow: Pick<PurchaseFlow, 'holdColumn' | 'claims'>,
  ownerId: number,
  only?: { seatId: number; holderId: number },
): Promise<number[]> {
  const { table, soldTo } = flow.claims;
  const { rows } = await tx.query<{ seat_id: number }>(
    `UPDATE ${table} SET kind = 'SOLD', ${flow.holdColumn} = NULL, expires_at = NULL, ${soldTo} = coalesce($2, ${soldTo})
     WHERE kind = 'HELD' AND ${flow.holdColumn} = $1 AND ($3::integer IS NULL OR seat_id = $3) RETURNING seat_id`,
    [ownerId, only?.holderId ?? null, only?.seatId ?? null],
  );
  return rows.map((row) => row.seat_id);
}
