import { SIGNUP_CODES } from '../../api/signup';
import { USERS_EMAIL_IN_USE } from '../../api/users';
import { ApiError } from '../../lib/http';
import { answered, judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';
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

/** Rows for a code the server sends as its code or, from older answers, as its message. */
const said = (code: string, outcome: SignupOutcome): OutcomeRow<SignupOutcome>[] => [
  { code, outcome },
  { code: null, message: code, outcome },
];

/** The limits against seat squatting (server README, "Security model"): each message names the one met. */
const LIMIT_MESSAGES: Record<string, string> = {
  [SIGNUP_CODES.tooManyAccounts]: 'SIGNUP.ERRORS.TOO_MANY_ACCOUNTS',
  [SIGNUP_CODES.tooManyHolds]: 'SIGNUP.ERRORS.TOO_MANY_HOLDS',
  [SIGNUP_CODES.tooManyRestarts]: 'SIGNUP.ERRORS.TOO_MANY_RESTARTS',
};

const COMMON: OutcomeRow<SignupOutcome | null>[] = [
  { status: 429, outcome: (error) => ({ message: LIMIT_MESSAGES[codeOf(error) ?? ''] ?? 'ERROR.TOO_MANY_ATTEMPTS' }) },
  ...said(SIGNUP_CODES.creationClosed, { message: 'SIGNUP.ERRORS.CLOSED', toHome: true }).map((row) => ({ ...row, status: 403 })),
  ...said(SIGNUP_CODES.mailNotConfirmed, { message: 'SIGNUP.ERRORS.MAIL_NOT_CONFIRMED' }).map((row) => ({ ...row, status: 403 })),
  { status: 401, outcome: { message: 'SIGNUP.ERRORS.SESSION_ENDED' } },
];

/** No answer, a timeout or a server failure: nothing was judged, trying again may work. */
function commonOutcome(error: unknown): SignupOutcome | null {
  if (!judged(error)) return { message: 'SIGNUP.ERRORS.CONNECTION' };
  // The queue tracker is asked again at once (lib/queue-admission): the page or the waiting room follows.
  if (isQueueAdmissionRefusal(error.status ?? 0, codeOf(error))) return { message: 'QUEUE_ADMISSION.REFUSED' };
  return outcomeOf(error, COMMON, null);
}

/** POST signup/account (step 1). */
const ACCOUNT: OutcomeRow<SignupOutcome>[] = [
  ...said(USERS_EMAIL_IN_USE, { message: 'SIGNUP.ERRORS.MAIL_IN_USE', field: 'mail' }),
  ...said(SIGNUP_CODES.dniInUse, { message: 'SIGNUP.ERRORS.DNI_IN_USE', field: 'dni' }),
  { status: 400, outcome: { message: 'SIGNUP.ERRORS.INVALID' } },
];

export function accountOutcome(error: unknown): SignupOutcome {
  return commonOutcome(error) ?? outcomeOf(error, ACCOUNT, { message: 'SIGNUP.ERRORS.ACCOUNT' });
}

/** POST signup/account/confirm-mail and resend-code (step 1's mail code). */
const MAIL_CODE: OutcomeRow<SignupOutcome>[] = [
  ...said(SIGNUP_CODES.mailCodeWrong, { message: 'SIGNUP.CODE.ERRORS.WRONG' }),
  ...said(SIGNUP_CODES.mailCodeExpired, { message: 'SIGNUP.CODE.ERRORS.EXPIRED' }),
];

export function mailCodeOutcome(error: unknown, call: 'confirm' | 'resend'): SignupOutcome & { retryIn?: number } {
  // A resend refused for now: the button counts down to when the server will mail again.
  if (call === 'resend' && answered(error, 429)) return { message: 'SIGNUP.CODE.ERRORS.WAIT', retryIn: error.retryAfterSeconds ?? 60 };
  return commonOutcome(error) ?? outcomeOf(error, MAIL_CODE, { message: 'SIGNUP.CODE.ERRORS.OTHER' });
}

/** POST signup/orders (end of step 2). */
const ORDER: OutcomeRow<SignupOutcome>[] = [
  ...said(SIGNUP_CODES.productSoldOut, { message: 'SIGNUP.ERRORS.SOLD_OUT' }),
  ...said(SIGNUP_CODES.alreadyMember, { message: 'SIGNUP.ERRORS.ALREADY_MEMBER' }),
  ...said(SIGNUP_CODES.noBirthdate, { message: 'SIGNUP.ERRORS.NO_BIRTHDATE' }),
  ...said(SIGNUP_CODES.notBorn, { message: 'SIGNUP.ERRORS.NOT_BORN', field: 'birthdate' }),
  ...said(SIGNUP_CODES.productNotForPerson, { message: 'SIGNUP.ERRORS.PRODUCT_NOT_FOR_PERSON' }),
  ...said(SIGNUP_CODES.dniInUse, { message: 'SIGNUP.ERRORS.DNI_IN_USE' }),
  ...said(SIGNUP_CODES.orderPaying, { message: 'SIGNUP.ERRORS.ORDER_PAYING' }),
  ...said(SIGNUP_CODES.renewalNotAllowed, { message: 'SIGNUP.ERRORS.RENEWAL_NOT_ALLOWED' }),
];

export function orderOutcome(error: unknown): SignupOutcome {
  return commonOutcome(error) ?? outcomeOf(error, ORDER, { message: 'SIGNUP.ERRORS.ORDER' });
}

/** The order is over for this screen: its hold lapsed, or it is being paid or finished. */
const OVER: OutcomeRow<SignupOutcome>[] = [
  ...said(SIGNUP_CODES.orderExpired, { message: 'SIGNUP.ERRORS.EXPIRED', expired: true }),
  ...said(SIGNUP_CODES.orderNotOpen, { message: 'SIGNUP.ERRORS.NOT_OPEN', toPass: true }),
  { status: 404, outcome: { message: 'SIGNUP.ERRORS.NOT_OPEN', toPass: true } },
];

/** PUT signup/orders/{id}/seats. */
const SEATS: OutcomeRow<SignupOutcome>[] = [
  ...OVER,
  ...said(SIGNUP_CODES.seatTaken, { message: 'SIGNUP.ERRORS.SEAT_TAKEN', refreshSeats: true }),
  ...said(SIGNUP_CODES.seatNotPriced, { message: 'SIGNUP.ERRORS.SEAT_NOT_PRICED', refreshSeats: true }),
];

export function seatsOutcome(error: unknown): SignupOutcome {
  return commonOutcome(error) ?? outcomeOf(error, SEATS, { message: 'SIGNUP.ERRORS.SEATS' });
}

/** PUT signup/orders/{id}/best-seats (beyond spec): none possible stays on the screen with the ways on. */
export function bestSeatsOutcome(error: unknown): SignupOutcome {
  // The per-account request limit (server README), not a hold cap: the map and the list still work meanwhile.
  if (answered(error, 429) && !LIMIT_MESSAGES[codeOf(error) ?? '']) return { message: 'SIGNUP.ERRORS.BEST_SEATS_LIMIT' };
  const common = commonOutcome(error);
  if (common) return common;
  const together = outcomeOf(error, said(SIGNUP_CODES.noSeatsTogether, { message: 'SIGNUP.ERRORS.NO_SEATS_TOGETHER', noneTogether: true }), null);
  if (together) return together;
  const outcome = seatsOutcome(error);
  return outcome.message === 'SIGNUP.ERRORS.SEATS' ? { message: 'SIGNUP.ERRORS.BEST_SEATS' } : outcome;
}

/** POST signup/orders/{id}/payment, and a provider URL that is not the configured provider's. */
const PAYMENT: OutcomeRow<SignupOutcome>[] = [...OVER, ...said(SIGNUP_CODES.seatsMissing, { message: 'SIGNUP.ERRORS.SEATS_MISSING' })];

export function paymentOutcome(error: unknown): SignupOutcome {
  return commonOutcome(error) ?? outcomeOf(error, PAYMENT, { message: 'SIGNUP.ERRORS.PAYMENT' });
}
