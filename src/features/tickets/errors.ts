import { SIGNUP_CODES } from '../../api/signup';
import { TICKET_CODES } from '../../api/tickets';
import { ApiError } from '../../lib/http';
import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';
import { isQueueAdmissionRefusal } from '../../lib/queue-admission';

/**
 * What a failed ticket purchase call means for the buyer, as a table: a message (i18n key) and
 * what the screen does next. The server's `code` (TICKET_CODES) tells the answers apart.
 */
export interface TicketOutcome {
  message: string;
  /** A seat was taken meanwhile: the map is read again and the seats still free stay chosen. */
  refreshSeats?: boolean;
  /** The order and its holds are gone: the buyer starts a new one. */
  startAgain?: boolean;
  /** An order of the buyer waits for its payment: its result page says where it stands. */
  toPending?: boolean;
  /** The game's sale is not open: nothing here can be bought. */
  saleClosed?: boolean;
  /** Best seats together: no arrangement for this count (the ways on are shown). */
  noneTogether?: boolean;
}

/** The `code` of an order for a game that is not this season's. */
const GAME_NOT_FOUND = 'game-not-found';

const CONNECTION: TicketOutcome = { message: 'TICKETS.ERRORS.CONNECTION' };

const ROWS: OutcomeRow<TicketOutcome>[] = [
  { code: TICKET_CODES.seatTaken, outcome: { message: 'TICKETS.ERRORS.SEAT_TAKEN', refreshSeats: true } },
  { code: TICKET_CODES.seatNotPriced, outcome: { message: 'TICKETS.ERRORS.SEAT_NOT_PRICED', refreshSeats: true } },
  { code: TICKET_CODES.expired, outcome: { message: 'TICKETS.ERRORS.EXPIRED', startAgain: true } },
  { code: TICKET_CODES.notOpen, outcome: { message: 'TICKETS.ERRORS.NOT_OPEN', startAgain: true } },
  { code: TICKET_CODES.saleClosed, outcome: { message: 'TICKETS.ERRORS.SALE_CLOSED', saleClosed: true } },
  { code: TICKET_CODES.tooMany, outcome: { message: 'TICKETS.ERRORS.TOO_MANY' } },
  { code: TICKET_CODES.orderPending, outcome: { message: 'TICKETS.ERRORS.ORDER_PENDING', toPending: true } },
  { code: TICKET_CODES.tooManyOrders, outcome: { message: 'TICKETS.ERRORS.TOO_MANY_ORDERS' } },
  { code: SIGNUP_CODES.mailNotConfirmed, outcome: { message: 'TICKETS.ERRORS.MAIL_NOT_CONFIRMED' } },
  { code: GAME_NOT_FOUND, outcome: { message: 'TICKETS.ERRORS.SALE_CLOSED', saleClosed: true } },
  { code: TICKET_CODES.noSeatsTogether, outcome: { message: 'TICKETS.ERRORS.NONE_TOGETHER', noneTogether: true } },
  { status: 429, outcome: { message: 'ERROR.TOO_MANY_ATTEMPTS' } },
  { status: 401, outcome: { message: 'TICKETS.ERRORS.SESSION_ENDED' } },
  { status: 404, outcome: { message: 'TICKETS.ERRORS.EXPIRED', startAgain: true } },
];

/** Any purchase call (order, seats, best seats, payment, cancel): its outcome. */
export function purchaseOutcome(error: unknown): TicketOutcome {
  if (!judged(error)) return CONNECTION;
  // The queue tracker is asked again at once (lib/queue-admission): the page or the waiting room follows.
  if (isQueueAdmissionRefusal(error.status ?? 0, error.code)) return { message: 'QUEUE_ADMISSION.REFUSED' };
  return outcomeOf(error, ROWS, { message: 'TICKETS.ERRORS.REFUSED' });
}

/** A ticket read: gone or not the caller's (404) is said as such; the rest may come on a retry. */
export const ticketLoadMessage = (error: unknown): string =>
  error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 403) ? 'TICKETS.TICKET.NOT_FOUND' : 'TICKETS.ERRORS.CONNECTION';
