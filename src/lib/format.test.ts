import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros } from './format';

describe('formatDate', () => {
  it('reads a calendar date in the language, whatever the time zone', () => {
    expect(formatDate('1985-04-12', 'es')).toBe('12 de abril de 1985');
    expect(formatDate('1985-04-12', 'en')).toBe('April 12, 1985');
  });
  it('leaves null and garbage as they are', () => {
    expect(formatDate(null, 'es')).toBeNull();
    expect(formatDate('12/04/1985', 'es')).toBe('12/04/1985');
  });
});

describe('formatEuros', () => {
  it('shows cents only when there are some', () => {
    expect(formatEuros(240, 'es')).toBe('240\u00a0€');
    expect(formatEuros(147.5, 'es')).toBe('147,50\u00a0€');
  });
});
