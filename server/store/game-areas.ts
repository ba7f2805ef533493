import type { AreaGroup, AreaPrice, AreaSeat } from '../../src/api/membership.ts';
import type { Queryable } from '../db/db.ts';
import { toAreaSeat, withSectors, withWheelchair, type AreaSeatRow } from './arena.ts';
import { freeForGameSql, pricedForGameSql } from './game-seats.ts';

/** The game whose map is read: its id and price tier (none: nothing is priced). */
export interface MapGame {
  id: number;
  priceTier: string | null;
}

// A ticket has one price per area, for anyone: the seat maps' price shape with no rols.
const ticketPrice = (euros: number): AreaPrice => ({ price: euros, junior: false, rolls: [] });

/**
 * Sectors then areas, one flat list, as the season's maps read them (store/arena.ts listAreas):
 * an area is listed only with a price for the game's tier and seats free for that game.
 */
export async function listGameAreas(db: Queryable, game: MapGame): Promise<AreaGroup[]> {
  const { rows } = await db.query<{ id: number; sector_id: number; name: string; shape: [number, number][]; price_cents: number; available: number; wheelchair: number }>(
    `SELECT a.id, a.sector_id, a.name, a.shape, gp.price_cents, count(*)::int AS available,
       count(*) FILTER (WHERE s.access = 'WHEELCHAIR')::int AS wheelchair
     FROM game_prices gp JOIN areas a ON a.id = gp.area_id JOIN seats s ON s.area_id = a.id
     WHERE gp.tier = $2 AND ${freeForGameSql('$1')}
     GROUP BY a.id, gp.price_cents ORDER BY a.position, a.id`,
    [game.id, game.priceTier],
  );
  const areas: AreaGroup[] = rows.map((row) => ({
    level: 'AREA',
    id: row.id,
    parentId: row.sector_id,
    name: row.name,
    available: row.available,
    prices: [ticketPrice(row.price_cents / 100)],
    shape: row.shape,
    ...withWheelchair(row.wheelchair),
  }));
  return withSectors(db, areas, (children) => [...new Set(children.map((area) => area.prices[0]!.price))].sort((x, y) => x - y).map(ticketPrice));
}


/** One area's seats with their state for the game; null when there is no such area. */
export async function listGameAreaSeats(db: Queryable, game: MapGame, areaId: number): Promise<AreaSeat[] | null> {
  const area = await db.query('SELECT 1 FROM areas WHERE id = $1', [areaId]);
  if (area.rows.length === 0) return null;
  const { rows } = await db.query<AreaSeatRow>(
    `SELECT s.id, s.row_number, s.seat_number, s.x, s.y, s.access,
       CASE WHEN NOT ${freeForGameSql('$1')} THEN 'taken'
            WHEN ${pricedForGameSql('g')} THEN 'available'
            ELSE 'unavailable' END AS state
     FROM seats s CROSS JOIN (SELECT $3::text AS price_tier) g
     WHERE s.area_id = $2 ORDER BY s.row_number, s.seat_number`,
    [game.id, areaId, game.priceTier],
  );
  return rows.map((row) => toAreaSeat(row, areaId));
}
