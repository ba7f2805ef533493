import { describe, expect, it } from 'vitest';
import { timeLeft } from './offer-time';

const NOW = Date.parse('2026-07-20T10:00:00.000Z');

describe('the time left to answer an offer', () => {
  it('counts whole hours and minutes, rounded down', () => {
    expect(timeLeft('2026-07-22T09:59:30.000Z', NOW)).toEqual({ hours: 47, minutes: 59 });
    expect(timeLeft('2026-07-20T10:00:30.000Z', NOW)).toEqual({ hours: 0, minutes: 0 });
  });

  it('is none once the deadline passed, or for a date it cannot read', () => {
    expect(timeLeft('2026-07-20T10:00:00.000Z', NOW)).toBeNull();
    expect(timeLeft('no date', NOW)).toBeNull();
  });
});
