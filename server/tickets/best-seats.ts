import { agg, toSearchAreas, type AreaLoader, type AreaRow } from '../store/best-seats-areas.ts';
import { freeForGameSql } from '../store/game-seats.ts';

/**
 * The areas of a game's map for "best seats together": those its tier prices, with what `count`
 * tickets cost there, cheapest first; a seat is free when it is free for the game or already held
 * by the order (its own pick stays its to keep). One query for the whole arena.
 */
export const gameAreas =
  (gameId: number, orderId: number, count: number): AreaLoader =>
  async (db, areaId) => {
    const free = `(${freeForGameSql('g.id')} OR EXISTS (SELECT 1 FROM game_seat_claims own
      WHERE own.game_id = g.id AND own.seat_id = s.id AND own.kind = 'HELD' AND own.ticket_order_id = $2))`;
    const { rows } = await db.query<AreaRow>(
      `SELECT a.id AS area_id, gp.price_cents * $3 AS price_cents, ${agg('s.id')} AS ids, ${agg('s.row_number')} AS rows,
         ${agg('s.seat_number')} AS numbers, ${agg('s.x')} AS xs, ${agg('s.y')} AS ys, ${agg('s.access')} AS access, ${agg(free)} AS free
       FROM games g JOIN game_prices gp ON gp.tier = g.price_tier JOIN areas a ON a.id = gp.area_id JOIN seats s ON s.area_id = a.id
       WHERE g.id = $1 AND ($4::int IS NULL OR a.id = $4)
       GROUP BY a.id, gp.price_cents ORDER BY gp.price_cents, a.position, a.id`,
      [gameId, orderId, count, areaId ?? null],
    );
    return toSearchAreas(rows);
  };
