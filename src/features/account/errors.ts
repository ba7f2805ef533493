import { credentialErrors, loginErrors, USERS_EMAIL_IN_USE } from '../../api/users';
import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/**
 * The §8 outcomes of the member's own data (spec §8 "Update info"), as tables. A message is an
 * i18n key; `field` names the form field it belongs next to.
 */
export interface AccountOutcome {
  message: string;
  field?: 'mail' | 'currentPassword';
}

/** No answer, a timeout, a server failure or a garbled body: nothing was judged, so the member may simply retry. */
const CONNECTION = { message: 'ERROR.CONNECTION' };

/**
 * Update info: 409 'email in use'; a new mail's current password wrong (on its field), or refused
 * to an employee acting as the member, or too many tries; otherwise 'not updated'.
 */
const UPDATE: OutcomeRow<AccountOutcome>[] = [
  { status: 409, outcome: { message: 'ACCOUNT.ERRORS.EMAIL_IN_USE', field: 'mail' } },
  { code: USERS_EMAIL_IN_USE, outcome: { message: 'ACCOUNT.ERRORS.EMAIL_IN_USE', field: 'mail' } },
  { code: credentialErrors.wrongPassword, outcome: { message: 'ACCOUNT.ERRORS.WRONG_PASSWORD', field: 'currentPassword' } },
  { code: credentialErrors.impersonation, outcome: { message: 'ACCOUNT.ERRORS.IMPERSONATION' } },
  { status: 429, outcome: { message: 'ACCOUNT.ERRORS.TOO_MANY_ATTEMPTS' } },
  { code: loginErrors.tooManyAttempts, outcome: { message: 'ACCOUNT.ERRORS.TOO_MANY_ATTEMPTS' } },
];

export function updateOutcome(error: unknown): AccountOutcome {
  return judged(error) ? outcomeOf(error, UPDATE, { message: 'ACCOUNT.ERRORS.NOT_UPDATED' }) : CONNECTION;
}

/**
 * Photo and address validation (the spec names no texts): connection, too many new photos in an
 * hour (429), or "could not save, try again".
 */
export function validationOutcome(error: unknown): AccountOutcome {
  if (!judged(error)) return CONNECTION;
  return outcomeOf(error, [{ status: 429, outcome: { message: 'ACCOUNT.ERRORS.TOO_MANY_PHOTOS' } }], { message: 'ACCOUNT.ERRORS.VALIDATION_FAILED' });
}
