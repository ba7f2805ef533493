import { seededRandom } from '../../../src/api/arena/index.ts';
import { seatAccessById } from './arena-access.ts';
import type { SeatLayout } from './arena-layout.ts';

/** The demo partners sit together in Zona N2B (its other seats stay free for seat changes). */
export const DEMO_PARTNERS_AREA_ID = 106;
/** Sold out: nothing to offer there (spec §5 hides areas without available seats). */
export const FULL_AREA_IDS: ReadonlySet<number> = new Set([102, 103, 502, 503]);
/**
 * Sign-up races (beyond §7): Zona W3B (economy, every rol priced) keeps only its last
 * RACE_FREE_SEATS seats free, so two browsers can race for them. It comes late in the price
 * order, so the seat-change tests, which open the first areas of the list, never meet it.
 */
export const RACE_AREA_ID = 706;
export const RACE_FREE_SEATS = 2;
/** Nearly empty, so the "most available" order has clear winners. */
const NEARLY_EMPTY_AREA_IDS: ReadonlySet<number> = new Set([203, 305, 603]);
const NEARLY_EMPTY_RATIO = 0.03;
/** Other areas sell between these shares; about 55 % of all seats end up sold. */
const MIN_RATIO = 0.5;
const MAX_RATIO = 0.75;
/** The same seed gives every database the same sales. */
const SEED = 2526;

/** First partner number of the bulk "background" partners who bought the other sold seats. */
export const BACKGROUND_FIRST_PARTNER_NUMBER = 100_000;
export const BACKGROUND_MAIL_DOMAIN = 'background.demo.club';
/** What each background partner paid for the season (one payment; nobody reads the amount). */
export const BACKGROUND_PAYMENT_CENTS = 24_000;
/** Rol ids of background partners, cycled: mostly adults, some of every other rol. */
const BACKGROUND_ROL_CYCLE = [1, 1, 1, 2, 1, 4, 1, 5, 2, 3, 1, 6, 1, 7] as const;

/** The seats of the demo partners: the first `count` seats of their area, row by row. */
export function demoPartnerSeatIds(seats: readonly SeatLayout[], count: number): number[] {
  const area = seats.filter((seat) => seat.areaId === DEMO_PARTNERS_AREA_ID);
  if (count > area.length) throw new Error(`${count} demo partners do not fit in area ${DEMO_PARTNERS_AREA_ID}`);
  return area.slice(0, count).map((seat) => seat.id);
}

/**
 * Seats sold to background partners, in seat order. The demo partners' area sells none, and no
 * wheelchair place is sold: the demo can book them.
 */
export function backgroundSoldSeatIds(seats: readonly SeatLayout[]): number[] {
  const random = seededRandom(SEED);
  const ratios = new Map<number, number>();
  const ratioOf = (areaId: number): number => {
    let ratio = ratios.get(areaId);
    if (ratio === undefined) {
      if (areaId === DEMO_PARTNERS_AREA_ID) ratio = 0;
      else if (FULL_AREA_IDS.has(areaId)) ratio = 1;
      else if (NEARLY_EMPTY_AREA_IDS.has(areaId)) ratio = NEARLY_EMPTY_RATIO;
      else ratio = MIN_RATIO + random() * (MAX_RATIO - MIN_RATIO);
      ratios.set(areaId, ratio);
    }
    return ratio;
  };
  const sold = seats.filter((seat) => random() < ratioOf(seat.areaId)).map((seat) => seat.id);
  // Added after the draw, so the other areas' sales stay those of the seeded generator.
  const race = seats.filter((seat) => seat.areaId === RACE_AREA_ID).map((seat) => seat.id);
  const unsold = new Set([...race.slice(race.length - RACE_FREE_SEATS), ...seatAccessById(seats).keys()]);
  return [...new Set([...sold, ...race])].filter((id) => !unsold.has(id)).sort((a, b) => a - b);
}

/** Rol of the n-th background partner (1-based). */
export function backgroundRolIds(count: number): number[] {
  return Array.from({ length: count }, (_, i) => BACKGROUND_ROL_CYCLE[i % BACKGROUND_ROL_CYCLE.length]!);
}
