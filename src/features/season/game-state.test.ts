import { describe, expect, it } from 'vitest';
import type { GuestPassSummary, SeasonGame } from '../../api/season';
import { clubDayOf, gameActions, gameState } from './game-state';

const game = { id: 7, season: '26/27', startsAt: '2026-12-06T17:00:00.000Z', day: '2026-12-06', competition: 'MENS_LEAGUE' as const, opponent: 'Barça' };
const entry = (status: SeasonGame['status'], more: Partial<SeasonGame> = {}): SeasonGame => ({
  game,
  status,
  deadline: '2026-12-06T14:00:00.000Z',
  open: false,
  entry: null,
  release: null,
  guest: null,
  ...more,
});
const guest = (more: Partial<GuestPassSummary> = {}): GuestPassSummary => ({ id: 3, gameId: 7, guestName: 'Lucía', guestMail: null, status: 'GIVEN', opened: false, entered: false, ...more });
const release = { id: 4, gameId: 7, partnerId: 21, status: 'SOLD' as const, credit: 12.5, deadline: '2026-12-06T14:00:00.000Z' };

/** The game's club day at 23:30 Madrid time, and the next day at 00:30. */
const sameDay = Date.parse('2026-12-06T22:30:00.000Z');
const nextDay = Date.parse('2026-12-06T23:30:00.000Z');

describe("a game's club day", () => {
  it('is the day in Madrid, not in UTC', () => {
    expect(clubDayOf(sameDay)).toBe('2026-12-06');
    expect(clubDayOf(nextDay)).toBe('2026-12-07');
  });
});

describe('what a home game shows on the season page', () => {
  it.each([
    ['entered, with time and gate', entry('ENTERED', { entry: { at: '2026-12-06T16:40:00.000Z', gate: 'Puerta 2' } }), sameDay, { kind: 'entered', entry: { at: '2026-12-06T16:40:00.000Z', gate: 'Puerta 2' }, counts: true }],
    ['released and sold, with the credit', entry('RELEASED_SOLD', { release }), nextDay, { kind: 'released-sold', credit: 12.5, counts: true }],
    ['released, still on sale on the day', entry('RELEASED_UNSOLD'), sameDay, { kind: 'released-on-sale', counts: null }],
    ['released and not sold once the day is over', entry('RELEASED_UNSOLD'), nextDay, { kind: 'released-unsold', counts: false }],
    ['given to a guest who entered', entry('GIVEN', { guest: guest({ entered: true, opened: true }) }), nextDay, { kind: 'given', guest: guest({ entered: true, opened: true }), phase: 'entered', counts: true }],
    ['given to a guest who has not come yet', entry('GIVEN', { guest: guest() }), sameDay, { kind: 'given', guest: guest(), phase: 'waiting', counts: null }],
    ['given to a guest who did not come', entry('GIVEN', { guest: guest({ opened: true }) }), nextDay, { kind: 'given', guest: guest({ opened: true }), phase: 'absent', counts: false }],
    ['missed', entry('MISSED'), nextDay, { kind: 'missed', counts: false }],
    ['today, no entry yet', entry('TODAY'), sameDay, { kind: 'today', counts: null }],
    ['to come', entry('COMING'), sameDay, { kind: 'coming', counts: null }],
  ])('%s', (_, input, now, state) => {
    expect(gameState(input, now)).toEqual(state);
  });
});

describe('what the member may do with a game', () => {
  it.each([
    ['a coming open game: release or invite', entry('COMING', { open: true }), 2, { release: true, invite: true, takeBack: false }],
    ['a coming open game with no guests left: release only', entry('COMING', { open: true }), 0, { release: true, invite: false, takeBack: false }],
    ['a coming closed game: nothing', entry('COMING'), 2, { release: false, invite: false, takeBack: false }],
    ['a game given and still open: take it back', entry('GIVEN', { open: true, guest: guest() }), 2, { release: false, invite: false, takeBack: true }],
    ['a game given, closed (a gate downloaded it): nothing', entry('GIVEN', { guest: guest() }), 2, { release: false, invite: false, takeBack: false }],
    ['a game given to a guest who entered: nothing', entry('GIVEN', { open: true, guest: guest({ entered: true }) }), 2, { release: false, invite: false, takeBack: false }],
    ['today: nothing', entry('TODAY'), 2, { release: false, invite: false, takeBack: false }],
  ])('%s', (_, input, guestsLeft, actions) => {
    expect(gameActions(input, guestsLeft)).toEqual(actions);
  });
});
