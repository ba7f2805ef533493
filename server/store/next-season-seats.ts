import { SIGNUP_ROLS } from '../../src/api/signup-pricing.ts';
import type { SearchArea } from '../seats/best-block.ts';
import type { Queryable } from '../db/db.ts';
import { agg, toSearchAreas, type AreaRow } from './best-seats-areas.ts';

/**
 * SQL: the next season's pass of role `rol` in area `area` (the season is `$1`), as the renewal
 * prices it (store/renewal-people.ts): the area's price for the role, or its adult price when the
 * area has none for that role (a child's pass is then the adult's, which the family discount halves).
 */
export const passPriceSql = (area: string, rol: string) =>
  `coalesce((SELECT pp.price_cents FROM season_area_prices pp WHERE pp.season = $1 AND pp.area_id = ${area} AND pp.rol_id = ${rol}),
    (SELECT pp.price_cents FROM season_area_prices pp WHERE pp.season = $1 AND pp.area_id = ${area} AND pp.rol_id = ${SIGNUP_ROLS.ADULT}))`;

/** A person looking for a seat next season at the price they were charged. */
export interface PricedMover {
  partnerId: number;
  rolId: number;
  passCents: number;
}

/**
 * The next season's areas for the best-seats search, every seat with `free` when no claim of
 * `season` holds it (or a SOLD claim of one of the movers, whose seats a move gives up).
 * With movers: only areas where each costs exactly what they were charged, priced at their sum;
 * without: every area the season prices, at its cheapest price (the waiting list). One query.
 */
export async function loadNextSeasonAreas(db: Queryable, season: string, movers: PricedMover[], areaId?: number): Promise<SearchArea[]> {
  const { rows } = await db.query<AreaRow>(
    `WITH movers AS (SELECT rol_id, cents FROM unnest($2::int[], $3::int[]) AS m(rol_id, cents)),
     priced AS (
       SELECT a.id AS area_id, a.position,
         coalesce((SELECT sum(cents) FROM movers), (SELECT min(price_cents) FROM season_area_prices p WHERE p.season = $1 AND p.area_id = a.id))::int AS price_cents
       FROM areas a
       WHERE ($4::int IS NULL OR a.id = $4)
         AND EXISTS (SELECT 1 FROM season_area_prices p WHERE p.season = $1 AND p.area_id = a.id)
         AND NOT EXISTS (SELECT 1 FROM movers m WHERE ${passPriceSql('a.id', 'm.rol_id')} IS DISTINCT FROM m.cents))
     SELECT pr.area_id, pr.price_cents, ${agg('s.id')} AS ids, ${agg('s.row_number')} AS rows, ${agg('s.seat_number')} AS numbers,
       ${agg('s.x')} AS xs, ${agg('s.y')} AS ys, ${agg('s.access')} AS access,
       ${agg("(c.seat_id IS NULL OR (c.kind = 'SOLD' AND c.partner_id = ANY($5::int[])))")} AS free
     FROM priced pr JOIN seats s ON s.area_id = pr.area_id
     LEFT JOIN season_seat_claims c ON c.season = $1 AND c.seat_id = s.id
     GROUP BY pr.area_id, pr.price_cents, pr.position
     ORDER BY pr.price_cents, pr.position, pr.area_id`,
    [season, movers.map((m) => m.rolId), movers.map((m) => m.passCents), areaId ?? null, movers.map((m) => m.partnerId)],
  );
  return toSearchAreas(rows);
}
