import { describe, expect, it } from 'vitest';
import { RENEWAL_CODES } from '../../api/renewal';
import { ApiError } from '../../lib/http';
import { isNothingToRenew, renewOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'renewal', status, code);
const network = new ApiError('network', 'renewal');

describe('what the renewal page says when renewing fails', () => {
  it.each([
    ['no IBAN for a debited option, on its field', http(400, RENEWAL_CODES.ibanRequired), { message: 'SEASON_RENEWAL.ERRORS.IBAN_REQUIRED', field: 'iban', reload: false }],
    ['the window closed meanwhile', http(409, RENEWAL_CODES.closed), { message: 'SEASON_RENEWAL.ERRORS.CLOSED', reload: true }],
    ['someone chosen is not the caller’s to renew', http(403, RENEWAL_CODES.notYours), { message: 'SEASON_RENEWAL.ERRORS.NOT_YOURS', reload: true }],
    ['someone chosen renewed already', http(409, RENEWAL_CODES.alreadyRenewed), { message: 'SEASON_RENEWAL.ERRORS.ALREADY', reload: true }],
    ['the option closed for this member', http(409, RENEWAL_CODES.optionClosed), { message: 'SEASON_RENEWAL.ERRORS.OPTION_CLOSED', reload: true }],
    ['the card payment failed', http(402, RENEWAL_CODES.paymentFailed), { message: 'SEASON_RENEWAL.ERRORS.PAYMENT_FAILED', reload: true }],
    ['too many renewals in an hour', http(429, 'too-many-requests'), { message: 'SEASON_RENEWAL.ERRORS.TOO_MANY', reload: false }],
    ['a bad request', http(400, 'invalid-body'), { message: 'SEASON_RENEWAL.ERRORS.FAILED', reload: false }],
    ['a server failure', http(500), { message: 'ERROR.CONNECTION', reload: false }],
    ['no network', network, { message: 'ERROR.CONNECTION', reload: false }],
    ['a garbled answer', new ApiError('invalid-response', 'renewal'), { message: 'ERROR.CONNECTION', reload: false }],
  ])('%s', (_, error, outcome) => {
    expect(renewOutcome(error)).toEqual(outcome);
  });
});

describe('a renewal that cannot be read because the caller renews no one', () => {
  it('is told apart from any other failure', () => {
    expect(isNothingToRenew(http(404))).toBe(true);
    expect(isNothingToRenew(http(403, 'not-a-partner'))).toBe(true);
    expect(isNothingToRenew(http(500))).toBe(false);
    expect(isNothingToRenew(network)).toBe(false);
  });
});
