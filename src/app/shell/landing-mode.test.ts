import { describe, expect, it } from 'vitest';
import { isLandingMode } from './landing-mode';

describe('landing mode (header and footer hidden)', () => {
  it.each([
    ['/sso', true],
    ['/sso/login', true],
    ['/abonado/sso-partner', true],
    ['/SSO/Login', true],
    ['/', false],
    ['/abonos/adulto', false],
    ['/aviso-legal', false],
  ])('%s → %s', (path, expected) => {
    expect(isLandingMode(path)).toBe(expected);
  });
});
