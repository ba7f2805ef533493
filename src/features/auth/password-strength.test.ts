import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '../../api/contract';
import { NEW_PASSWORD_RULES, passwordScore } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 1],
    ['abcdefg1', 2],
    ['abcdefgh1234', 3],
    ['Abcdefg1', 3],
    ['abcdef1!', 3],
    ['Abcdefgh1234', 4],
    ['correct-horse-9', 4],
  ])('%j scores %i', (value, score) => {
    expect(passwordScore(value)).toBe(score);
  });

  it.each(['abcdefg1', 'Demo2526!', '12345678', 'abcdefgh', 'a1', 'ñññññññ1'])(
    'the ticked rules agree with the server schema for %j',
    (value) => {
      const allMet = NEW_PASSWORD_RULES.every((rule) => rule.test(value));
      expect(allMet).toBe(newPasswordSchema.safeParse(value).success);
    },
  );
});
