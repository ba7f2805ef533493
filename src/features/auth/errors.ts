import { APP_PATHS } from '../../api/app-paths';
import { loginErrors } from '../../api/users';
import { answered, judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';
import { MODAL_IDS, type ModalId } from '../../ui';

/**
 * The §8 outcomes of the identity calls, as tables (spec §8 "Login", "Partner login", "Password
 * recover", "Restore or change password", "Impersonate", "Recover mail"). A message is an i18n
 * key shown beside the form; a modal opens by its identifier; a redirect is a path of this site.
 */
export interface AuthOutcome {
  message?: string;
  modal?: ModalId;
  redirect?: string;
  /** 429: the form stays locked this long (Retry-After). */
  lockedSeconds?: number;
}

export const PENDING_PARTNER_PATH = APP_PATHS.pendingPartner;
export const SHAREHOLDER_LOGIN_PATH = APP_PATHS.shareholderLogin;

/** A default lock when a 429 comes without Retry-After: the server's window is 15 minutes. */
const DEFAULT_LOCK_SECONDS = 15 * 60;

/** Rows for a text the server sends as its code or as its message. */
const says = (text: string, outcome: AuthOutcome): OutcomeRow<AuthOutcome>[] => [
  { code: text, outcome },
  { message: text, outcome },
];

/**
 * Shared first rows: no connection, and the rate limit. No answer, a timeout, a server failure or
 * a garbled body means the credentials were never judged, so saying "login invalid" would mislead
 * (spec §8 "anything else" is read as any other answer).
 */
function commonOutcome(error: unknown): AuthOutcome | null {
  if (!judged(error)) return { message: 'ERROR.CONNECTION' };
  return outcomeOf(error, [{ status: 429, outcome: (locked) => ({ message: 'ERROR.TOO_MANY_ATTEMPTS', lockedSeconds: locked.retryAfterSeconds ?? DEFAULT_LOCK_SECONDS }) }], null);
}

/** Login and SSO login (spec §8 "Login" and "Partner login"). */
const LOGIN: OutcomeRow<AuthOutcome>[] = [
  ...says(loginErrors.notValidated, { message: 'LOGIN.ERRORS.NOT_VALIDATED' }),
  { status: 466, outcome: { message: 'LOGIN.ERRORS.NOT_ALLOWED' } },
  ...says(loginErrors.noPayments, { modal: MODAL_IDS.partnerNoPayment }),
  { status: 456, outcome: { message: 'LOGIN.ERRORS.INVALID_SHAREHOLDER', redirect: SHAREHOLDER_LOGIN_PATH } },
  { status: 409, outcome: { redirect: PENDING_PARTNER_PATH } },
];

export function loginOutcome(error: unknown): AuthOutcome {
  return commonOutcome(error) ?? outcomeOf(error, LOGIN, { message: 'LOGIN.ERRORS.INVALID' });
}

export const SSO_REFUSED = 'SSO.ERRORS.REFUSED';

/** SSO logins add one row: an unknown app or a callback it may not use (400). */
export function ssoLoginOutcome(error: unknown): AuthOutcome {
  if (answered(error, 400)) return { message: SSO_REFUSED };
  const outcome = loginOutcome(error);
  // The SSO page has nowhere else to send a shareholder or pending partner: say it in place.
  if (outcome.redirect === PENDING_PARTNER_PATH) return { message: 'LOGIN.ERRORS.PENDING' };
  return { ...outcome, redirect: undefined };
}

/** Password recover: 404 'email not found'; otherwise 'could not send'; or the lock. */
export function recoverPasswordOutcome(error: unknown): AuthOutcome {
  const common = commonOutcome(error);
  if (common?.lockedSeconds) return common;
  return outcomeOf(error, [{ status: 404, outcome: { message: 'RECOVER.ERRORS.NOT_FOUND' } }], { message: 'RECOVER.ERRORS.NOT_SENT' });
}

/** Restore or change password: 'password not changed'; a wrong current password is said on its field. */
export function passwordChangeOutcome(error: unknown): AuthOutcome & { wrongCurrent?: boolean } {
  const common = commonOutcome(error);
  if (common?.lockedSeconds) return common;
  return outcomeOf(error, [{ status: 403, outcome: { message: 'PASSWORD.ERRORS.NOT_CHANGED', wrongCurrent: true } }], { message: 'PASSWORD.ERRORS.NOT_CHANGED' });
}

/** Impersonate: a failure message (spec §8); no such user is said as such. */
export function impersonateOutcome(error: unknown): AuthOutcome {
  return outcomeOf(error, [{ status: 404, outcome: { message: 'IMPERSONATE.ERRORS.NOT_FOUND' } }], { message: 'IMPERSONATE.ERRORS.FAILED' });
}

/** Recover mail: 'El proceso ha fallado.' (spec §8), or the lock. */
export function recoverMailOutcome(error: unknown): AuthOutcome {
  const common = commonOutcome(error);
  if (common?.lockedSeconds) return common;
  return { message: 'MAIL_RECOVER.FAILED' };
}

/** Special renewal (login-validate): mail and previous number do not match, or the lock. */
export function renewalOutcome(error: unknown): AuthOutcome {
  const common = commonOutcome(error);
  if (common) return common;
  return outcomeOf(error, [{ status: 401, outcome: { message: 'RENEWAL.ERRORS.NO_MATCH' } }], { message: 'RENEWAL.ERRORS.FAILED' });
}

/** Creation login from the mailed link: used or expired link, or a user who may not log in. */
export function creationLoginOutcome(error: unknown): AuthOutcome {
  const common = commonOutcome(error);
  if (common) return common;
  return outcomeOf(error, [{ status: 466, outcome: { message: 'LOGIN.ERRORS.NOT_ALLOWED' } }], { message: 'CREATION.ERRORS.INVALID_LINK' });
}

/** Mail and phone confirmations: a used or expired link, or a phone that is not the one on file. */
export function confirmationOutcome(error: unknown): AuthOutcome {
  const common = commonOutcome(error);
  if (common) return common;
  return outcomeOf(error, [{ status: 409, outcome: { message: 'CONFIRM.ERRORS.PHONE_MISMATCH' } }], { message: 'CONFIRM.ERRORS.INVALID_LINK' });
}

/** The links of a mail change: a used, replaced or expired link, or an address another account took meanwhile. */
export function mailChangeOutcome(error: unknown): AuthOutcome {
  const common = commonOutcome(error);
  if (common) return common;
  return outcomeOf(error, [{ status: 409, outcome: { message: 'ACCOUNT.ERRORS.EMAIL_IN_USE' } }], { message: 'CONFIRM.ERRORS.INVALID_LINK' });
}
