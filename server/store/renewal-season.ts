import type { Queryable } from '../db/db.ts';

/** The next season's passes cost this much more than the current ones, in percent (then rounded to the euro). */
export const RENEWAL_PRICE_RISE_PERCENT = 3;

/**
 * Opens the renewal of `season` (the next one): its pass prices and the seats its members keep.
 * Idempotent, so the seed may run it at every start:
 * - `season_area_prices`: every current area price for every role it lists, plus
 *   RENEWAL_PRICE_RISE_PERCENT, rounded to the nearest euro (half up); an area that lists a role
 *   twice takes its lower price, as the current season reads it. Prices already there stay (the
 *   club may have set its own).
 * - a KEPT claim of `season` for every SOLD seat of the current season, in one statement: the
 *   member keeps their seat until the renewal's deadline.
 */
export async function openRenewalSeason(db: Queryable, season: string): Promise<void> {
  await db.query(
    `INSERT INTO season_area_prices (season, area_id, rol_id, price_cents)
     SELECT $1, ap.area_id, rol_id, min((ap.price_cents * (100 + $2) + 5000) / 10000 * 100)
     FROM area_prices ap CROSS JOIN unnest(ap.rol_ids) AS rol_id
     GROUP BY ap.area_id, rol_id
     ON CONFLICT DO NOTHING`,
    [season, RENEWAL_PRICE_RISE_PERCENT],
  );
  await db.query(
    `INSERT INTO season_seat_claims (season, seat_id, kind, partner_id)
     SELECT $1, seat_id, 'KEPT', partner_id FROM seat_claims WHERE kind = 'SOLD'
     ON CONFLICT DO NOTHING`,
    [season],
  );
}
