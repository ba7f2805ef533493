import { SEAT_CHANGE_CODES, type SeatChangeCode } from '../../api/seat-change';
import { ApiError } from '../../lib/http';
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

type HttpAnswer = { status: number; code: SeatChangeCode | null };

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(SEAT_CHANGE_CODES));

/** The status and known code of an HTTP answer; null when nothing was judged (no answer, 5xx, garbled). */
function httpAnswer(error: unknown): HttpAnswer | null {
  if (!(error instanceof ApiError) || !error.isClientError || error.status === null) return null;
  return { status: error.status, code: error.code !== null && KNOWN_CODES.has(error.code) ? (error.code as SeatChangeCode) : null };
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

/** The 403 codes that mean "someone in this change may no longer change seat, or be moved by you". */
const NOT_ALLOWED: ReadonlySet<string> = new Set([
  SEAT_CHANGE_CODES.noPartner,
  SEAT_CHANGE_CODES.seatChangeNotAllowed,
  SEAT_CHANGE_CODES.partnerNotAllowed,
  SEAT_CHANGE_CODES.partnerMayNotChangeSeat,
]);

/**
 * 409 because the change is over for this screen: its hold time passed (the expiry of §4, as when
 * the countdown reaches 0), or it is no longer open (another tab started its payment or
 * cancelled it), so the profile shows where it stands.
 */
function overOutcome(answer: HttpAnswer | null): SeatChangeOutcome | null {
  if (answer?.status !== 409) return null;
  if (answer.code === SEAT_CHANGE_CODES.seatChangeExpired) return expired;
  if (answer.code === SEAT_CHANGE_CODES.seatChangeNotOpen) return { message: 'SEAT_CHANGE.ERRORS.NOT_OPEN', goTo: 'profile', reload: true };
  return null;
}

/**
 * Loading the live change (GET group-seat-change). 404 is "Seat change not loaded" (§8
 * internal error): there is no change, which the screens treat as the way back to the profile.
 */
export function loadOutcome(error: unknown): SeatChangeOutcome | null {
  const answer = httpAnswer(error);
  if (answer?.status === 404) return null;
  if (answer?.status === 401) return sessionEnded;
  return { message: 'SEAT_CHANGE.ERRORS.LOAD', retry: true };
}

/** Pending-payment load (§8): its failure gives the pending-payment alert; 404 means none. */
export function pendingPaymentOutcome(error: unknown): SeatChangeOutcome | null {
  const answer = httpAnswer(error);
  if (answer?.status === 404) return null;
  if (answer?.status === 401) return sessionEnded;
  return { message: 'SEAT_CHANGE.ERRORS.PENDING_PAYMENT', retry: true };
}

/** Cancelling a pending-payment change or a live one ('Failed cancel seat change'). */
export function cancelOutcome(error: unknown): SeatChangeOutcome {
  const answer = httpAnswer(error);
  if (answer?.status === 401) return sessionEnded;
  // 404: it is already gone (paid, expired or cancelled elsewhere): read it again.
  if (answer?.status === 404) return { message: 'SEAT_CHANGE.ERRORS.CANCEL_GONE', reload: true, gone: true };
  return { message: 'SEAT_CHANGE.ERRORS.CANCEL', retry: answer === null, reload: true };
}

/**
 * Init (§8 "Creation failure: cart-error text, after a redirect to the profile"; §4 "Failed
 * init"). 409 'seat-change-live' is §4's "creation when one is already reserved".
 */
export function initOutcome(error: unknown): SeatChangeOutcome | ReplaceOutcome {
  const refused = queueRefusal(error);
  if (refused) return refused;
  const answer = httpAnswer(error);
  if (answer?.status === 409 && answer.code === SEAT_CHANGE_CODES.seatChangeLive) return { replaceExisting: true };
  if (answer?.status === 401) return sessionEnded;
  const toProfile = { goTo: 'profile', reload: true } as const;
  if (answer?.code === SEAT_CHANGE_CODES.productSoldOut) return { message: 'SEAT_CHANGE.ERRORS.SOLD_OUT', ...toProfile };
  if (answer?.code === SEAT_CHANGE_CODES.tooManyRestarts) return { message: 'SEAT_CHANGE.ERRORS.TOO_MANY_RESTARTS', ...toProfile };
  if (answer?.code === SEAT_CHANGE_CODES.partnerInSeatChange) return { message: 'SEAT_CHANGE.ERRORS.PARTNER_BUSY', ...toProfile };
  if (answer?.code === SEAT_CHANGE_CODES.partnerWithoutSeat) return { message: 'SEAT_CHANGE.ERRORS.PARTNER_WITHOUT_SEAT', ...toProfile };
  if (answer?.status === 403 && answer.code && NOT_ALLOWED.has(answer.code)) return { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', ...toProfile };
  return { message: 'SEAT_CHANGE.ERRORS.CART', ...toProfile };
}

/**
 * Seat update (§4: on failure the member goes to the profile, a new load is requested and the
 * seats-error text shows). Where the member can simply choose again (a seat taken meanwhile or
 * not priced for their role), they stay on the map and its seats are read again.
 */
export function seatsOutcome(error: unknown): SeatChangeOutcome {
  const refused = queueRefusal(error);
  if (refused) return refused;
  const answer = httpAnswer(error);
  if (answer?.status === 401) return sessionEnded;
  const over = overOutcome(answer);
  if (over) return over;
  if (answer?.code === SEAT_CHANGE_CODES.seatTaken) return { message: 'SEAT_CHANGE.ERRORS.SEAT_TAKEN', refreshSeats: true };
  if (answer?.code === SEAT_CHANGE_CODES.seatNotPriced) return { message: 'SEAT_CHANGE.ERRORS.SEAT_NOT_PRICED', refreshSeats: true };
  return { message: 'SEAT_CHANGE.ERRORS.SEATS', goTo: 'profile', reload: true };
}

/**
 * Best seats together (beyond spec). None possible stays on the screen with the ways on; an
 * unknown area (404) reads the seats again; the rest is as a seat update.
 */
export function bestSeatsOutcome(error: unknown): SeatChangeOutcome {
  const answer = httpAnswer(error);
  if (answer?.status === 409 && answer.code === SEAT_CHANGE_CODES.noSeatsTogether) return { message: 'SEAT_CHANGE.ERRORS.NO_SEATS_TOGETHER', noneTogether: true };
  if (answer?.status === 404) return { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS', refreshSeats: true };
  // The per-account request limit (server README): the map and the list still work meanwhile.
  if (answer?.status === 429) return { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS_LIMIT' };
  const outcome = seatsOutcome(error);
  return outcome.goTo === 'profile' && !outcome.expired && outcome.message === 'SEAT_CHANGE.ERRORS.SEATS' ? { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS', retry: answer === null } : outcome;
}

/** Confirm (§8: confirm-error text). A partner without a new seat goes back to choose one. */
export function confirmOutcome(error: unknown): SeatChangeOutcome {
  const refused = queueRefusal(error);
  if (refused) return refused;
  const answer = httpAnswer(error);
  if (answer?.status === 401) return sessionEnded;
  const over = overOutcome(answer);
  if (over) return over;
  if (answer?.code === SEAT_CHANGE_CODES.seatsMissing) return { message: 'SEAT_CHANGE.ERRORS.SEATS_MISSING', goTo: 'seat-selection', reload: true };
  if (answer?.status === 403) return { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', goTo: 'profile', reload: true };
  return { message: 'SEAT_CHANGE.ERRORS.CONFIRM', retry: answer === null, reload: answer !== null };
}

/**
 * Payment or redirect after confirm (§8: 'No hemos podido procesar tu alta, por favor prueba
 * más tarde'); also a transaction URL that is not the payment provider's.
 */
export function paymentOutcome(error: unknown): SeatChangeOutcome {
  const refused = queueRefusal(error);
  if (refused) return refused;
  const answer = httpAnswer(error);
  if (answer?.status === 401) return sessionEnded;
  const over = overOutcome(answer);
  if (over) return over;
  if (answer?.status === 403) return { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', goTo: 'profile', reload: true };
  return { message: 'SEAT_CHANGE.ERRORS.PAYMENT', retry: answer === null, reload: answer !== null };
}
