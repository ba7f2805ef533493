import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NOTICE_KEY, hasAcceptedCookies, rememberCookiesAccepted } from './cookie-consent';

afterEach(() => vi.restoreAllMocks());

describe('cookie notice consent', () => {
  it('is not accepted at first, then remembered', () => {
    expect(hasAcceptedCookies()).toBe(false);
    rememberCookiesAccepted();
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).toBe('true');
    expect(hasAcceptedCookies()).toBe(true);
  });

  it.each(['"true"', 'yes', '{', '1', 'false'])('garbage %s shows the notice again', (raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(COOKIE_NOTICE_KEY, raw);
    expect(hasAcceptedCookies()).toBe(false);
  });
});
