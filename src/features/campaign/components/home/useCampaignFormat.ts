import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../usePrice';
import { campaignDate, seasonYear, type CampaignDay } from '../../data/campaign';

export interface CampaignFormat {
  /** The language the texts are in ("es", "en", "fr"). */
  locale: string;
  /** 147.5 → "147,50" (the translation places the € sign). */
  price: (euros: number) => string;
  /** A campaign day in words: "25 de junio", "June 25", "25 juin". */
  day: (day: CampaignDay) => string;
  /** The same day for `<time dateTime>`: "2025-06-25". */
  isoDay: (day: CampaignDay) => string;
  /** A month of the season's first year in words: 10 → "octubre". */
  month: (month: number) => string;
}

/**
 * Formats the campaign's numbers and days in the current language. Dates come from the data
 * module and the season, never from the clock, so a page shows the same text on every day.
 */
export function useCampaignFormat(season: string): CampaignFormat {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const price = usePrice();
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' });
    const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long' });
    return {
      locale,
      price,
      day: (day) => dayFormat.format(campaignDate(season, day)),
      isoDay: (day) => isoDate(campaignDate(season, day)),
      month: (month) => monthFormat.format(new Date(seasonYear(season), month - 1, 1)),
    };
  }, [locale, price, season]);
}

/** A local date as YYYY-MM-DD (toISOString would shift it to UTC). */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
