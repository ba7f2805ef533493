import type { Queryable } from '../db/db.ts';
import { FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';

/**
 * Best-seats fixtures on top of the seat change ones: a rol priced only in the fixture areas, so a
 * search without an area never meets the demo arena. For it: a gappy area (150 €, the cheapest)
 * whose one row has only odd seat numbers (no two side by side), the cheap area (200 €) and the
 * dear one (300 €), 10 rows of 10 each. Row 10 of the cheap area ends with a wheelchair space
 * (seat 6) and its companion seat (seat 7).
 */
export const BEST = {
  rol: 99,
  gappyArea: 900_011,
  gappySeats: [990_111, 990_113, 990_115, 990_117, 990_119],
  wheelchairSpace: FIXTURE.seat(FIXTURE.cheapArea, 95),
  companionSeat: FIXTURE.seat(FIXTURE.cheapArea, 96),
} as const;

export async function insertBestSeatsFixture(db: Queryable): Promise<void> {
  await insertArenaFixture(db);
  await db.query("INSERT INTO rols (id, code, name) VALUES ($1, 'BEST_SEATS_FIXTURE', 'Fixture rol')", [BEST.rol]);
  await db.query("INSERT INTO areas (id, sector_id, name, shape) VALUES ($1, 900000, 'Gappy area', '[[0,0],[1,0],[1,1]]'::jsonb)", [BEST.gappyArea]);
  await db.query('INSERT INTO area_prices (area_id, price_cents, junior, rol_ids) VALUES ($1, 20000, false, $4), ($2, 30000, false, $4), ($3, 15000, false, $4)', [
    FIXTURE.cheapArea,
    FIXTURE.dearArea,
    BEST.gappyArea,
    [BEST.rol],
  ]);
  await db.query('INSERT INTO seats (id, area_id, row_number, seat_number, x, y) SELECT id, $1, 1, id - 990110, id - 990110, 0 FROM unnest($2::int[]) AS id', [
    BEST.gappyArea,
    BEST.gappySeats,
  ]);
  await db.query("UPDATE seats SET access = 'WHEELCHAIR' WHERE id = $1", [BEST.wheelchairSpace]);
  await db.query("UPDATE seats SET access = 'COMPANION' WHERE id = $1", [BEST.companionSeat]);
}
