import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createTestDb } from '../test/test-app.ts';
import { openRenewalSeason } from './renewal-season.ts';
import { readSeasonCalendar } from './season-calendars.ts';

describe('openRenewalSeason', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  const count = async (sql: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;

  it('the seed opened 26/27: the spec calendar, every sold seat kept for its partner, every area price for every role', async () => {
    expect((await readSeasonCalendar(db, '26/27'))?.renewBefore).toBe('2026-06-25');
    expect(await count("season_seat_claims WHERE season = '26/27' AND kind = 'KEPT'")).toBe(await count("seat_claims WHERE kind = 'SOLD'"));
    expect(await count("season_seat_claims n JOIN seat_claims c ON c.seat_id = n.seat_id AND c.partner_id = n.partner_id AND c.kind = 'SOLD' WHERE n.season = '26/27'")).toBe(
      await count("seat_claims WHERE kind = 'SOLD'"),
    );
    expect(await count("season_area_prices WHERE season = '26/27'")).toBe(await count('(SELECT DISTINCT area_id, unnest(rol_ids) FROM area_prices) t'));
  });

  it('is idempotent: a second run adds nothing and keeps a price the club changed', async () => {
    await db.query("UPDATE season_area_prices SET price_cents = 1 WHERE season = '26/27'");
    const claims = await count("season_seat_claims WHERE season = '26/27'");
    await openRenewalSeason(db, '26/27');
    expect(await count("season_seat_claims WHERE season = '26/27'")).toBe(claims);
    expect(await count("season_area_prices WHERE season = '26/27' AND price_cents <> 1")).toBe(0);
  });

  it('prices the next season 3 % up, to the nearest euro', async () => {
    const area = (await db.query<{ id: number }>('SELECT id FROM areas ORDER BY id LIMIT 1')).rows[0]!.id;
    await db.query('INSERT INTO area_prices (area_id, price_cents, junior, rol_ids) VALUES ($1, 24050, false, ARRAY[7])', [area]);
    await db.query("DELETE FROM season_area_prices WHERE season = '27/28'");
    await openRenewalSeason(db, '27/28');
    // 240.50 € + 3 % = 247.715 € → 248 €; a role listed twice takes the lower price.
    const { rows } = await db.query<{ price_cents: number }>("SELECT price_cents FROM season_area_prices WHERE season = '27/28' AND area_id = $1 AND rol_id = 7", [area]);
    const lowest = (await db.query<{ min: number }>('SELECT min(price_cents)::int AS min FROM area_prices WHERE area_id = $1 AND 7 = ANY(rol_ids)', [area])).rows[0]!.min;
    expect(rows).toEqual([{ price_cents: Math.round((lowest * 1.03) / 100) * 100 }]);
    if (lowest === 24_050) expect(rows[0]!.price_cents).toBe(24_800);
  });
});
