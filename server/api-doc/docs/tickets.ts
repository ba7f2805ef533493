import { NO_SEATS_TOGETHER } from '../../../src/api/best-seats.ts';
import { HOLD_LIMITS } from '../../../src/api/hold-limits.ts';
import { SIGNUP_CODES } from '../../../src/api/signup.ts';
import { TICKET_CODES, type ticketsEndpoints } from '../../../src/api/tickets.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const notFound = "no order of the caller with that id (another user's order is never shown)";
const notOpen = `the order is not OPEN (code '${TICKET_CODES.notOpen}') or its hold time has passed (code '${TICKET_CODES.expired}')`;
const saleClosed = `the game's sale is not open now (code '${TICKET_CODES.saleClosed}')`;
const seatErrors =
  `a seat is not free for the game: held or bought by another buyer, held or sold for the season and not released for this game ` +
  `(code '${TICKET_CODES.seatTaken}'); a seat with no price in the game's tier (code '${TICKET_CODES.seatNotPriced}'); ` +
  `more than settings.max_tickets_per_game tickets for the buyer and game, counting those bought (code '${TICKET_CODES.tooMany}')`;

/** What API.md says of each ticket endpoint: what it does and every non-2xx status it produces. */
export const ticketsDocs = {
  createOrder: {
    summary:
      "Starts the caller's order for one game holding `seats` (all or none) until settings.seat_hold_seconds pass; an OPEN order of the caller is cancelled first (its seats freed). " +
      'A seat sold for the season is free only when its member released it for this game; the hold locks the release, so a take-back and a hold of one seat never both win.',
    errors: {
      400: 'body invalid, or a seat listed twice',
      403: `the caller's mail is not confirmed yet (code '${SIGNUP_CODES.mailNotConfirmed}')`,
      404: 'no such game this season (code game-not-found), or no such seat',
      409: `${saleClosed}; an order of the caller waits for its payment (code '${TICKET_CODES.orderPending}'); ${seatErrors}`,
      429: `the account started ${HOLD_LIMITS.holdsPerAccountPerDay} orders in the last day (code '${TICKET_CODES.tooManyOrders}')`,
    },
  },
  latestOrder: { summary: "The caller's latest ticket order, in any status.", errors: { 404: 'the caller has no ticket order' } },
  order: { summary: "One of the caller's ticket orders; once PAID, `ticketIds` names its tickets.", errors: { 404: notFound } },
  cancelOrder: {
    summary: 'Cancels a live order (OPEN or waiting for its payment) and frees its seats; a payment approved afterwards is left to refund.',
    errors: { 404: `${notFound}, or it is not live` },
  },
  holdSeats: {
    summary: 'Makes the open order hold exactly `seats` (all or none): seats left out are freed, new ones held in seat id order. An empty list frees them all.',
    errors: { 400: 'body invalid, or a seat listed twice', 404: `${notFound}, or no such seat`, 409: `${notOpen}; ${saleClosed}; ${seatErrors}` },
  },
  bestSeats: {
    summary:
      "Finds `count` free seats together for the game (in `areaId`, or the cheapest area with the best arrangement; `wheelchair` puts a wheelchair space and its companion seat first) and makes the order hold exactly those.",
    errors: {
      400: 'body invalid',
      404: `${notFound}, or no such area`,
      409: `no free seats together for them (code '${NO_SEATS_TOGETHER}'); ${notOpen}; ${saleClosed}; more tickets than the buyer may have (code '${TICKET_CODES.tooMany}')`,
    },
  },
  payment: {
    summary: "Starts the payment of the open order's held seats at the provider (their holds last 30 minutes more) and answers the provider URL to send the browser to; the provider sends it back to /partidos/entradas/resultado/{success|error|pending-refund}.",
    errors: {
      400: 'paymentMethod is not one of the settings.payment_methods',
      404: notFound,
      409: `${notOpen}; ${saleClosed}; the order holds no seat (code '${TICKET_CODES.seatTaken}')`,
    },
  },
  paymentNotify: {
    summary:
      "The provider's signed outcome, applied once. APPROVED makes one ticket per held seat in the buyer's name, marks a released seat SOLD and credits its member settings.release_share_percent of its price in member_credits, and mails the buyer and the credited members; " +
      'DECLINED frees the seats; money for an order that lapsed or whose seats changed is left REFUND_PENDING.',
    errors: { 400: 'body invalid', 403: 'bad signature (code bad-signature)', 404: 'unknown transaction' },
  },
  tickets: { summary: "The caller's tickets, by tip-off, each with the secret its rotating code comes from.", errors: {} },
  ticket: { summary: "One of the caller's tickets.", errors: { 404: "no ticket of the caller with that id (another user's ticket is never shown)" } },
  ticketPdf: {
    summary: 'The ticket as a one-page PDF in the caller\'s language, without its code (a printed code would never change). `Cache-Control: private, no-store`.',
    errors: { 404: "no ticket of the caller with that id (another user's ticket is never shown)" },
  },
} satisfies AreaDocs<typeof ticketsEndpoints>;
