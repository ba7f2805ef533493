import { SIGNUP_CODES } from '../../api/signup';
import { USERS_EMAIL_IN_USE } from '../../api/users';
import { ApiError } from '../../lib/http';
import { isQueueAdmissionRefusal } from '../../lib/queue-admission';

/**
 * What a failed sign-up call means for the member, as a table: a message (i18n key), the field
 * it is about, and what the screen does next. The server's `code` (SIGNUP_CODES) tells the
 * answers apart.
 */
export interface SignupOutcome {
  message: string;
  /** The form field the message belongs to. */
  field?: 'mail' | 'dni' | 'birthdate';
  /** The order's hold time has passed: the expiry message with its way on. */
  expired?: boolean;
  /** The seats are read again (one was taken meanwhile). */
  refreshSeats?: boolean;
  /** Back to the pass choice (the order is no longer there to act on). */
  toPass?: boolean;
  /** Partner creation is off: home. */
  toHome?: boolean;
  /** Best seats together: no arrangement for these people (409 'no-seats-together'); the screen offers the ways on. */
  noneTogether?: boolean;
}

const codeOf = (error: ApiError) => error.code ?? error.serverMessage;

/** The limits against seat squatting (server README, "Security model"): each message names the one met. */
const LIMIT_MESSAGES: Record<string, string> = {
  [SIGNUP_CODES.tooManyAccounts]: 'SIGNUP.ERRORS.TOO_MANY_ACCOUNTS',
  [SIGNUP_CODES.tooManyHolds]: 'SIGNUP.ERRORS.TOO_MANY_HOLDS',
  [SIGNUP_CODES.tooManyRestarts]: 'SIGNUP.ERRORS.TOO_MANY_RESTARTS',
};

/** No answer, a timeout or a server failure: nothing was judged, trying again may work. */
function commonOutcome(error: unknown): SignupOutcome | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || (error.status ?? 0) >= 500) return { message: 'SIGNUP.ERRORS.CONNECTION' };
  // The queue tracker is asked again at once (lib/queue-admission): the page or the waiting room follows.
  if (isQueueAdmissionRefusal(error.status ?? 0, codeOf(error))) return { message: 'QUEUE_ADMISSION.REFUSED' };
  if (error.status === 429) return { message: LIMIT_MESSAGES[codeOf(error) ?? ''] ?? 'ERROR.TOO_MANY_ATTEMPTS' };
  if (error.status === 403 && codeOf(error) === SIGNUP_CODES.creationClosed) return { message: 'SIGNUP.ERRORS.CLOSED', toHome: true };
  if (error.status === 403 && codeOf(error) === SIGNUP_CODES.mailNotConfirmed) return { message: 'SIGNUP.ERRORS.MAIL_NOT_CONFIRMED' };
  if (error.status === 401) return { message: 'SIGNUP.ERRORS.SESSION_ENDED' };
  return null;
}

/** POST signup/account (step 1). */
export function accountOutcome(error: unknown): SignupOutcome {
  const common = commonOutcome(error);
  if (common || !(error instanceof ApiError)) return common!;
  const code = codeOf(error);
  if (code === USERS_EMAIL_IN_USE) return { message: 'SIGNUP.ERRORS.MAIL_IN_USE', field: 'mail' };
  if (code === SIGNUP_CODES.dniInUse) return { message: 'SIGNUP.ERRORS.DNI_IN_USE', field: 'dni' };
  if (error.status === 400) return { message: 'SIGNUP.ERRORS.INVALID' };
  return { message: 'SIGNUP.ERRORS.ACCOUNT' };
}

/** POST signup/account/confirm-mail and resend-code (step 1's mail code). */
export function mailCodeOutcome(error: unknown, call: 'confirm' | 'resend'): SignupOutcome & { retryIn?: number } {
  // A resend refused for now: the button counts down to when the server will mail again.
  if (call === 'resend' && error instanceof ApiError && error.kind === 'http' && error.status === 429) {
    return { message: 'SIGNUP.CODE.ERRORS.WAIT', retryIn: error.retryAfterSeconds ?? 60 };
  }
  const common = commonOutcome(error);
  if (common || !(error instanceof ApiError)) return common!;
  const code = codeOf(error);
  if (code === SIGNUP_CODES.mailCodeWrong) return { message: 'SIGNUP.CODE.ERRORS.WRONG' };
  if (code === SIGNUP_CODES.mailCodeExpired) return { message: 'SIGNUP.CODE.ERRORS.EXPIRED' };
  return { message: 'SIGNUP.CODE.ERRORS.OTHER' };
}

