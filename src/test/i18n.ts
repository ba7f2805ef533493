import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from '../locales/es.json';

/** A synchronous Spanish i18next instance for component tests (no network). */
export function spanishI18n() {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { es: { translation: es } },
    lng: 'es',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
