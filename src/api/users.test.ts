import { describe, expect, it } from 'vitest';
import { maySeatChange } from './users';

describe('who may change seat (spec §5)', () => {
  const partner = (allowed: boolean, executionAllowed: boolean) => ({ actions: { changeSeat: { allowed, executionAllowed } } });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('allowed %s, executionAllowed %s → %s', (allowed, executionAllowed, expected) => {
    expect(maySeatChange(partner(allowed, executionAllowed))).toBe(expected);
  });

  it('refuses a user without a partner profile', () => {
    expect(maySeatChange(null)).toBe(false);
  });
});
