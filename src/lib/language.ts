import type { CustomDetector } from 'i18next-browser-languagedetector';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, languageCookieScope, readCookie } from './cookies';
import { MEMBER_LANGUAGES, type MemberLanguage } from '../api/users';

/** Detection order of spec §4: stored cookie, browser culture language, browser language; then the default. */
export const LANGUAGE_DETECTION_ORDER = ['cookie', 'browserCulture', 'browserLanguage'] as const;

function browserCulture(): string | undefined {
  return navigator.languages?.[0] ?? navigator.language ?? undefined;
}

/** Full culture code, e.g. "es-ES". i18next keeps only configured languages. */
export const browserCultureDetector: CustomDetector = {
  name: 'browserCulture',
  lookup: () => browserCulture(),
};

/** The two-letter language of the browser culture, e.g. "es". */
export const browserLanguageDetector: CustomDetector = {
  name: 'browserLanguage',
  lookup: () => browserCulture()?.split('-')[0],
};

/**
 * The language the app's detector will choose, without loading i18next: the first of the
 * detection order that is configured, exactly as written, then by its two letters. A prerendered
 * page uses it to tell whether the app will hydrate it or render it in another language.
 */
export function detectLanguage(
  languages: readonly string[],
  fallback: string,
  cookieHeader: string = document.cookie,
  culture: string | undefined = browserCulture(),
): string {
  const found = [readCookie(LANGUAGE_COOKIE, cookieHeader), culture, culture?.split('-')[0]];
  const twoLetters = found.map((code) => code?.split('-')[0]);
  return [...found, ...twoLetters].find((code) => code !== undefined && languages.includes(code)) ?? fallback;
}

export function languageDetectionOptions(location: Pick<Location, 'hostname' | 'protocol'>) {
  const scope = languageCookieScope(location.hostname, location.protocol);
  return {
    order: [...LANGUAGE_DETECTION_ORDER],
    lookupCookie: LANGUAGE_COOKIE,
    caches: ['cookie'],
    cookieMinutes: LANGUAGE_COOKIE_DAYS * 24 * 60,
    cookieDomain: scope.domain,
    cookieOptions: { path: '/', sameSite: 'lax' as const, secure: scope.secure },
  };
}

/** Mirrors the language on <html>: the lang attribute and exactly one lang-{code} class. */
export function applyDocumentLanguage(code: string, root: HTMLElement = document.documentElement): void {
  root.lang = code;
  for (const name of [...root.classList]) {
    if (name.startsWith('lang-')) root.classList.remove(name);
  }
  root.classList.add(`lang-${code}`);
}

/** The app's language as the language of the member's mails and pass card, when the server writes in it. */
export function memberLanguageOf(code: string | undefined): MemberLanguage | undefined {
  return MEMBER_LANGUAGES.find((language) => language === code);
}
