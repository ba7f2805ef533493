import { SEAT_CHANGE_CODES } from '../../api/seat-change';
import { ApiError } from '../../lib/http';
import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';
import { isQueueAdmissionRefusal } from '../../lib/queue-admission';

/**
 * The §8 outcomes of the seat change calls (spec §8 "Seat change", §4 "Seat change"), as tables.
 * A message is an i18n key; `goTo` is where the member is sent; the flags tell the screen what
 * else to do. The server's `code` (SEAT_CHANGE_CODES) picks a more precise text where §8 has one
 * text for the whole call.
 */

export type SeatChangeStep = 'profile' | 'area-selection' | 'seat-selection';

export interface SeatChangeOutcome {
  /** i18n key. */
  message: string;
  /** Where the member goes; absent: stays where they are. */
  goTo?: SeatChangeStep;
  /** The change is read again (spec §4 "Seat update": a new load is requested). */
  reload?: boolean;
  /** The area's seats are read again (a seat was taken meanwhile). */
  refreshSeats?: boolean;
  /** The hold time has passed: the expiry of §4 runs (timer message, profile). */
  expired?: boolean;
  /** No answer or a server failure: the same action may work if tried again. */
  retry?: boolean;
  /** 401: the session ended; the re-login opens over the page. */
  sessionEnded?: boolean;
  /** The change is no longer there to act on (paid, expired or cancelled elsewhere). */
  gone?: boolean;
  /** Best seats together: no arrangement for these people (409 'no-seats-together'); the screen offers the ways on. */
  noneTogether?: boolean;
}

/** Init 409 'seat-change-live' (spec §4 "Creation when one is already reserved"): ask before replacing it. */
export interface ReplaceOutcome {
  replaceExisting: true;
}

/**
 * A purchase call refused for want of a queue admission: the member stays on the page while the
 * queue tracker is asked again (lib/queue-admission), which lets them retry or shows the waiting room.
 */
function queueRefusal(error: unknown): SeatChangeOutcome | null {
  if (!(error instanceof ApiError) || error.status === null) return null;
  return isQueueAdmissionRefusal(error.status, error.code) ? { message: 'QUEUE_ADMISSION.REFUSED' } : null;
}

const sessionEnded = { message: 'SEAT_CHANGE.ERRORS.SESSION_ENDED', sessionEnded: true } as const;
const expired = { message: 'SEAT_CHANGE.ERRORS.EXPIRED', expired: true, goTo: 'profile' } as const;
const toProfile = { goTo: 'profile', reload: true } as const;

const SESSION_ENDED: OutcomeRow<SeatChangeOutcome> = { status: 401, outcome: sessionEnded };

