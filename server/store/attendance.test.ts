import { describe, expect, it } from 'vitest';
import { FULL_ATTENDANCE_DISCOUNT } from '../../src/api/attendance-discount.ts';
import { attendanceOf, countsAsAttended, seasonGameStatus, type GameFacts } from './attendance.ts';

const startsAt = new Date('2026-10-04T18:00:00+02:00');
const dayEndsAt = new Date('2026-10-05T00:00:00+02:00');
const before = new Date('2026-10-04T12:00:00+02:00');
const during = new Date('2026-10-04T19:00:00+02:00');
const after = new Date('2026-10-05T10:00:00+02:00');

const game = (facts: Partial<GameFacts> = {}): GameFacts => ({ startsAt, dayEndsAt, entered: false, release: null, guest: null, ...facts });

describe('the attendance rule, game by game', () => {
  it.each([
    ['nothing done, before tip-off', game(), before, 'COMING', false],
    ['nothing done, after tip-off the same day', game(), during, 'TODAY', false],
    ['nothing done, the day over', game(), after, 'MISSED', false],
    ['entered (before tip-off too)', game({ entered: true }), before, 'ENTERED', true],
    ['released and sold, not yet played', game({ release: 'SOLD' }), before, 'RELEASED_SOLD', false],
    ['released and sold, played', game({ release: 'SOLD' }), during, 'RELEASED_SOLD', true],
    ['released and not sold', game({ release: 'RELEASED' }), after, 'RELEASED_UNSOLD', false],
    ['given and the guest entered', game({ guest: { entered: true } }), during, 'GIVEN', true],
    ['given and the guest did not come', game({ guest: { entered: false } }), after, 'GIVEN', false],
  ] as const)('%s', (_case, facts, now, status, counts) => {
    expect(seasonGameStatus(facts, now)).toBe(status);
    expect(countsAsAttended(facts, now)).toBe(counts);
  });
});

describe('the season figure', () => {
  it('plays a game once its day is over or once it counts; 100 % stays reachable while every played game counts', () => {
    expect(attendanceOf([game({ entered: true }), game()], during)).toMatchObject({ attended: 1, played: 1, total: 2, reachable: true });
    expect(attendanceOf([game({ entered: true }), game({ release: 'RELEASED' })], after)).toMatchObject({ attended: 1, played: 2, reachable: false });
    expect(attendanceOf([], during)).toMatchObject({ attended: 0, played: 0, total: 0, reachable: true, discountPercent: FULL_ATTENDANCE_DISCOUNT.renewalPercent });
  });
});
