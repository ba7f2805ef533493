import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { releaseOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'releases', status, code);

describe('what the release screen says when a release or a take-back fails', () => {
  it.each([
    ['a buyer holds the seat right now', http(409, 'release-held'), { message: 'RELEASES.ERRORS.HELD', reload: true }],
    ['the seat sold meanwhile', http(409, 'release-sold'), { message: 'RELEASES.ERRORS.SOLD', reload: true }],
    ['the deadline passed', http(409, 'release-deadline-passed'), { message: 'RELEASES.ERRORS.DEADLINE', reload: true }],
    ['already released (another tab, the group owner)', http(409, 'release-exists'), { message: 'RELEASES.ERRORS.EXISTS', reload: true }],
    ['given to a guest for the game', http(409, 'release-seat-given'), { message: 'RELEASES.ERRORS.GIVEN', reload: true }],
    ['no ticket price for the area', http(409, 'release-no-price'), { message: 'RELEASES.ERRORS.NO_PRICE', reload: true }],
    ['no longer a partner the caller acts for', http(403, 'release-not-yours'), { message: 'RELEASES.ERRORS.NOT_YOURS', reload: true }],
    ['the release or the game is gone', http(404, 'release-not-found'), { message: 'RELEASES.ERRORS.GONE', reload: true }],
    ['too many changes', http(429, 'too many attempts'), { message: 'RELEASES.ERRORS.TOO_MANY', reload: false }],
    ['a bad request', http(400, 'invalid-body'), { message: 'RELEASES.ERRORS.FAILED', reload: false }],
    ['a server failure', http(500), { message: 'ERROR.CONNECTION', reload: false }],
    ['no network', new ApiError('network', 'releases'), { message: 'ERROR.CONNECTION', reload: false }],
    ['a garbled answer', new ApiError('invalid-response', 'releases'), { message: 'ERROR.CONNECTION', reload: false }],
  ])('%s', (_, error, outcome) => {
    expect(releaseOutcome(error)).toEqual(outcome);
  });
});
