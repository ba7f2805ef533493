import * as z from 'zod/mini';
import { endpoint, idParamSchema, idSchema, noContent } from './contract';
import { bestSeatsProposalSchema, NO_SEATS_TOGETHER } from './best-seats';
import { BEST_SEATS_LIMIT } from './limits';
import { gameSchema } from './gate';
import { paymentNotificationBodySchema } from './seat-change';

/**
 * A single game's tickets (beyond §7): anyone with an account holds free seats of one game (see
 * games.ts), pays at the provider like a seat change, and gets a ticket per seat with a rotating
 * code for the gate, a PDF and a mail. At most `maxTickets` (settings, 8 by default) per buyer and
 * game, counting those already bought.
 */
export const ticketsPaths = {
  orders: 'ticket-orders',
  latestOrder: 'ticket-orders/latest',
  order: 'ticket-orders/:id',
  seats: 'ticket-orders/:id/seats',
  bestSeats: 'ticket-orders/:id/best-seats',
  payment: 'ticket-orders/:id/payment',
  paymentNotify: 'ticket-orders/payments/notify',
  tickets: 'tickets',
  ticket: 'tickets/:id',
  ticketPdf: 'tickets/:id/ticket.pdf',
} as const;

export const TICKET_CODES = {
  seatTaken: 'ticket-seat-taken',
  seatNotPriced: 'ticket-seat-not-priced',
  expired: 'ticket-order-expired',
  notOpen: 'ticket-order-not-open',
  /** The game's sale is not open (not yet, over, or never put on sale). */
  saleClosed: 'ticket-sale-closed',
  /** More tickets than the buyer may have for the game, counting those bought. */
  tooMany: 'ticket-limit',
  /** An order is waiting for its payment: finish or cancel it first. */
  orderPending: 'ticket-order-pending',
  /** Orders started today by the account reached HOLD_LIMITS.holdsPerAccountPerDay: restarting unpaid holds for ever is squatting. */
  tooManyOrders: 'ticket-orders-per-day',
  noSeatsTogether: NO_SEATS_TOGETHER,
} as const;

export const ticketOrderStatuses = ['OPEN', 'PENDING_PAYMENT', 'PAID', 'REFUND_PENDING', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
export type TicketOrderStatus = (typeof ticketOrderStatuses)[number];

/** A seat of an order or a ticket: where it is and what it costs. */
export const ticketSeatSchema = z.object({
  seatId: idSchema,
  areaId: idSchema,
  areaName: z.string(),
  sectorName: z.string(),
  row: z.int(),
  number: z.int(),
  /** Euros. */
  price: z.number(),
});
export type TicketSeat = z.infer<typeof ticketSeatSchema>;

export const ticketOrderSchema = z.object({
  id: idSchema,
  game: gameSchema,
  status: z.enum(ticketOrderStatuses),
  seats: z.array(ticketSeatSchema),
  /** Euros. */
  total: z.number(),
  /** Seconds before the order and its holds lapse, counted on the server; 0 once passed or paid. */
  expiresIn: z.int(),
  /** Once PAID: the tickets made, one per seat. */
  ticketIds: z.array(idSchema),
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;

/** Most seats one request names; the buyer's cap per game (settings) is checked on top. */
export const TICKET_ORDER_MAX_SEATS = 50;
const seatIdsSchema = z.array(idSchema).check(z.maxLength(TICKET_ORDER_MAX_SEATS));

export const ticketOrderBodySchema = z.strictObject({ gameId: idSchema, seats: seatIdsSchema });
export const ticketSeatsBodySchema = z.strictObject({ seats: seatIdsSchema });
export const ticketBestSeatsBodySchema = z.strictObject({
  count: z.int().check(z.positive(), z.maximum(TICKET_ORDER_MAX_SEATS)),
  areaId: z.optional(idSchema),
  /** One of the seats is a wheelchair space, the next its companion seat. */
  wheelchair: z.optional(z.boolean()),
});
export const ticketPaymentBodySchema = z.strictObject({ paymentMethod: z.string().check(z.minLength(1), z.maxLength(40)) });

/** A ticket as its buyer sees it; `secret` makes its rotating code on the buyer's device. */
export const ticketSchema = z.object({
  id: idSchema,
  game: gameSchema,
  seat: ticketSeatSchema,
  holderName: z.string(),
  /** 20 random bytes as hex: the ticket's code secret (src/api/card-code.ts). */
  secret: z.string().check(z.regex(/^[0-9a-f]{40}$/)),
});
export type Ticket = z.infer<typeof ticketSchema>;

const idParams = z.object({ id: idParamSchema });
/** Calls that take or give back seats: a script holding tickets it never pays runs out here. */
const TICKET_HOLD_LIMIT = { counter: 'ticket-holds', per: 'account', max: 60, windowSeconds: 10 * 60 } as const;

export const ticketsEndpoints = {
  createOrder: endpoint({
    method: 'POST',
    path: ticketsPaths.orders,
    auth: 'session',
    body: ticketOrderBodySchema,
    response: ticketOrderSchema,
    limits: [TICKET_HOLD_LIMIT],
  }),
  latestOrder: endpoint({ method: 'GET', path: ticketsPaths.latestOrder, auth: 'session', response: ticketOrderSchema }),
  order: endpoint({ method: 'GET', path: ticketsPaths.order, auth: 'session', params: idParams, response: ticketOrderSchema }),
  cancelOrder: endpoint({ method: 'DELETE', path: ticketsPaths.order, auth: 'session', params: idParams, response: noContent }),
  holdSeats: endpoint({
    method: 'PUT',
    path: ticketsPaths.seats,
    auth: 'session',
    params: idParams,
    body: ticketSeatsBodySchema,
    response: ticketOrderSchema,
    limits: [TICKET_HOLD_LIMIT],
  }),
  bestSeats: endpoint({
    method: 'PUT',
    path: ticketsPaths.bestSeats,
    auth: 'session',
    params: idParams,
    body: ticketBestSeatsBodySchema,
    response: z.object({ order: ticketOrderSchema, proposal: bestSeatsProposalSchema }),
    limits: [BEST_SEATS_LIMIT, TICKET_HOLD_LIMIT],
  }),
  payment: endpoint({
    method: 'POST',
    path: ticketsPaths.payment,
    auth: 'session',
    params: idParams,
    body: ticketPaymentBodySchema,
    response: z.object({ transaction: z.url() }),
  }),
  paymentNotify: endpoint({
    method: 'POST',
    path: ticketsPaths.paymentNotify,
    auth: 'public',
    body: paymentNotificationBodySchema,
    response: noContent,
  }),
  tickets: endpoint({ method: 'GET', path: ticketsPaths.tickets, auth: 'session', response: z.array(ticketSchema) }),
  ticket: endpoint({ method: 'GET', path: ticketsPaths.ticket, auth: 'session', params: idParams, response: ticketSchema }),
  ticketPdf: endpoint({
    method: 'GET',
    path: ticketsPaths.ticketPdf,
    auth: 'session',
    params: idParams,
    /** The PDF's bytes (not JSON), without the code. */
    response: z.string(),
  }),
};
