import { credentialErrors, loginErrors, USERS_EMAIL_IN_USE } from '../../api/users';
import { ApiError } from '../../lib/http';

/**
 * The §8 outcomes of the member's own data (spec §8 "Update info"), as tables. A message is an
 * i18n key; `field` names the form field it belongs next to.
 */
export interface AccountOutcome {
  message: string;
  field?: 'mail' | 'currentPassword';
}

/** No answer, a timeout, a server failure or a garbled body: nothing was judged, so the member may simply retry. */
function isTransportFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.kind !== 'http' || (error.status ?? 0) >= 500;
}

/**
 * Update info: 409 'email in use'; a new mail's current password wrong (on its field), or refused
 * to an employee acting as the member, or too many tries; otherwise 'not updated'.
 */
export function updateOutcome(error: unknown): AccountOutcome {
  if (isTransportFailure(error)) return { message: 'ERROR.CONNECTION' };
  if (error instanceof ApiError && (error.status === 409 || error.code === USERS_EMAIL_IN_USE)) {
    return { message: 'ACCOUNT.ERRORS.EMAIL_IN_USE', field: 'mail' };
  }
  if (error instanceof ApiError && error.code === credentialErrors.wrongPassword) {
    return { message: 'ACCOUNT.ERRORS.WRONG_PASSWORD', field: 'currentPassword' };
  }
  if (error instanceof ApiError && error.code === credentialErrors.impersonation) return { message: 'ACCOUNT.ERRORS.IMPERSONATION' };
  if (error instanceof ApiError && (error.status === 429 || error.code === loginErrors.tooManyAttempts)) {
    return { message: 'ACCOUNT.ERRORS.TOO_MANY_ATTEMPTS' };
  }
  return { message: 'ACCOUNT.ERRORS.NOT_UPDATED' };
}

/**
 * Photo and address validation (the spec names no texts): connection, too many new photos in an
 * hour (429), or "could not save, try again".
 */
export function validationOutcome(error: unknown): AccountOutcome {
  if (isTransportFailure(error)) return { message: 'ERROR.CONNECTION' };
  if (error instanceof ApiError && error.status === 429) return { message: 'ACCOUNT.ERRORS.TOO_MANY_PHOTOS' };
  return { message: 'ACCOUNT.ERRORS.VALIDATION_FAILED' };
}
