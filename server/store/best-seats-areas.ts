import type { SeatAccess } from '../../src/api/membership.ts';
import type { SearchArea } from '../seats/best-block.ts';
import { NO_SEATS_TOGETHER } from '../../src/api/best-seats.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { CLAIMS_JOIN, FREE_FOR_VIEWER } from './arena.ts';

interface SeatRow {
  area_id: number;
  price_cents: number;
  id: number;
  row_number: number;
  seat_number: number;
  x: number;
  y: number;
  access: SeatAccess | null;
  free: boolean;
}

/**
 * The areas priced for every one of `rolIds` (one per person; a person without a rol has no
 * price) with what their seats there cost together, cheapest first, then in the area list's
 * order; every seat of each, `free` when free for the viewer (the search needs the taken ones
 * for a row's centre and for "behind"). A person's price in an area is its cheapest price for
 * their rol, as the holds and the totals price a seat (seat-changes.ts, signup-prices.ts).
 * One query for the whole arena.
 */
export async function loadPricedAreas(db: Queryable, viewer: { userId: number; rolIds: (number | null)[] }, areaId?: number): Promise<SearchArea[]> {
  const { rows } = await db.query<SeatRow>(
    `WITH people AS (SELECT rol_id, ord FROM unnest($2::int[]) WITH ORDINALITY AS p(rol_id, ord)),
     person_prices AS (
       SELECT ap.area_id, p.ord, min(ap.price_cents) AS cents
       FROM people p JOIN area_prices ap ON p.rol_id = ANY(ap.rol_ids)
       WHERE $3::int IS NULL OR ap.area_id = $3
       GROUP BY ap.area_id, p.ord),
     priced AS (
       SELECT area_id, sum(cents)::int AS price_cents FROM person_prices
       GROUP BY area_id HAVING count(*) = cardinality($2::int[]))
     SELECT pr.area_id, pr.price_cents, s.id, s.row_number, s.seat_number, s.x, s.y, s.access, ${FREE_FOR_VIEWER} AS free
     FROM priced pr JOIN areas a ON a.id = pr.area_id JOIN seats s ON s.area_id = pr.area_id ${CLAIMS_JOIN}
     ORDER BY pr.price_cents, a.position, a.id, s.row_number, s.seat_number`,
    [viewer.userId, viewer.rolIds, areaId ?? null],
  );
  const areas: SearchArea[] = [];
  for (const row of rows) {
    let area = areas.at(-1);
    if (area?.id !== row.area_id) {
      area = { id: row.area_id, priceCents: row.price_cents, seats: [] };
      areas.push(area);
    }
    area.seats.push({ id: row.id, row: row.row_number, number: row.seat_number, x: row.x, y: row.y, access: row.access, free: row.free });
  }
  return areas;
}

/** One area as `loadPricedAreas` reads it; 404 for an unknown area, 409 no-seats-together when it is not priced for them all. */
export async function loadPricedArea(db: Queryable, viewer: { userId: number; rolIds: (number | null)[] }, areaId: number): Promise<SearchArea> {
  const [area] = await loadPricedAreas(db, viewer, areaId);
  if (area) return area;
  const { rows } = await db.query('SELECT 1 FROM areas WHERE id = $1', [areaId]);
  if (rows.length === 0) throw new HttpError(404, `Area ${areaId} not found`);
  throw new HttpError(409, `Area ${areaId} has no free seat priced for everyone`, NO_SEATS_TOGETHER);
}
