import { seasonYear, type CampaignDay } from '../../src/features/campaign/data/campaign.ts';
// The kit's formatter itself, not its barrel: the barrel pulls in React and vanilla-extract styles.
import { formatPrice } from '../../src/ui/Card/formatPrice.ts';

/**
 * Spanish wording of the campaign numbers for the PDFs. A no-break space (U+00A0, which the
 * standard PDF fonts can encode) keeps "240 €" and "40 %" on one line.
 */
const NBSP = '\u00a0';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** 240 → "240 €", 147.5 → "147,50 €". */
export const euros = (amount: number): string => `${formatPrice(amount, 'es')}${NBSP}€`;

/** 40 → "40 %" (Spanish style puts a space before the sign). */
export const percent = (value: number): string => `${value}${NBSP}%`;

/** 10 → "octubre". */
export function monthName(month: number): string {
  const name = MONTHS[month - 1];
  if (!name) throw new RangeError(`No month ${month}`);
  return name;
}

/** A campaign day of the season: "25 de junio de 2025". */
export function longDate(season: string, day: CampaignDay): string {
  return `${day.day} de ${monthName(day.month)} de ${seasonYear(season, day.seasonYear)}`;
}

/** A month of the season's first year: "octubre de 2025". */
export function monthOfSeason(season: string, month: number): string {
  return `${monthName(month)} de ${seasonYear(season)}`;
}

/** ISO weekday range: (1, 4) → "De lunes a jueves", (5, 5) → "Viernes". */
export function dayRange(fromDay: number, toDay: number): string {
  const from = WEEKDAYS[fromDay - 1];
  const to = WEEKDAYS[toDay - 1];
  if (!from || !to) throw new RangeError(`No weekday ${fromDay}–${toDay}`);
  return fromDay === toDay ? capitalize(from) : `De ${from} a ${to}`;
}

type Slots = readonly { from: string; to: string }[];

/** For a table cell: "9:00–13:30 y 16:00–18:00". */
export const timeRanges = (slots: Slots): string => joinList(slots.map((slot) => `${slot.from}–${slot.to}`));

/** For a sentence: "de 9:00 a 13:30 y de 16:00 a 18:00". */
export const timeSlotsSentence = (slots: Slots): string => joinList(slots.map((slot) => `de ${slot.from} a ${slot.to}`));

/** ["a", "b", "c"] → "a, b y c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** "25/26" → "24/25" (-1) or "26/27" (+1). */
export function shiftSeason(season: string, by: number): string {
  const first = (seasonYear(season) % 100) + by;
  return `${pad(first)}/${pad(first + 1)}`;
}

/** 1 → "1.er", 2 → "2.º" (ordinal abbreviations as the RAE writes them). */
export const ordinal = (n: number): string => (n === 1 || n === 3 ? `${n}.er` : `${n}.º`);

/** (1, 'partido', 'partidos') → "1 partido"; (15, …) → "15 partidos". */
export const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const pad = (n: number): string => String(((n % 100) + 100) % 100).padStart(2, '0');

/** A campaign day as a UTC instant (PDF dates must not depend on the machine's time zone). */
export function utcDate(season: string, day: CampaignDay): Date {
  return new Date(Date.UTC(seasonYear(season, day.seasonYear), day.month - 1, day.day));
}
