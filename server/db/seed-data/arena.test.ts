import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { createTestDb } from '../../test/test-app.ts';
import type { Db } from '../db.ts';
import { WHEELCHAIR_PLACES } from './arena-access.ts';
import { UNPRICED_AREA_IDS } from './arena-prices.ts';
import { SEAT_CHANGE_PRODUCT_ID } from './arena-products.ts';
import { BACKGROUND_MAIL_DOMAIN, DEMO_PARTNERS_AREA_ID, FULL_AREA_IDS, RACE_AREA_ID, RACE_FREE_SEATS } from './arena-sales.ts';
import { cardDemo } from './accounts-card.ts';

/** A digest of every seat, so two databases can be compared without shipping 10,000 rows. */
const SEATS_DIGEST = `SELECT md5(string_agg(concat_ws(',', id, area_id, row_number, seat_number, x, y, access), ';' ORDER BY id)) AS digest FROM seats`;
const CLAIMS_DIGEST = `SELECT md5(string_agg(concat_ws(',', c.seat_id, c.kind, p.partner_number), ';' ORDER BY c.seat_id)) AS digest
  FROM seat_claims c JOIN partners p ON p.id = c.partner_id WHERE c.kind = 'SOLD'`;

describe('seedArena', () => {
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    [db, other] = await Promise.all([createTestDb(), createTestDb()]);
  });
  afterAll(async () => {
    await Promise.all([db.close(), other.close()]);
  });

  const one = async <T>(database: Db, sql: string, params?: unknown[]): Promise<T> => {
    const { rows } = await database.query<T>(sql, params);
    if (!rows[0]) throw new Error(`no row for ${sql}`);
    return rows[0];
  };

  it('builds an arena of 9,500 to 10,500 seats in 8 sectors', async () => {
    const counts = await one<{ seats: number; sectors: number; areas: number }>(
      db,
      'SELECT (SELECT count(*)::int FROM seats) AS seats, (SELECT count(*)::int FROM sectors) AS sectors, (SELECT count(*)::int FROM areas) AS areas',
    );
    expect(counts.seats).toBeGreaterThanOrEqual(9_500);
    expect(counts.seats).toBeLessThanOrEqual(10_500);
    expect(counts.sectors).toBe(8);
    expect(counts.areas).toBeGreaterThanOrEqual(24);
  });

  it('is deterministic: two fresh databases hold the same seats and the same sales', async () => {
    expect((await one(db, SEATS_DIGEST))).toEqual(await one(other, SEATS_DIGEST));
    expect((await one(db, CLAIMS_DIGEST))).toEqual(await one(other, CLAIMS_DIGEST));
  });

  it('gives every sector and area a polygon, and every area seats', async () => {
    const { rows } = await db.query<{ shape: unknown; seats: number }>(
      `SELECT shape, NULL::int AS seats FROM sectors
       UNION ALL SELECT a.shape, (SELECT count(*)::int FROM seats s WHERE s.area_id = a.id) FROM areas a`,
    );
    for (const row of rows) {
      expect(Array.isArray(row.shape)).toBe(true);
      const shape = row.shape as unknown[];
      expect(shape.length).toBeGreaterThanOrEqual(4);
      for (const point of shape) expect(point).toEqual([expect.any(Number), expect.any(Number)]);
      if (row.seats !== null) expect(row.seats).toBeGreaterThan(0);
    }
  });

  it('prices areas per rol from the campaign prices of spec §9', async () => {
    const economy = await db.query<{ rol: number; cents: number; junior: boolean }>(
      `SELECT rol_ids[1] AS rol, price_cents AS cents, junior FROM area_prices WHERE area_id = 201 ORDER BY rol_ids[1]`,
    );
    expect(economy.rows).toEqual([
      { rol: 1, cents: 24_000, junior: false },
      { rol: 2, cents: 19_200, junior: false },
      { rol: 3, cents: 14_750, junior: false },
      { rol: 4, cents: 16_000, junior: false },
      { rol: 5, cents: 17_000, junior: false },
      { rol: 6, cents: 12_000, junior: true },
      { rol: 7, cents: 2_500, junior: true },
    ]);
    const unpriced = await db.query('SELECT 1 FROM area_prices WHERE area_id = ANY($1::int[])', [[...UNPRICED_AREA_IDS]]);
    expect(unpriced.rows).toHaveLength(0);
    const noYouthInPremium = await db.query('SELECT 1 FROM area_prices WHERE area_id = 104 AND rol_ids && ARRAY[3, 4, 5]');
    expect(noYouthInPremium.rows).toHaveLength(0);
  });

  it('sells about 55 % of the seats, some areas full and some nearly empty', async () => {
    const sold = await one<{ ratio: number }>(
      db,
      "SELECT (SELECT count(*) FROM seat_claims WHERE kind = 'SOLD')::float / (SELECT count(*) FROM seats) AS ratio",
    );
    expect(sold.ratio).toBeGreaterThan(0.5);
    expect(sold.ratio).toBeLessThan(0.6);
    const { rows } = await db.query<{ area_id: number; ratio: number }>(
      `SELECT s.area_id, count(c.seat_id)::float / count(*) AS ratio FROM seats s
       LEFT JOIN seat_claims c ON c.seat_id = s.id GROUP BY s.area_id`,
    );
    const full = rows.filter((row) => row.ratio === 1).map((row) => row.area_id);
    expect(full.sort()).toEqual([...FULL_AREA_IDS].sort());
    expect(rows.filter((row) => row.ratio < 0.1).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the lower tier of several sectors wheelchair spaces, each with a companion seat beside it, none sold', async () => {
    const { rows } = await db.query<{ sector_id: number; row_number: number; companion: boolean; claimed: boolean }>(
      `SELECT a.sector_id, s.row_number, c.seat_id IS NOT NULL AS claimed,
         EXISTS (SELECT 1 FROM seats m WHERE m.area_id = s.area_id AND m.row_number = s.row_number
                 AND abs(m.seat_number - s.seat_number) = 1 AND m.access = 'COMPANION') AS companion
       FROM seats s JOIN areas a ON a.id = s.area_id LEFT JOIN seat_claims c ON c.seat_id = s.id
       WHERE s.access = 'WHEELCHAIR'`,
    );
    expect(rows).toHaveLength(WHEELCHAIR_PLACES.length);
    expect(new Set(rows.map((row) => row.sector_id)).size).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row).toMatchObject({ row_number: 12, companion: true, claimed: false });
    const companions = await one<{ seats: number; claimed: number }>(
      db,
      `SELECT count(*)::int AS seats, count(c.seat_id)::int AS claimed FROM seats s LEFT JOIN seat_claims c ON c.seat_id = s.id WHERE s.access = 'COMPANION'`,
    );
    expect(companions).toEqual({ seats: WHEELCHAIR_PLACES.length, claimed: 0 });
  });

  it('gives each ACTIVE demo partner exactly one seat, together in one area (but the member card one without a seat)', async () => {
    const { rows } = await db.query<{ mail: string; seats: number; area_ids: number[] }>(
      `SELECT u.mail, count(c.seat_id)::int AS seats, array_agg(DISTINCT s.area_id) AS area_ids
       FROM partners p JOIN users u ON u.id = p.user_id
       LEFT JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' LEFT JOIN seats s ON s.id = c.seat_id
       WHERE p.status = 'ACTIVE' AND u.mail NOT LIKE $1 GROUP BY p.id, u.mail`,
      [`%@${BACKGROUND_MAIL_DOMAIN}`],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { mail, ...row } of rows) {
      expect(row, mail).toEqual(mail === cardDemo.noSeat ? { seats: 0, area_ids: [null] } : { seats: 1, area_ids: [DEMO_PARTNERS_AREA_ID] });
    }
    const socio = await one<{ seats: number }>(
      db,
      `SELECT count(*)::int AS seats FROM seat_claims c JOIN partners p ON p.id = c.partner_id
       JOIN users u ON u.id = p.user_id WHERE u.mail = 'socio@demo.club'`,
    );
    expect(socio.seats).toBe(1);
  });

  it('sells the other seats to background partners who cannot log in', async () => {
    const background = await one<{ users: number; numbers: number; hash: string }>(
      db,
      `SELECT count(*)::int AS users, min(p.partner_number) AS numbers, min(u.password_hash) AS hash
       FROM users u JOIN partners p ON p.user_id = u.id WHERE u.mail LIKE $1`,
      [`%@${BACKGROUND_MAIL_DOMAIN}`],
    );
    expect(background).toMatchObject({ numbers: 100_000, hash: '!' });
    expect(background.users).toBeGreaterThan(5_000);
    await expect(verifyPassword('!', background.hash)).resolves.toBe(false);
    const first = await one<{ mail: string }>(db, 'SELECT u.mail FROM users u JOIN partners p ON p.user_id = u.id WHERE p.partner_number = 100000');
    expect(first.mail).toBe(`abonado.00001@${BACKGROUND_MAIL_DOMAIN}`);
  });

  it('sells products per rol and term, with a seat-change fee, limited and sold-out stock', async () => {
    const { rows } = await db.query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM products WHERE active GROUP BY kind ORDER BY kind');
    expect(rows).toEqual([
      { kind: 'NEW', n: 14 },
      { kind: 'RENEWAL', n: 7 },
      { kind: 'SEAT_CHANGE', n: 1 },
      { kind: 'SYMPATHIZER_WITH_NUMBER', n: 7 },
    ]);
    const fee = await one<{ kind: string; stock: number | null }>(db, 'SELECT kind, stock FROM products WHERE id = $1', [SEAT_CHANGE_PRODUCT_ID]);
    expect(fee).toEqual({ kind: 'SEAT_CHANGE', stock: null });
    const limited = await db.query<{ id: number; stock: number }>('SELECT id, stock FROM products WHERE stock IS NOT NULL ORDER BY id');
    expect(limited.rows).toContainEqual({ id: 111, stock: 0 });
    expect(limited.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves the sign-up demo its cases: a product with one unit left, an area with two free seats', async () => {
    expect(await one(db, 'SELECT stock FROM products WHERE id = 103')).toEqual({ stock: 1 });
    const free = await one<{ free: number; last: boolean }>(
      db,
      `SELECT count(*)::int AS free, bool_and(s.row_number = (SELECT max(row_number) FROM seats WHERE area_id = $1)) AS last
       FROM seats s LEFT JOIN seat_claims c ON c.seat_id = s.id WHERE s.area_id = $1 AND c.seat_id IS NULL`,
      [RACE_AREA_ID],
    );
    expect(free).toEqual({ free: RACE_FREE_SEATS, last: true });
  });
});
