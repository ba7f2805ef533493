import type { AreaElement, AreaGroup, AreaPrice } from '../../src/api/membership.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { toAreaSeat, withSectors, withWheelchair, type AreaSeatRow } from './arena.ts';
import { passPriceSql } from './next-season-seats.ts';
import type { RelocationPerson } from './relocation.ts';

/** Areas where every person of the renewal would pay next season exactly what they were charged. */
const SAME_PRICE_AREA = `EXISTS (SELECT 1 FROM season_area_prices p0 WHERE p0.season = $1 AND p0.area_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS m(rol_id, cents) WHERE ${passPriceSql('a.id', 'm.rol_id')} IS DISTINCT FROM m.cents)`;

/**
 * The next season's map as the seat maps read it, for the people of a renewal: sectors and areas
 * priced the same for all of them with free seats (no claim of the season), or with `parentId`
 * the seats of that area: their own seats `current`, any other claim `taken`.
 */
export async function relocationMap(db: Queryable, season: string, people: RelocationPerson[], parentId: number | undefined): Promise<AreaElement[]> {
  const params = [season, people.map((p) => p.rolId), people.map((p) => p.passCents)];
  if (parentId !== undefined) return areaSeats(db, params, people, parentId);
  const { rows } = await db.query<{ id: number; sector_id: number; name: string; shape: [number, number][]; available: number; wheelchair: number }>(
    `SELECT a.id, a.sector_id, a.name, a.shape, count(*)::int AS available,
       count(*) FILTER (WHERE s.access = 'WHEELCHAIR')::int AS wheelchair
     FROM areas a JOIN seats s ON s.area_id = a.id
     LEFT JOIN season_seat_claims c ON c.season = $1 AND c.seat_id = s.id
     WHERE c.seat_id IS NULL AND ${SAME_PRICE_AREA}
     GROUP BY a.id ORDER BY a.position, a.id`,
    params,
  );
  const prices = await pricesOf(db, params);
  const areas: AreaGroup[] = rows.map((row) => ({
    level: 'AREA',
    id: row.id,
    parentId: row.sector_id,
    name: row.name,
    available: row.available,
    prices: prices.get(row.id) ?? [],
    shape: row.shape,
    ...withWheelchair(row.wheelchair),
  }));
  // Areas priced alike for the renewal's people carry the same prices: a sector's are its first area's.
  return withSectors(db, areas, (children) => children[0]!.prices);
}

async function areaSeats(db: Queryable, params: unknown[], people: RelocationPerson[], areaId: number): Promise<AreaElement[]> {
  const area = await db.query<{ same_price: boolean }>(`SELECT ${SAME_PRICE_AREA} AS same_price FROM areas a WHERE a.id = $4`, [...params, areaId]);
  const samePrice = area.rows[0]?.same_price;
  if (samePrice === undefined) throw new HttpError(404, 'Area not found');
  const { rows } = await db.query<AreaSeatRow>(
    `SELECT s.id, s.row_number, s.seat_number, s.x, s.y, s.access,
       CASE WHEN c.kind = 'SOLD' AND c.partner_id = ANY($3::int[]) THEN 'current'
            WHEN c.seat_id IS NOT NULL THEN 'taken'
            WHEN $4 THEN 'available'
            ELSE 'unavailable' END AS state
     FROM seats s LEFT JOIN season_seat_claims c ON c.season = $1 AND c.seat_id = s.id
     WHERE s.area_id = $2 ORDER BY s.row_number, s.seat_number`,
    [params[0], areaId, people.map((p) => p.partnerId), samePrice],
  );
  return rows.map((row) => toAreaSeat(row, areaId));
}

/** Each listed area's next-season prices for the renewal's rols: one per price, with the rols it is for. */
async function pricesOf(db: Queryable, params: unknown[]): Promise<Map<number, AreaPrice[]>> {
  const { rows } = await db.query<{ area_id: number; price_cents: number; junior: boolean; rol_ids: number[] }>(
    `SELECT p.area_id, p.price_cents, bool_and(r.junior) AS junior, array_agg(p.rol_id ORDER BY p.rol_id) AS rol_ids
     FROM season_area_prices p JOIN rols r ON r.id = p.rol_id
     WHERE p.season = $1 AND p.rol_id = ANY($2::int[])
     GROUP BY p.area_id, p.price_cents ORDER BY p.area_id, p.price_cents`,
    params.slice(0, 2),
  );
  const byArea = new Map<number, AreaPrice[]>();
  for (const row of rows) {
    byArea.set(row.area_id, [...(byArea.get(row.area_id) ?? []), { price: row.price_cents / 100, junior: row.junior, rolls: row.rol_ids }]);
  }
  return byArea;
}