/** The 403 codes that mean "someone in this change may no longer change seat, or be moved by you". */
const NOT_ALLOWED: OutcomeRow<SeatChangeOutcome>[] = [
  SEAT_CHANGE_CODES.noPartner,
  SEAT_CHANGE_CODES.seatChangeNotAllowed,
  SEAT_CHANGE_CODES.partnerNotAllowed,
  SEAT_CHANGE_CODES.partnerMayNotChangeSeat,
].map((code) => ({ status: 403, code, outcome: { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', ...toProfile } }));

/**
 * 409 because the change is over for this screen: its hold time passed (the expiry of §4, as when
 * the countdown reaches 0), or it is no longer open (another tab started its payment or
 * cancelled it), so the profile shows where it stands.
 */
const OVER: OutcomeRow<SeatChangeOutcome>[] = [
  { status: 409, code: SEAT_CHANGE_CODES.seatChangeExpired, outcome: expired },
  { status: 409, code: SEAT_CHANGE_CODES.seatChangeNotOpen, outcome: { message: 'SEAT_CHANGE.ERRORS.NOT_OPEN', ...toProfile } },
];

/**
 * Loading the live change (GET group-seat-change). 404 is "Seat change not loaded" (§8
 * internal error): there is no change, which the screens treat as the way back to the profile.
 */
export function loadOutcome(error: unknown): SeatChangeOutcome | null {
  return outcomeOf<SeatChangeOutcome | null>(error, [{ status: 404, outcome: null }, SESSION_ENDED], { message: 'SEAT_CHANGE.ERRORS.LOAD', retry: true });
}

/** Pending-payment load (§8): its failure gives the pending-payment alert; 404 means none. */
export function pendingPaymentOutcome(error: unknown): SeatChangeOutcome | null {
  return outcomeOf<SeatChangeOutcome | null>(error, [{ status: 404, outcome: null }, SESSION_ENDED], { message: 'SEAT_CHANGE.ERRORS.PENDING_PAYMENT', retry: true });
}

/** Cancelling a pending-payment change or a live one ('Failed cancel seat change'). */
const CANCEL: OutcomeRow<SeatChangeOutcome>[] = [
  SESSION_ENDED,
  // 404: it is already gone (paid, expired or cancelled elsewhere): read it again.
  { status: 404, outcome: { message: 'SEAT_CHANGE.ERRORS.CANCEL_GONE', reload: true, gone: true } },
];

export function cancelOutcome(error: unknown): SeatChangeOutcome {
  return outcomeOf(error, CANCEL, { message: 'SEAT_CHANGE.ERRORS.CANCEL', retry: !judged(error), reload: true });
}

/**
 * Init (§8 "Creation failure: cart-error text, after a redirect to the profile"; §4 "Failed
 * init"). 409 'seat-change-live' is §4's "creation when one is already reserved".
 */
const INIT: OutcomeRow<SeatChangeOutcome | ReplaceOutcome>[] = [
  { status: 409, code: SEAT_CHANGE_CODES.seatChangeLive, outcome: { replaceExisting: true } },
  SESSION_ENDED,
  { code: SEAT_CHANGE_CODES.productSoldOut, outcome: { message: 'SEAT_CHANGE.ERRORS.SOLD_OUT', ...toProfile } },
  { code: SEAT_CHANGE_CODES.tooManyRestarts, outcome: { message: 'SEAT_CHANGE.ERRORS.TOO_MANY_RESTARTS', ...toProfile } },
  { code: SEAT_CHANGE_CODES.partnerInSeatChange, outcome: { message: 'SEAT_CHANGE.ERRORS.PARTNER_BUSY', ...toProfile } },
  { code: SEAT_CHANGE_CODES.partnerWithoutSeat, outcome: { message: 'SEAT_CHANGE.ERRORS.PARTNER_WITHOUT_SEAT', ...toProfile } },
  ...NOT_ALLOWED,
];

export function initOutcome(error: unknown): SeatChangeOutcome | ReplaceOutcome {
  return queueRefusal(error) ?? outcomeOf(error, INIT, { message: 'SEAT_CHANGE.ERRORS.CART', ...toProfile });
}

/**
 * Seat update (§4: on failure the member goes to the profile, a new load is requested and the
 * seats-error text shows). Where the member can simply choose again (a seat taken meanwhile or
 * not priced for their role), they stay on the map and its seats are read again.
 */
const SEATS: OutcomeRow<SeatChangeOutcome>[] = [
  SESSION_ENDED,
  ...OVER,
  { code: SEAT_CHANGE_CODES.seatTaken, outcome: { message: 'SEAT_CHANGE.ERRORS.SEAT_TAKEN', refreshSeats: true } },
  { code: SEAT_CHANGE_CODES.seatNotPriced, outcome: { message: 'SEAT_CHANGE.ERRORS.SEAT_NOT_PRICED', refreshSeats: true } },
];

export function seatsOutcome(error: unknown): SeatChangeOutcome {
  return queueRefusal(error) ?? outcomeOf(error, SEATS, { message: 'SEAT_CHANGE.ERRORS.SEATS', ...toProfile });
}

/**
 * Best seats together (beyond spec). None possible stays on the screen with the ways on; an
 * unknown area (404) reads the seats again; the rest is as a seat update.
 */
const BEST_SEATS: OutcomeRow<SeatChangeOutcome | null>[] = [
  { status: 409, code: SEAT_CHANGE_CODES.noSeatsTogether, outcome: { message: 'SEAT_CHANGE.ERRORS.NO_SEATS_TOGETHER', noneTogether: true } },
  { status: 404, outcome: { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS', refreshSeats: true } },
  // The per-account request limit (server README): the map and the list still work meanwhile.
  { status: 429, outcome: { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS_LIMIT' } },
];

export function bestSeatsOutcome(error: unknown): SeatChangeOutcome {
  const own = outcomeOf(error, BEST_SEATS, null);
  if (own) return own;
  const outcome = seatsOutcome(error);
  return outcome.goTo === 'profile' && !outcome.expired && outcome.message === 'SEAT_CHANGE.ERRORS.SEATS' ? { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS', retry: !judged(error) } : outcome;
}

/** Confirm (§8: confirm-error text). A partner without a new seat goes back to choose one. */
const CONFIRM: OutcomeRow<SeatChangeOutcome>[] = [
  SESSION_ENDED,
  ...OVER,
  { code: SEAT_CHANGE_CODES.seatsMissing, outcome: { message: 'SEAT_CHANGE.ERRORS.SEATS_MISSING', goTo: 'seat-selection', reload: true } },
  { status: 403, outcome: { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', ...toProfile } },
];

export function confirmOutcome(error: unknown): SeatChangeOutcome {
  return queueRefusal(error) ?? outcomeOf(error, CONFIRM, { message: 'SEAT_CHANGE.ERRORS.CONFIRM', retry: !judged(error), reload: judged(error) });
}

/**
 * Payment or redirect after confirm (§8: 'No hemos podido procesar tu alta, por favor prueba
 * más tarde'); also a transaction URL that is not the payment provider's.
 */
const PAYMENT: OutcomeRow<SeatChangeOutcome>[] = [SESSION_ENDED, ...OVER, { status: 403, outcome: { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', ...toProfile } }];

export function paymentOutcome(error: unknown): SeatChangeOutcome {
  return queueRefusal(error) ?? outcomeOf(error, PAYMENT, { message: 'SEAT_CHANGE.ERRORS.PAYMENT', retry: !judged(error), reload: judged(error) });
}
