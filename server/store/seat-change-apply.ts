import type { Queryable } from '../db/db.ts';
import type { PurchaseFlow } from '../purchase/flow.ts';
import { lockClaims, sellHeld } from '../purchase/sell.ts';

/**
 * Moves every partner to their held seat and takes one unit of the change's product per partner
 * who moves; false (nothing changed) if a hold was lost meanwhile, a partner no longer has the
 * seat they left (another change moved them), or the product has too few units left.
 */
export async function applySeatChange(tx: Queryable, flow: PurchaseFlow, changeId: number): Promise<boolean> {
  await lockClaims(
    tx,
    'SELECT next_seat_id FROM seat_change_partners WHERE seat_change_id = $1 UNION SELECT previous_seat_id FROM seat_change_partners WHERE seat_change_id = $1',
    changeId,
  );
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
  const sold = await sellHeld(tx, flow, changeId);
  // A held seat gone after all: nothing moves (the unit taken goes back), the payment is refunded.
  if (sold.length !== moves) {
    await tx.query('ROLLBACK TO SAVEPOINT seat_change');
    return false;
  }
  await tx.query("UPDATE seat_changes SET status = 'PAID', updated_at = now() WHERE id = $1", [changeId]);
  return true;
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
