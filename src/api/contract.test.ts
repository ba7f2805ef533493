import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { dniSchema, isPastDate, isValidDni, pastDateSchema, shortTextSchema } from './contract';

describe('isValidDni', () => {
  it.each([
    '12345678Z', // 12345678 % 23 = 14 → Z
    '00000000T', // 0 → T
    '99999999R',
    '20200020V',
    '20300030T',
    '23456789D',
    '34567890V',
    '11000007G',
    'X1234567L', // NIE: X → 0, 01234567 % 23 = 19 → L
    'Y1234567X', // Y → 1, 11234567 % 23 = 10 → X
    'Z1234567R', // Z → 2, 21234567 % 23 = 1 → R
    ' 12345678z ', // the schema trims and upper-cases, so the helper accepts the same
  ])('accepts %j', (value) => {
    expect(isValidDni(value)).toBe(true);
  });

  it.each([
    ['a wrong DNI check letter', '12345678A'],
    ['a wrong NIE check letter', 'X1234567Z'],
    ['a NIE prefix that is no X, Y or Z', 'W1234567L'],
    ['7 digits', '1234567Z'],
    ['9 digits', '123456789Z'],
    ['no letter', '123456789'],
    ['a digit as the letter', '123456780'],
    ['letters inside the number', '1234A678Z'],
    ['an empty text', ''],
    ['inner spaces', '12345 678Z'],
  ])('refuses %s (%j)', (_, value) => {
    expect(isValidDni(value)).toBe(false);
  });
});

describe('dniSchema', () => {
  it('answers the trimmed, upper-cased DNI', () => {
    expect(dniSchema.parse(' x1234567l ')).toBe('X1234567L');
  });

  it.each(['12345678A', '123', 'X1234567Z', 'ABCDEFGHI'])('refuses %j with one message naming the rule', (value) => {
    const result = dniSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must be a DNI or NIE with its check letter']);
  });
});

describe('pastDateSchema', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const messages = (value: unknown) => pastDateSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts a real date from 1900-01-01 up to yesterday', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    for (const date of ['1900-01-01', '1985-04-12', '2024-02-29', '2026-03-09']) expect(messages(date), date).toEqual([]);
  });

  it('refuses today, the future and dates before 1900', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    for (const date of ['2026-03-10', '2026-03-11', '2999-01-01', '1899-12-31', '1000-01-01']) {
      expect(messages(date), date).toEqual(['must be a date before today, from 1900-01-01']);
    }
  });

  it('keeps the date rules of isoDateSchema, with no extra message', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    expect(messages('2023-02-29')).toEqual(['must be a real calendar date']);
    expect(messages('12/04/1985')).toEqual(['must be a date as YYYY-MM-DD', 'must be a real calendar date']);
    expect(messages(19850412)).toHaveLength(1);
  });

  it('draws the line at the UTC day, whatever the hour', () => {
    // 00:30 in Madrid on 11 March is still 10 March in UTC: the 10th is today, the 9th is past.
    vi.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z') });
    expect(messages('2026-03-10')).toHaveLength(1);
    expect(messages('2026-03-09')).toEqual([]);
  });
});

describe('isPastDate', () => {
  it('compares with the given moment', () => {
    const now = new Date('2000-01-01T00:00:00Z');
    expect(isPastDate('1999-12-31', now)).toBe(true);
    expect(isPastDate('2000-01-01', now)).toBe(false);
    expect(isPastDate('1899-12-31', now)).toBe(false);
  });
});

describe('shortTextSchema', () => {
  const accepts = (text: string) => z.safeParse(shortTextSchema, text).success;

  it('keeps any script, emoji joined by U+200D and combining marks', () => {
    for (const text of ['田中さん', 'مرحبا', 'Familia 👨‍👩‍👧‍👦', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', "O'Brien <b>"]) expect(accepts(text), text).toBe(true);
  });

  it('refuses control characters, unpaired surrogates and bidi overrides', () => {
    for (const text of ['Ana\u0000', 'Ana\nBel', 'Ana\u001B[31m', 'Ana\uD800', 'Ana \u202Egnp.exe', 'Ana \u2067x\u2069']) expect(accepts(text), JSON.stringify(text)).toBe(false);
  });
});
