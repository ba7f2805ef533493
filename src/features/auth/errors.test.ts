import { describe, expect, it } from 'vitest';
import { loginErrors } from '../../api/users';
import { ApiError } from '../../lib/http';
import { MODAL_IDS } from '../../ui';
import {
  confirmationOutcome,
  creationLoginOutcome,
  impersonateOutcome,
  loginOutcome,
  passwordChangeOutcome,
  recoverMailOutcome,
  recoverPasswordOutcome,
  renewalOutcome,
  ssoLoginOutcome,
} from './errors';

const http = (status: number, text: string | null = null, retryAfter: number | null = null) =>
  new ApiError('http', 'users/login', status, text, text, retryAfter);

describe('login outcomes (spec §8 "Login" and "Partner login")', () => {
  it.each<[string, unknown, object]>([
    ["'User not validated' → the not-validated text", http(403, loginErrors.notValidated), { message: 'LOGIN.ERRORS.NOT_VALIDATED' }],
    ['466 → login not allowed', http(466, loginErrors.notAllowed), { message: 'LOGIN.ERRORS.NOT_ALLOWED' }],
    ["'partner has no payments' → the no-payment modal", http(402, loginErrors.noPayments), { modal: MODAL_IDS.partnerNoPayment }],
    ['456 → invalid shareholder, at the shareholder login', http(456, loginErrors.shareholderUnavailable), { message: 'LOGIN.ERRORS.INVALID_SHAREHOLDER', redirect: '/accionistas/login' }],
    ['409 → the pending partner page', http(409, loginErrors.pendingPartner), { redirect: '/abonado/pendiente' }],
    ['429 → locked for Retry-After', http(429, loginErrors.tooManyAttempts, 600), { message: 'ERROR.TOO_MANY_ATTEMPTS', lockedSeconds: 600 }],
    ['429 without Retry-After → the 15-minute window', http(429), { message: 'ERROR.TOO_MANY_ATTEMPTS', lockedSeconds: 900 }],
    ['401 → login invalid', http(401, loginErrors.invalid), { message: 'LOGIN.ERRORS.INVALID' }],
    ['400 → login invalid', http(400), { message: 'LOGIN.ERRORS.INVALID' }],
    ['a network failure → the connection text', new ApiError('network', 'users/login'), { message: 'ERROR.CONNECTION' }],
    ['a timeout → the connection text', new ApiError('timeout', 'users/login'), { message: 'ERROR.CONNECTION' }],
    ['a server error → the connection text', http(503), { message: 'ERROR.CONNECTION' }],
    ['a garbled answer → the connection text', new ApiError('invalid-response', 'users/login', 200), { message: 'ERROR.CONNECTION' }],
    ['not an ApiError → the connection text', new TypeError('x'), { message: 'ERROR.CONNECTION' }],
  ])('%s', (_row, error, outcome) => {
    expect(loginOutcome(error)).toEqual(outcome);
  });
});

describe('SSO login outcomes', () => {
  it.each<[string, unknown, object]>([
    ['400 → the app or callback is refused', http(400), { message: 'SSO.ERRORS.REFUSED' }],
    ['409 → pending, said in place', http(409, loginErrors.pendingPartner), { message: 'LOGIN.ERRORS.PENDING' }],
    ['456 → said in place, no redirect', http(456), { message: 'LOGIN.ERRORS.INVALID_SHAREHOLDER', redirect: undefined }],
    ['401 → login invalid', http(401), { message: 'LOGIN.ERRORS.INVALID', redirect: undefined }],
  ])('%s', (_row, error, outcome) => {
    expect(ssoLoginOutcome(error)).toEqual(outcome);
  });
});

describe('other identity outcomes (spec §8)', () => {
  it.each<[string, () => object, object]>([
    ['recover: 404 → email not found', () => recoverPasswordOutcome(http(404)), { message: 'RECOVER.ERRORS.NOT_FOUND' }],
    ['recover: else → could not send', () => recoverPasswordOutcome(http(500)), { message: 'RECOVER.ERRORS.NOT_SENT' }],
    ['recover: 429 → locked', () => recoverPasswordOutcome(http(429, null, 3600)), { message: 'ERROR.TOO_MANY_ATTEMPTS', lockedSeconds: 3600 }],
    ['restore/change: failure → password not changed', () => passwordChangeOutcome(http(404)), { message: 'PASSWORD.ERRORS.NOT_CHANGED' }],
    ['change: 403 → not changed, wrong current password', () => passwordChangeOutcome(http(403)), { message: 'PASSWORD.ERRORS.NOT_CHANGED', wrongCurrent: true }],
    ['change: 429 → locked', () => passwordChangeOutcome(http(429, null, 60)), { message: 'ERROR.TOO_MANY_ATTEMPTS', lockedSeconds: 60 }],
    ['impersonate: 404 → no such user', () => impersonateOutcome(http(404)), { message: 'IMPERSONATE.ERRORS.NOT_FOUND' }],
    ['impersonate: else → the failure message', () => impersonateOutcome(http(403)), { message: 'IMPERSONATE.ERRORS.FAILED' }],
    ['recover mail: failure → El proceso ha fallado', () => recoverMailOutcome(http(401)), { message: 'MAIL_RECOVER.FAILED' }],
    ['recover mail: 429 → locked', () => recoverMailOutcome(http(429, null, 30)), { message: 'ERROR.TOO_MANY_ATTEMPTS', lockedSeconds: 30 }],
    ['renewal: 401 → no match', () => renewalOutcome(http(401)), { message: 'RENEWAL.ERRORS.NO_MATCH' }],
    ['renewal: 429 → locked', () => renewalOutcome(http(429, null, 30)), { message: 'ERROR.TOO_MANY_ATTEMPTS', lockedSeconds: 30 }],
    ['renewal: else → failed', () => renewalOutcome(http(400)), { message: 'RENEWAL.ERRORS.FAILED' }],
    ['creation login: 404 → invalid link', () => creationLoginOutcome(http(404)), { message: 'CREATION.ERRORS.INVALID_LINK' }],
    ['creation login: 466 → not allowed', () => creationLoginOutcome(http(466)), { message: 'LOGIN.ERRORS.NOT_ALLOWED' }],
    ['confirmation: 404 → invalid link', () => confirmationOutcome(http(404)), { message: 'CONFIRM.ERRORS.INVALID_LINK' }],
    ['confirmation: 409 → not the phone the code went to', () => confirmationOutcome(http(409)), { message: 'CONFIRM.ERRORS.PHONE_MISMATCH' }],
  ])('%s', (_row, outcome, expected) => {
    expect(outcome()).toEqual(expected);
  });
});