/** POST signup/orders (end of step 2). */
export function orderOutcome(error: unknown): SignupOutcome {
  const common = commonOutcome(error);
  if (common || !(error instanceof ApiError)) return common!;
  const rows: Record<string, SignupOutcome> = {
    [SIGNUP_CODES.productSoldOut]: { message: 'SIGNUP.ERRORS.SOLD_OUT' },
    [SIGNUP_CODES.alreadyMember]: { message: 'SIGNUP.ERRORS.ALREADY_MEMBER' },
    [SIGNUP_CODES.noBirthdate]: { message: 'SIGNUP.ERRORS.NO_BIRTHDATE' },
    [SIGNUP_CODES.notBorn]: { message: 'SIGNUP.ERRORS.NOT_BORN', field: 'birthdate' },
    [SIGNUP_CODES.productNotForPerson]: { message: 'SIGNUP.ERRORS.PRODUCT_NOT_FOR_PERSON' },
    [SIGNUP_CODES.dniInUse]: { message: 'SIGNUP.ERRORS.DNI_IN_USE' },
    [SIGNUP_CODES.orderPaying]: { message: 'SIGNUP.ERRORS.ORDER_PAYING' },
    [SIGNUP_CODES.renewalNotAllowed]: { message: 'SIGNUP.ERRORS.RENEWAL_NOT_ALLOWED' },
  };
  return rows[codeOf(error) ?? ''] ?? { message: 'SIGNUP.ERRORS.ORDER' };
}

/** The order is over for this screen: its hold lapsed, or it is being paid or finished. */
function overOutcome(error: ApiError): SignupOutcome | null {
  const code = codeOf(error);
  if (code === SIGNUP_CODES.orderExpired) return { message: 'SIGNUP.ERRORS.EXPIRED', expired: true };
  if (code === SIGNUP_CODES.orderNotOpen || error.status === 404) return { message: 'SIGNUP.ERRORS.NOT_OPEN', toPass: true };
  return null;
}

/** PUT signup/orders/{id}/seats. */
export function seatsOutcome(error: unknown): SignupOutcome {
  const common = commonOutcome(error);
  if (common || !(error instanceof ApiError)) return common!;
  const over = overOutcome(error);
  if (over) return over;
  const code = codeOf(error);
  if (code === SIGNUP_CODES.seatTaken) return { message: 'SIGNUP.ERRORS.SEAT_TAKEN', refreshSeats: true };
  if (code === SIGNUP_CODES.seatNotPriced) return { message: 'SIGNUP.ERRORS.SEAT_NOT_PRICED', refreshSeats: true };
  return { message: 'SIGNUP.ERRORS.SEATS' };
}

/** PUT signup/orders/{id}/best-seats (beyond spec): none possible stays on the screen with the ways on. */
export function bestSeatsOutcome(error: unknown): SignupOutcome {
  // The per-account request limit (server README), not a hold cap: the map and the list still work meanwhile.
  if (error instanceof ApiError && error.kind === 'http' && error.status === 429 && !LIMIT_MESSAGES[codeOf(error) ?? '']) return { message: 'SIGNUP.ERRORS.BEST_SEATS_LIMIT' };
  const common = commonOutcome(error);
  if (common || !(error instanceof ApiError)) return common!;
  if (codeOf(error) === SIGNUP_CODES.noSeatsTogether) return { message: 'SIGNUP.ERRORS.NO_SEATS_TOGETHER', noneTogether: true };
  const outcome = seatsOutcome(error);
  return outcome.message === 'SIGNUP.ERRORS.SEATS' ? { message: 'SIGNUP.ERRORS.BEST_SEATS' } : outcome;
}

/** POST signup/orders/{id}/payment, and a provider URL that is not the configured provider's. */
export function paymentOutcome(error: unknown): SignupOutcome {
  const common = commonOutcome(error);
  if (common || !(error instanceof ApiError)) return common!;
  const over = overOutcome(error);
  if (over) return over;
  if (codeOf(error) === SIGNUP_CODES.seatsMissing) return { message: 'SIGNUP.ERRORS.SEATS_MISSING' };
  return { message: 'SIGNUP.ERRORS.PAYMENT' };
}
