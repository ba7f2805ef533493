import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it.each([
    [147.5, 'es', '147,50'],
    [147.5, 'en', '147.50'],
    [147.5, 'fr', '147,50'],
    [240, 'es', '240'],
    [192, 'en', '192'],
    [360, 'fr', '360'],
    [25.05, 'es', '25,05'],
  ])('%s in %s is %s', (amount, locale, expected) => {
    expect(formatPrice(amount, locale)).toBe(expected);
  });

  it('groups thousands as the locale does', () => {
    expect(formatPrice(1250, 'en')).toBe('1,250');
    expect(formatPrice(12500, 'es')).toBe('12.500');
  });
});
