import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { environment, languageCodes } from './config';
import {
  applyDocumentLanguage,
  browserCultureDetector,
  browserLanguageDetector,
  languageDetectionOptions,
} from './language';

/** Locale files bundled as lazy chunks: used only when /translations cannot be fetched. */
const bundledLocales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' });

export function createLanguageDetector(): LanguageDetector {
  const detector = new LanguageDetector();
  detector.addDetector(browserCultureDetector);
  detector.addDetector(browserLanguageDetector);
  return detector;
}

/** Where a language's translations are served; the version busts caches on every release. */
export const translationsUrl = (language: string) =>
  `${environment.staticPath}translations/${language}.json?v=${environment.appVersion}`;

export const i18nOptions = {
  supportedLngs: languageCodes,
  nonExplicitSupportedLngs: false,
  load: 'currentOnly' as const,
  fallbackLng: environment.defaultLanguage,
  interpolation: { escapeValue: false },
};

export async function initI18n(instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', (lng) => applyDocumentLanguage(instance.resolvedLanguage ?? lng));
  instance.on('failedLoading', (lng, ns) => void loadBundledLocale(instance, lng, ns));
  await instance
    .use(HttpBackend)
    .use(createLanguageDetector())
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      maxRetries: 2,
      backend: { loadPath: translationsUrl('{{lng}}') },
      detection: languageDetectionOptions(window.location),
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
  return instance;
}

async function loadBundledLocale(instance: I18n, lng: string, ns: string): Promise<void> {
  const load = bundledLocales[`../locales/${lng}.json`];
  if (!load) return;
  instance.addResourceBundle(lng, ns, await load(), true, true);
}

export { i18next as i18n };
