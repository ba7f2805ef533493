import { SIGNUP_CODES, type SignupOrderStatus } from '../../src/api/signup.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { sqlStrings } from './seat-changes.ts';

/** The statuses the unique index signup_orders_one_live counts: the order still holds seats. */
export const LIVE_ORDER_STATUSES: SignupOrderStatus[] = ['OPEN', 'PENDING_PAYMENT', 'AWAITING_CASH'];

/** The columns mutations decide on; `overdue` is computed by the database clock. */
export interface OrderRow {
  id: number;
  user_id: number;
  kind: 'NEW' | 'RENEWAL';
  term: string;
  season: string;
  status: SignupOrderStatus;
  overdue: boolean;
}

const ORDER_COLUMNS = 'id, user_id, kind, term, season, status, expires_at <= now() AS overdue';

/** The caller's order with that id, or null (another user's order is never found). */
export async function findOwnOrder(db: Queryable, userId: number, orderId: number, options: { lock?: boolean } = {}): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM signup_orders WHERE id = $1 AND user_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [orderId, userId],
  );
  return rows[0] ?? null;
}

export async function findLatestOwnOrder(db: Queryable, userId: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM signup_orders WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [userId]);
  return rows[0] ?? null;
}

/** Frees every seat an order holds. */
async function releaseOrderHolds(tx: Queryable, orderId: number): Promise<void> {
  await tx.query("DELETE FROM seat_claims WHERE kind = 'HELD' AND signup_order_id = $1", [orderId]);
}

/**
 * Frees every seat an order holds and declines the cash it was waiting for: an order that has
 * ended takes no more money at the office.
 */
async function closeOrder(tx: Queryable, orderId: number): Promise<void> {
  await releaseOrderHolds(tx, orderId);
  await tx.query(
    "UPDATE signup_payments SET status = 'DECLINED', decided_at = now() WHERE order_id = $1 AND method = 'CASH' AND status = 'PENDING'",
    [orderId],
  );
}

/** Ends an order in a final status, freeing its seats. */
export async function endOrder(tx: Queryable, orderId: number, status: SignupOrderStatus): Promise<void> {
  await tx.query('UPDATE signup_orders SET status = $2, updated_at = now() WHERE id = $1', [orderId, status]);
  await closeOrder(tx, orderId);
}

/**
 * Lazy expiry, as for seat changes: the user's live orders past their time become EXPIRED and
 * free their seats, before every read and step. One waiting for the provider lapses too; a late
 * approval then makes nothing and leaves a refund pending.
 */
export async function expireOverdueOrders(db: Db, userId: number): Promise<void> {
  // Nearly always nothing is overdue: one read then, no transaction (no BEGIN/COMMIT round trips).
  const { rows } = await db.query(
    `SELECT 1 FROM signup_orders WHERE user_id = $1 AND status IN (${sqlStrings(LIVE_ORDER_STATUSES)}) AND expires_at <= now() LIMIT 1`,
    [userId],
  );
  if (rows.length > 0) await db.transaction((tx) => expireOverdueOrdersIn(tx, userId));
}

async function expireOverdueOrdersIn(tx: Queryable, userId: number): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE signup_orders SET status = 'EXPIRED', updated_at = now()
     WHERE user_id = $1 AND status = ANY($2) AND expires_at <= now() RETURNING id`,
    [userId, LIVE_ORDER_STATUSES],
  );
  for (const { id } of rows) await closeOrder(tx, id);
}

/** 409 unless the order is OPEN and within its hold time. */
export function assertOrderOpen(order: OrderRow): void {
  if (order.status === 'EXPIRED' || (order.status === 'OPEN' && order.overdue)) {
    throw new HttpError(409, 'The order has expired', SIGNUP_CODES.orderExpired);
  }
  if (order.status !== 'OPEN') throw new HttpError(409, `The order is ${order.status}, not open`, SIGNUP_CODES.orderNotOpen);
}

/** Keeps an order and its holds alive for `seconds` from now. */
export async function extendOrder(tx: Queryable, orderId: number, seconds: number): Promise<void> {
  await tx.query('UPDATE signup_orders SET expires_at = now() + make_interval(secs => $2), updated_at = now() WHERE id = $1', [
    orderId,
    seconds,
  ]);
  await tx.query(
    "UPDATE seat_claims SET expires_at = (SELECT expires_at FROM signup_orders WHERE id = $1) WHERE kind = 'HELD' AND signup_order_id = $1",
    [orderId],
  );
}
