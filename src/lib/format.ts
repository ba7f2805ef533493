/** Display rules shared by the member-facing features, pure so each is tested row by row. */

/** A calendar date (YYYY-MM-DD) in the reader's language, never shifted by their time zone. */
export function formatDate(isoDate: string | null, locale: string): string | null {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

// Pages the server fills with prices write them the same way (src/api/games-page-template.ts).
export { formatEuros } from '../api/euros';
