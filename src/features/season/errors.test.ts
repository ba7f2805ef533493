import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { giveOutcome, isNoSeat, renewOutcome, takeBackOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'guest-passes', status, code);
const network = new ApiError('network', 'guest-passes');

describe('what the give-a-seat dialog says when giving fails', () => {
  it.each([
    ['a wrong password, on its field', http(403, 'wrong-password'), { message: 'SEASON.GIVE.ERRORS.WRONG_PASSWORD', field: 'password', reload: false }],
    ['the game closed (deadline or a gate downloaded it)', http(409, 'guest-closed'), { message: 'SEASON.GIVE.ERRORS.CLOSED', reload: true }],
    ['the seat is already given or released', http(409, 'guest-exists'), { message: 'SEASON.GIVE.ERRORS.EXISTS', reload: true }],
    ["the season's limit of guests", http(409, 'guest-limit'), { message: 'SEASON.GIVE.ERRORS.LIMIT', reload: true }],
    ['the game or the seat is gone', http(404, 'game-not-found'), { message: 'SEASON.GIVE.ERRORS.GONE', reload: true }],
    ['too many tries (limits or failed passwords)', http(429, 'too-many-attempts'), { message: 'SEASON.GIVE.ERRORS.TOO_MANY', reload: false }],
    ['a bad request', http(400, 'invalid-body'), { message: 'SEASON.GIVE.ERRORS.FAILED', reload: false }],
    ['a server failure', http(500), { message: 'ERROR.CONNECTION', reload: false }],
    ['no network', network, { message: 'ERROR.CONNECTION', reload: false }],
    ['a garbled answer', new ApiError('invalid-response', 'guest-passes'), { message: 'ERROR.CONNECTION', reload: false }],
  ])('%s', (_, error, outcome) => {
    expect(giveOutcome(error)).toEqual(outcome);
  });
});

describe('what the season page says when taking a seat back fails', () => {
  it.each([
    ['a gate already downloaded the game', http(409, 'guest-downloaded'), { message: 'SEASON.TAKE_BACK.ERRORS.DOWNLOADED', reload: true }],
    ['the deadline passed', http(409, 'guest-closed'), { message: 'SEASON.TAKE_BACK.ERRORS.CLOSED', reload: true }],
    ['the pass is gone', http(404, 'guest-pass-not-found'), { message: 'SEASON.TAKE_BACK.ERRORS.GONE', reload: true }],
    ['too many changes', http(429), { message: 'SEASON.TAKE_BACK.ERRORS.TOO_MANY', reload: true }],
    ['another refusal', http(400), { message: 'SEASON.TAKE_BACK.ERRORS.FAILED', reload: true }],
    ['no network: the list stays', network, { message: 'ERROR.CONNECTION', reload: false }],
  ])('%s', (_, error, outcome) => {
    expect(takeBackOutcome(error)).toEqual(outcome);
  });
});

describe('what the calendar block says when renewing fails', () => {
  it.each([
    ['too many renewals today', http(429), 'SEASON.CALENDAR.ERRORS.TOO_MANY'],
    ['another refusal', http(404, 'season-no-seat'), 'SEASON.CALENDAR.ERRORS.FAILED'],
    ['no network', network, 'ERROR.CONNECTION'],
  ])('%s', (_, error, message) => {
    expect(renewOutcome(error)).toBe(message);
  });
});

describe('a season that cannot be read because the member has no seat', () => {
  it('is told apart from any other failure', () => {
    expect(isNoSeat(http(404, 'season-no-seat'))).toBe(true);
    expect(isNoSeat(http(404, 'not-found'))).toBe(false);
    expect(isNoSeat(network)).toBe(false);
  });
});
