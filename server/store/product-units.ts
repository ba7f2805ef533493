import { SIGNUP_CODES } from '../../src/api/signup.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { sqlStrings } from '../purchase/lifecycle.ts';
import { LIVE_ORDER_STATUSES } from './signup-orders.ts';

/**
 * Units of product `productColumn` reserved by live sign-up orders, but for those `except` (SQL
 * on the order `ro`) leaves out: an order that lapsed, ended or was replaced no longer counts, so
 * nothing needs to sweep reservations back.
 */
export function reservedUnitsSql(productColumn: string, except = 'false'): string {
  return `(SELECT count(*)::integer FROM signup_order_people rp JOIN signup_orders ro ON ro.id = rp.order_id
     WHERE rp.product_id = ${productColumn} AND ro.units_reserved AND ro.status IN (${sqlStrings(LIVE_ORDER_STATUSES)})
       AND ro.expires_at > now() AND NOT coalesce(${except}, false))`;
}

interface ProductUnits {
  id: number;
  stock: number | null;
  /** Units of the product the order asks for: one per person. */
  wanted: number;
  /** Stock less the units other live orders reserved. */
  free: number | null;
}

/**
 * The order's products, locked in id order (two orders never wait on each other in a circle),
 * with the units each leaves to this order. Callers lock seat claims first, as approval does.
 * Two statements: a statement that waited for the lock still counts with the snapshot it began
 * with, so the count is read after the lock, seeing the reservation of whoever held it.
 */
async function lockOrderProducts(tx: Queryable, orderId: number): Promise<ProductUnits[]> {
  await tx.query(
    'SELECT 1 FROM products WHERE id IN (SELECT product_id FROM signup_order_people WHERE order_id = $1) ORDER BY id FOR UPDATE',
    [orderId],
  );
  const { rows } = await tx.query<ProductUnits>(
    `SELECT p.id, p.stock, count(*)::integer AS wanted, p.stock - ${reservedUnitsSql('p.id', 'ro.id = $1')} AS free
     FROM signup_order_people sp JOIN products p ON p.id = sp.product_id WHERE sp.order_id = $1 GROUP BY p.id ORDER BY p.id`,
    [orderId],
  );
  return rows;
}

/**
 * Reserves one unit of each person's product for an order holding seats, once: 409
 * product-sold-out when other live orders and sales leave too few.
 */
export async function reserveOrderUnits(tx: Queryable, order: { id: number; units_reserved: boolean }): Promise<void> {
  if (order.units_reserved) return;
  const short = (await lockOrderProducts(tx, order.id)).find((product) => product.free !== null && product.free < product.wanted);
  if (short) throw new HttpError(409, `Product ${short.id} has ${Math.max(short.free ?? 0, 0)} left`, SIGNUP_CODES.productSoldOut);
  await tx.query('UPDATE signup_orders SET units_reserved = true WHERE id = $1', [order.id]);
}

/**
 * Takes the order's units at approval. A live reservation always finds them; an order whose
 * reservation lapsed competes with the other live ones, and false means a unit is gone. The
 * stock CHECK (>= 0) is the last word.
 */
export async function takeOrderUnits(tx: Queryable, orderId: number): Promise<boolean> {
  const products = await lockOrderProducts(tx, orderId);
  if (products.some((product) => product.free !== null && product.free < product.wanted)) return false;
  for (const product of products) {
    if (product.stock !== null) await tx.query('UPDATE products SET stock = stock - $2 WHERE id = $1', [product.id, product.wanted]);
  }
  return true;
}
