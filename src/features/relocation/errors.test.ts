import { describe, expect, it } from 'vitest';
import { RENEWAL_CODES } from '../../api/renewal';
import { ApiError } from '../../lib/http';
import { moveOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'relocation/move', status, code);

describe('what the relocation page says when a move is refused', () => {
  it.each([
    ['a seat taken meanwhile: the map is read again', http(409, RENEWAL_CODES.seatTaken), { message: 'RELOCATION.ERRORS.SEAT_TAKEN', reload: true }],
    ['an area at another price', http(409, RENEWAL_CODES.otherPrice), { message: 'RELOCATION.ERRORS.OTHER_PRICE', reload: true }],
    ['no seats together for the group', http(409, RENEWAL_CODES.noSeatsTogether), { message: 'RELOCATION.ERRORS.NO_SEATS_TOGETHER', reload: true }],
    ['not the caller\'s window now: the state is read again', http(403, RENEWAL_CODES.notYourWindow), { message: 'RELOCATION.ERRORS.NOT_YOUR_WINDOW', reload: true }],
    ['too many moves', http(429, 'too-many-requests'), { message: 'RELOCATION.ERRORS.TOO_MANY', reload: false }],
    ['any other refusal', http(400, 'invalid-body'), { message: 'RELOCATION.ERRORS.FAILED', reload: true }],
    ['a server failure', http(500), { message: 'ERROR.CONNECTION', reload: false }],
    ['no network', new ApiError('network', 'relocation/move'), { message: 'ERROR.CONNECTION', reload: false }],
  ])('%s', (_, error, outcome) => {
    expect(moveOutcome(error)).toEqual(outcome);
  });
});
