/** Cookie reading, the language-cookie rules of spec §9 and the session hint. */
import { SESSION_HINT_COOKIE } from '../api/session-hint';

export const LANGUAGE_COOKIE = 'a360_lang';
export const LANGUAGE_COOKIE_DAYS = 90;

export interface CookieScope {
  /** Parent domain (".club.es") when the host has three labels, else undefined (host-only). */
  domain: string | undefined;
  secure: boolean;
}

/** www.club.es → .club.es and Secure on https; localhost or IPs stay host-only. */
export function languageCookieScope(hostname: string, protocol: string): CookieScope {
  const labels = hostname.split('.');
  const isIp = /^\d+(\.\d+){3}$/.test(hostname);
  const domain = labels.length === 3 && !isIp ? `.${labels.slice(1).join('.')}` : undefined;
  return { domain, secure: protocol === 'https:' };
}

export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // malformed escape: treat as absent
    }
  }
  return undefined;
}

/** Whether a session may exist (the hint cookie beside the HttpOnly session cookie). */
export function hasSessionHint(cookieHeader: string = document.cookie): boolean {
  return readCookie(SESSION_HINT_COOKIE, cookieHeader) !== undefined;
}
