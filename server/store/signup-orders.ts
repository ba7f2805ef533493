import type { SignupOrderStatus } from '../../src/api/signup.ts';

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
  /** The order holds a unit of each person's product (since its first hold). */
  units_reserved: boolean;
  overdue: boolean;
}

export const ORDER_COLUMNS = 'id, user_id, kind, term, season, status, units_reserved';
