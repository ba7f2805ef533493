import { describe, expect, it } from 'vitest';
import { languageCookieScope, readCookie } from './cookies';

describe('languageCookieScope', () => {
  it.each([
    ['www.club.es', 'https:', '.club.es', true],
    ['abonos.club.es', 'http:', '.club.es', false],
    ['club.es', 'https:', undefined, true],
    ['localhost', 'http:', undefined, false],
    ['a.b.club.es', 'https:', undefined, true],
    ['127.0.0.1', 'http:', undefined, false],
  ])('%s over %s → domain %s, secure %s', (host, protocol, domain, secure) => {
    expect(languageCookieScope(host, protocol)).toEqual({ domain, secure });
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a360_lang', 'x=1; a360_lang=en; y=2')).toBe('en');
  });

  it('reads a malformed escape as absent instead of throwing', () => {
    expect(readCookie('a360_lang', 'a360_lang=%E0%A4%A')).toBeUndefined();
  });

  it('is undefined when missing', () => {
    expect(readCookie('a360_lang', 'other=1')).toBeUndefined();
  });
});
