import { describe, expect, it } from 'vitest';
import { RENEWAL_CODES } from '../../api/renewal';
import { ApiError } from '../../lib/http';
import { waitingListOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'waiting-list', status, code);

describe('what the waiting-list page says when a write is refused', () => {
  it.each([
    ['the list is not open', http(409, RENEWAL_CODES.listClosed), { message: 'WAITING_LIST.ERRORS.CLOSED', reload: true }],
    ['already on the list or with a seat', http(409, RENEWAL_CODES.alreadyListed), { message: 'WAITING_LIST.ERRORS.ALREADY', reload: true }],
    ['no live offer to answer', http(409, RENEWAL_CODES.noOffer), { message: 'WAITING_LIST.ERRORS.NO_OFFER', reload: true }],
    ['too many changes today', http(429, 'too-many-requests'), { message: 'WAITING_LIST.ERRORS.TOO_MANY', reload: true }],
    ['any other refusal', http(400, 'invalid-body'), { message: 'WAITING_LIST.ERRORS.FAILED', reload: true }],
    ['a server failure', http(503), { message: 'ERROR.CONNECTION', reload: false }],
    ['no network', new ApiError('network', 'waiting-list'), { message: 'ERROR.CONNECTION', reload: false }],
  ])('%s', (_, error, outcome) => {
    expect(waitingListOutcome(error)).toEqual(outcome);
  });
});
