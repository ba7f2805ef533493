import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLanguage, detectLanguage, languageDetectionOptions } from './language';
import { createLanguageDetector, i18nOptions } from './i18n';

/** Runs the real detector configuration with resources inline (no network). */
async function detect(cookie: string | null, browserLanguages: string[]): Promise<string | undefined> {
  if (cookie !== null) document.cookie = `a360_lang=${cookie}; path=/`;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browserLanguages[0] ?? '');
  const instance = i18next.createInstance();
  await instance.use(createLanguageDetector()).init({
    ...i18nOptions,
    resources: { es: { translation: { k: 'es' } }, en: { translation: { k: 'en' } }, fr: { translation: { k: 'fr' } } },
    detection: languageDetectionOptions({ hostname: 'localhost', protocol: 'http:' }),
  });
  return instance.resolvedLanguage;
}

afterEach(() => vi.restoreAllMocks());

describe('language detection order (spec §4)', () => {
  it('prefers the stored cookie over the browser', async () => {
    expect(await detect('fr', ['en-GB', 'en'])).toBe('fr');
  });

  it('uses the browser culture language when there is no cookie', async () => {
    expect(await detect(null, ['fr-FR', 'en'])).toBe('fr');
  });

  it('falls back to the browser language part of the culture', async () => {
    expect(await detect(null, ['en-GB'])).toBe('en');
  });

  it('uses the default language when nothing configured matches', async () => {
    expect(await detect(null, ['de-DE', 'ja'])).toBe('es');
  });

  it('ignores a garbage or unconfigured cookie and goes on down the order', async () => {
    expect(await detect('<script>', ['en-US'])).toBe('en');
    expect(await detect('de', ['fr-FR'])).toBe('fr');
  });

  it('stores the choice in a360_lang for 90 days on path /', async () => {
    await detect(null, ['en-GB']);
    expect(document.cookie).toContain('a360_lang=en');
    const options = languageDetectionOptions({ hostname: 'www.club.es', protocol: 'https:' });
    expect(options.cookieMinutes).toBe(90 * 24 * 60);
    expect(options.cookieOptions).toEqual({ path: '/', sameSite: 'lax', secure: true });
    expect(options.cookieDomain).toBe('.club.es');
  });
});

describe('detectLanguage (without i18next)', () => {
  const clearCookie = () => (document.cookie = 'a360_lang=; path=/; max-age=0');
  const cases: [cookie: string | null, browser: string[]][] = [
    ['fr', ['en-GB', 'en']],
    [null, ['fr-FR', 'en']],
    [null, ['en-GB']],
    [null, ['es-ES']],
    [null, ['de-DE', 'ja']],
    ['<script>', ['en-US']],
    ['de', ['fr-FR']],
    ['en-US', ['de-DE']],
    [null, []],
  ];

  it.each(cases)('cookie %j and browser %j: the same language as the i18next detector', async (cookie, browser) => {
    clearCookie();
    const expected = await detect(cookie, browser);
    clearCookie();
    const header = cookie === null ? '' : `a360_lang=${cookie}`;
    expect(detectLanguage(['es', 'en', 'fr'], 'es', header, browser[0])).toBe(expected);
  });
});

describe('applyDocumentLanguage', () => {
  it('sets lang and keeps exactly one lang- class', () => {
    const root = document.createElement('html');
    root.className = 'lang-es other';
    applyDocumentLanguage('en', root);
    expect(root.lang).toBe('en');
    expect([...root.classList].sort()).toEqual(['lang-en', 'other']);
  });
});
