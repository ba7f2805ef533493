import { describe, expect, it } from 'vitest';
import { attendanceMessage } from './attendance';

const attendance = (attended: number, played: number, total: number, reachable: boolean) => ({ attended, played, total, reachable, discountPercent: 5 });

describe('what the attendance means for the renewal', () => {
  it.each([
    ['every game attended: the discount is earned', attendance(17, 17, 17, true), { kind: 'earned' }],
    ['none missed so far: the games still needed', attendance(10, 10, 17, true), { kind: 'reachable', left: 7 }],
    ['the last game to go', attendance(16, 16, 17, true), { kind: 'reachable', left: 1 }],
    ['nothing played yet: every game still needed', attendance(0, 0, 17, true), { kind: 'reachable', left: 17 }],
    ['a game today counts as still needed', attendance(9, 9, 17, true), { kind: 'reachable', left: 8 }],
    ['a played game did not count: out of reach', attendance(8, 10, 17, false), { kind: 'unreachable' }],
    ['out of reach on the last game', attendance(16, 17, 17, false), { kind: 'unreachable' }],
  ])('%s', (_, input, message) => {
    expect(attendanceMessage(input)).toEqual(message);
  });
});
