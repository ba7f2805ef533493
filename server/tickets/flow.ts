import { TICKET_CODES } from '../../src/api/tickets.ts';
import type { PurchaseFlow } from '../purchase/flow.ts';
import { GAME_CLAIMS } from '../store/game-seats.ts';
import { makeTickets } from './approval.ts';
import { LIVE_TICKET_STATUSES, TICKET_ORDER_COLUMNS, type TicketOrderRow } from './orders.ts';

const { seatTaken, seatNotPriced, expired, notOpen } = TICKET_CODES;

/**
 * A single game's tickets as a purchase: its seats are claimed for one game (game_seat_claims),
 * only its buyer acts on it (it is found by the caller's user id); an approval makes a ticket per
 * seat and credits the members whose released seats it bought.
 */
export const ticketFlow: PurchaseFlow<TicketOrderRow> = {
  table: 'ticket_orders',
  columns: TICKET_ORDER_COLUMNS,
  claims: GAME_CLAIMS,
  holdColumn: 'ticket_order_id',
  liveStatuses: LIVE_TICKET_STATUSES,
  openStatuses: ['OPEN'],
  latestFirst: 'id DESC',
  payments: { table: 'ticket_order_payments', ownerColumn: 'ticket_order_id', metric: 'ticket' },
  codes: { seatTaken, seatNotPriced, expired, notOpen },
  texts: {
    notFound: 'Ticket order not found',
    expired: 'The ticket order has expired',
    notOpen: (status) => `The ticket order is ${status}, not open`,
    raceLost: 'A seat was taken by another buyer meanwhile',
    notPriced: (seatId) => `Seat ${seatId} has no ticket price for this game`,
    picksField: 'body.seats',
    holder: 'ticket',
  },
  authorise: async () => undefined,
  onApproved: (tx, orderId, paymentId) => makeTickets(tx, ticketFlow, orderId, paymentId),
};
