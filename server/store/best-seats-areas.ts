import type { SeatAccess } from '../../src/api/membership.ts';
import type { SearchArea } from '../seats/best-block.ts';
import { NO_SEATS_TOGETHER } from '../../src/api/best-seats.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { CLAIMS_JOIN, FREE_FOR_VIEWER } from './arena.ts';

/** One row per area, its seats as parallel arrays in (row, number) order: far fewer values to read than a row per seat. */
export interface AreaRow {
  area_id: number;
  price_cents: number;
  ids: number[];
  rows: number[];
  numbers: number[];
  xs: number[];
  ys: number[];
  access: (SeatAccess | null)[];
  free: boolean[];
}

/** A column of an area's seats as an array, in (row, number) order. */
export const agg = (column: string) => `array_agg(${column} ORDER BY s.row_number, s.seat_number)`;

/**
 * The areas priced for every one of `rolIds` (one per person; a person without a rol has no
 * price) with what their seats there cost together, cheapest first, then in the area list's
 * order; every seat of each, `free` when free for the viewer (the search needs the taken ones
 * for a row's centre and for "behind"). A person's price in an area is its cheapest price for
 * their rol, as the holds and the totals price a seat (seat-changes.ts, signup-prices.ts).
 * One query for the whole arena.
 */
export async function loadPricedAreas(db: Queryable, viewer: { userId: number; rolIds: (number | null)[] }, areaId?: number): Promise<SearchArea[]> {
  const { rows } = await db.query<AreaRow>(
    `WITH people AS (SELECT rol_id, ord FROM unnest($2::int[]) WITH ORDINALITY AS p(rol_id, ord)),
     person_prices AS (
       SELECT ap.area_id, p.ord, min(ap.price_cents) AS cents
       FROM people p JOIN area_prices ap ON p.rol_id = ANY(ap.rol_ids)
       WHERE $3::int IS NULL OR ap.area_id = $3
       GROUP BY ap.area_id, p.ord),
     priced AS (
       SELECT area_id, sum(cents)::int AS price_cents FROM person_prices
       GROUP BY area_id HAVING count(*) = cardinality($2::int[]))
     SELECT pr.area_id, pr.price_cents, ${agg('s.id')} AS ids, ${agg('s.row_number')} AS rows, ${agg('s.seat_number')} AS numbers,
       ${agg('s.x')} AS xs, ${agg('s.y')} AS ys, ${agg('s.access')} AS access, ${agg(FREE_FOR_VIEWER)} AS free
     FROM priced pr JOIN areas a ON a.id = pr.area_id JOIN seats s ON s.area_id = pr.area_id ${CLAIMS_JOIN}
     GROUP BY pr.area_id, pr.price_cents, a.position, a.id
     ORDER BY pr.price_cents, a.position, a.id`,
    [viewer.userId, viewer.rolIds, areaId ?? null],
  );
  return toSearchAreas(rows);
}

/** The search's areas from rows read with `agg`. */
export function toSearchAreas(rows: AreaRow[]): SearchArea[] {
  return rows.map((area) => ({
    id: area.area_id,
    priceCents: area.price_cents,
    seats: area.ids.map((id, index) => ({
      id,
      row: area.rows[index]!,
      number: area.numbers[index]!,
      x: area.xs[index]!,
      y: area.ys[index]!,
      access: area.access[index]!,
      free: area.free[index]!,
    })),
  }));
}

/** Reads the areas a search may use, or only `areaId`, with their seats and what the people pay there, cheapest first. */
export type AreaLoader = (db: Queryable, areaId?: number) => Promise<SearchArea[]>;

/** One area as `load` reads it; 404 for an unknown area, 409 no-seats-together when it is not priced for them all. */
export async function loadPricedArea(db: Queryable, load: AreaLoader, areaId: number): Promise<SearchArea> {
  const [area] = await load(db, areaId);
  if (area) return area;
  const { rows } = await db.query('SELECT 1 FROM areas WHERE id = $1', [areaId]);
  if (rows.length === 0) throw new HttpError(404, `Area ${areaId} not found`);
  throw new HttpError(409, `Area ${areaId} has no free seat priced for everyone`, NO_SEATS_TOGETHER);
}
