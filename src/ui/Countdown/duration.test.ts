import { describe, expect, it } from 'vitest';
import { crossedMinuteThreshold, formatCountdown, formatCountdownParts, isoDuration, splitDuration } from './duration';

const es = { hours: 'h', minutes: 'min', seconds: 's' };

describe('splitDuration', () => {
  it.each([
    [0, 0, 0, 0],
    [5, 0, 0, 5],
    [60, 0, 1, 0],
    [65, 0, 1, 5],
    [3600, 1, 0, 0],
    [3725, 1, 2, 5],
    [86399, 23, 59, 59],
    [90000, 25, 0, 0],
  ])('%i s → %i h %i min %i s', (total, hours, minutes, seconds) => {
    expect(splitDuration(total)).toEqual({ hours, minutes, seconds });
  });

  it('treats negatives and NaN as 0 and drops fractions', () => {
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(65.9)).toEqual({ hours: 0, minutes: 1, seconds: 5 });
  });
});

describe('formatCountdownParts: each unit only when above zero (spec §4)', () => {
  it.each([
    [3725, ['1 h', '2 min', '5 s']],
    [3605, ['1 h', '5 s']],
    [3660, ['1 h', '1 min']],
    [3600, ['1 h']],
    [65, ['1 min', '5 s']],
    [60, ['1 min']],
    [5, ['5 s']],
    [0, []],
  ])('%i s → %j', (total, parts) => {
    expect(formatCountdownParts(total, es)).toEqual(parts);
  });

  it('uses the given unit labels', () => {
    expect(formatCountdown(3725, { hours: 'hr', minutes: 'm', seconds: 'sec' })).toBe('1 hr 2 m 5 sec');
  });

  it('joins with spaces and is empty at zero', () => {
    expect(formatCountdown(3725, es)).toBe('1 h 2 min 5 s');
    expect(formatCountdown(0, es)).toBe('');
  });
});

describe('isoDuration', () => {
  it('writes ISO 8601 durations for <time dateTime>', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(0)).toBe('PT0S');
  });
});

describe('crossedMinuteThreshold', () => {
  it('is the lowest threshold passed since the start, none if it started below', () => {
    expect(crossedMinuteThreshold(400, 350, [5, 1])).toBeUndefined();
    expect(crossedMinuteThreshold(400, 300, [5, 1])).toBe(5);
    expect(crossedMinuteThreshold(400, 61, [5, 1])).toBe(5);
    expect(crossedMinuteThreshold(400, 60, [5, 1])).toBe(1);
    expect(crossedMinuteThreshold(65, 60, [5, 1])).toBe(1);
    expect(crossedMinuteThreshold(60, 30, [5, 1])).toBeUndefined();
    expect(crossedMinuteThreshold(30, 0, [])).toBeUndefined();
  });
});
