import { formatDate, formatEuros } from '../../lib/format';

/** Cents as euros in the reader's language: 12345 → "123,45 €". */
export const centsText = (cents: number, locale: string) => formatEuros(cents / 100, locale);

/** A club day (YYYY-MM-DD) in the reader's language. */
export const dayText = (day: string, locale: string) => formatDate(day, locale) ?? day;

/** The day ages and roles are counted on: 1 July of the season's first year ('26/27' → 2026-07-01). */
export const seasonStartDay = (season: string) => `20${season.slice(0, 2)}-07-01`;
