import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { updateOutcome, validationOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'users/update', status, code, code);

describe('update info (spec §8)', () => {
  it.each([
    ['409 email in use, on the mail field', http(409, 'email in use'), { message: 'ACCOUNT.ERRORS.EMAIL_IN_USE', field: 'mail' }],
    ['403 wrong password, on the current password field', http(403, 'wrong-password'), { message: 'ACCOUNT.ERRORS.WRONG_PASSWORD', field: 'currentPassword' }],
    ['403 to an employee acting as the member', http(403, 'impersonation-credentials'), { message: 'ACCOUNT.ERRORS.IMPERSONATION' }],
    ['429 too many attempts', http(429, 'too many attempts'), { message: 'ACCOUNT.ERRORS.TOO_MANY_ATTEMPTS' }],
    ['any other refusal: not updated', http(400), { message: 'ACCOUNT.ERRORS.NOT_UPDATED' }],
    ['a 500: connection', http(500), { message: 'ERROR.CONNECTION' }],
    ['a timeout: connection', new ApiError('timeout', 'users/update'), { message: 'ERROR.CONNECTION' }],
    ['a malformed answer: connection', new ApiError('invalid-response', 'users/update', 200), { message: 'ERROR.CONNECTION' }],
    ['not an ApiError: connection', new Error('boom'), { message: 'ERROR.CONNECTION' }],
  ])('%s', (_name, error, outcome) => expect(updateOutcome(error)).toEqual(outcome));
});

describe('photo and address validation', () => {
  it.each([
    ['a refusal', http(409), 'ACCOUNT.ERRORS.VALIDATION_FAILED'],
    ['too many new photos in an hour (429)', http(429, 'too many attempts'), 'ACCOUNT.ERRORS.TOO_MANY_PHOTOS'],
    ['a network failure', new ApiError('network', 'users/confirm/photo'), 'ERROR.CONNECTION'],
  ])('%s', (_name, error, message) => expect(validationOutcome(error).message).toBe(message));
});
