import { SIGNUP_CODES } from '../../src/api/signup.ts';
import type { PurchaseFlow } from '../purchase/flow.ts';
import { SEASON_CLAIMS } from './game-seats.ts';
import { createMembership } from './signup-membership.ts';
import { LIVE_ORDER_STATUSES, ORDER_COLUMNS, type OrderRow } from './signup-orders.ts';

const { seatTaken, seatNotPriced, orderExpired, orderNotOpen } = SIGNUP_CODES;

/**
 * The sign-up order as a purchase: only its buyer acts on it (it is found by the caller's user
 * id, and its holds meet the caps of hold-limits.ts); an approval makes the memberships. An order
 * that ends takes no more money at the office: its pending cash payment is declined.
 */
export const signupFlow: PurchaseFlow<OrderRow> = {
  table: 'signup_orders',
  columns: ORDER_COLUMNS,
  claims: SEASON_CLAIMS,
  holdColumn: 'signup_order_id',
  liveStatuses: LIVE_ORDER_STATUSES,
  openStatuses: ['OPEN'],
  latestFirst: 'id DESC',
  payments: { table: 'signup_payments', ownerColumn: 'order_id', metric: 'signup' },
  codes: { seatTaken, seatNotPriced, expired: orderExpired, notOpen: orderNotOpen },
  texts: {
    notFound: 'Order not found',
    expired: 'The order has expired',
    notOpen: (status) => `The order is ${status}, not open`,
    raceLost: 'A seat was taken by another order meanwhile',
    notPriced: (seatId) => `Seat ${seatId} has no price for the person's rol`,
    picksField: 'body.seats',
    holder: 'person',
  },
  authorise: async () => undefined,
  onApproved: (tx, orderId, paymentId) => createMembership(tx, signupFlow, orderId, paymentId),
  onClose: (ended) =>
    `UPDATE signup_payments SET status = 'DECLINED', decided_at = now() WHERE order_id IN ${ended} AND method = 'CASH' AND status = 'PENDING'`,
};
