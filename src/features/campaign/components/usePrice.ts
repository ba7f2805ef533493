import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui';

/** Euro amounts in the current language: 147.5 → "147,50" / "147.50" (the translation places the € sign). */
export function usePrice(): (euros: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((euros: number) => formatPrice(euros, locale), [locale]);
}
