import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { reviewOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'photo-review/photos/7/approve', status, code);

describe('what the photo review says when a call fails', () => {
  it.each([
    ['the member sent another photo', http(409, 'photo-changed'), { message: 'PHOTO_REVIEW.ERRORS.CHANGED', reload: true }],
    ['someone decided already', http(409, 'photo-already-reviewed'), { message: 'PHOTO_REVIEW.ERRORS.ALREADY_REVIEWED', reload: true }],
    ['no photo on file any more', http(404, 'no-photo'), { message: 'PHOTO_REVIEW.ERRORS.GONE', reload: true }],
    ['no photos role', http(403, 'staff-role-missing'), { message: 'PHOTO_REVIEW.ERRORS.NO_ROLE', reload: false }],
    ['not an employee as themself', http(403, 'not-employee'), { message: 'PHOTO_REVIEW.ERRORS.NO_ROLE', reload: false }],
    ['too many decisions', http(429, 'too many attempts'), { message: 'PHOTO_REVIEW.ERRORS.TOO_FAST', reload: false }],
    ['a bad request', http(400, 'invalid-body'), { message: 'PHOTO_REVIEW.ERRORS.FAILED', reload: false }],
    ['a server failure', http(500), { message: 'ERROR.CONNECTION', reload: false }],
    ['no network', new ApiError('network', 'photo-review/photos'), { message: 'ERROR.CONNECTION', reload: false }],
    ['anything else', new Error('boom'), { message: 'ERROR.CONNECTION', reload: false }],
  ])('%s', (_, error, outcome) => {
    expect(reviewOutcome(error)).toEqual(outcome);
  });
});
