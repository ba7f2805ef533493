import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions } from '../lib/i18n';

/** The translations of one language, given (no fetch, no detection): the app drawn in Node. */
export async function initServerI18n(language: string, translations: Record<string, unknown>): Promise<void> {
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { [language]: { translation: translations } },
    initAsync: false,
    react: { useSuspense: false },
  });
}
