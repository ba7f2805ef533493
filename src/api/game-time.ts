import { CLUB_TIME_ZONE } from './card-code';
import type { PublicGame } from './games';

/**
 * A game's dates and its sale, as the games pages say them: always on the club's clock (Madrid),
 * in the reader's language, whatever the device's time zone.
 */

/** The day of a game or a sale's end: "sábado, 11 de octubre de 2025". */
export const clubDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: CLUB_TIME_ZONE }).format(new Date(iso));

/** The time of day, on the club's clock: "19:00". */
export const clubTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: CLUB_TIME_ZONE }).format(new Date(iso));

/** A moment of a sale, short: "8 de marzo a las 10:00". */
export const clubMoment = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: CLUB_TIME_ZONE }).format(new Date(iso));

/**
 * Where a game's tickets stand: `none` (the club put none on sale), `upcoming` (on sale from
 * `opensAt`), `open` (until `closesAt`), `over` (the sale closed before tip-off), `played`.
 */
export type SaleStatus =
  | { kind: 'none' }
  | { kind: 'upcoming'; opensAt: string }
  | { kind: 'open'; closesAt: string }
  | { kind: 'over' }
  | { kind: 'played' };

/**
 * The server says whether the sale is open (its clock decides a purchase); the reader's clock only
 * tells a game that has started from one still to come, and a sale still to open from a closed one.
 */
export function saleStatusOf(game: Pick<PublicGame, 'startsAt' | 'sale'>, now: number): SaleStatus {
  const { sale } = game;
  if (sale?.open) return { kind: 'open', closesAt: sale.closesAt };
  if (Date.parse(game.startsAt) <= now) return { kind: 'played' };
  if (!sale) return { kind: 'none' };
  if (now < Date.parse(sale.opensAt)) return { kind: 'upcoming', opensAt: sale.opensAt };
  return { kind: 'over' };
}
