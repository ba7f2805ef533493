import { describe, expect, it } from 'vitest';
import { isDeepLinkPath } from './deep-link';

describe('isDeepLinkPath judges the path as it will be followed (percent-decoded once)', () => {
  it.each([
    '/',
    '/?campaign=otono',
    '/abonado',
    '/abonado/perfil',
    '/abonado/perfil?tab=datos#pagos',
    '/hazte-abonado/pago',
    // An escape that decodes to an ordinary character is read as that character.
    '/abonado/%70erfil',
    // Dots and slashes in the query or fragment do not move the path.
    '/abonado?next=../x%2f',
  ])('accepts %s', (path) => {
    expect(isDeepLinkPath(path)).toBe(true);
  });

  it.each([
    ['encoded dot segments', '/abonado/%2e%2e/admin'],
    ['encoded dot segments in capitals with an encoded slash', '/abonado/%2E%2E%2fadmin'],
    ['dots with an encoded slash', '/abonado/..%2fadmin'],
    ['one encoded dot segment', '/abonado/%2e/perfil'],
    ['a mixed dot segment', '/abonado/.%2e'],
    ['an encoded backslash', '/abonado/%5c%5cevil.example'],
    ['an encoded slash', '/abonado%2f..%2fadmin'],
    ['double-encoded dots', '/abonado/%252e%252e/admin'],
    ['a double-encoded slash', '/abonado/%252fadmin'],
    ['a malformed escape', '/abonado/%zz'],
    ['an encoded control character', '/abonado/%0aevil'],
    ['an encoded section name outside the allowlist', '/%61dmin'],
    ['plain dot segments', '/abonado/../admin'],
  ])('refuses %s: %s', (_name, path) => {
    expect(isDeepLinkPath(path)).toBe(false);
  });
});
