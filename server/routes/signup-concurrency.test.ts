import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupPaths, signupPaymentStartSchema } from '../../src/api/signup.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { insertArenaFixture } from './seat-change.fixtures.ts';
import { BORN, notify, sendAs, transactionOf } from './signup.fixtures.ts';

/** Runs on PGlite, and on PostgreSQL (a pool: truly concurrent) under scripts/test-pg.sh. */
const RIVALS = 200;
/** An area of three seats, and a product with two units left: fewer units than seats. */
const LAST_AREA = 900_009;
const LAST_SEATS = [990_901, 990_902, 990_903];
const LAST_PRODUCT = 900_010;
const UNITS = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
  await t.db.query("INSERT INTO areas (id, sector_id, name, shape) VALUES ($1, 900000, 'Last seats', '[[0,0],[1,0],[1,1]]'::jsonb)", [LAST_AREA]);
  await t.db.query('INSERT INTO area_prices (area_id, price_cents, junior, rol_ids) VALUES ($1, 20000, false, ARRAY[1])', [LAST_AREA]);
  await t.db.query('INSERT INTO seats (id, area_id, row_number, seat_number, x, y) SELECT id, $1, 1, n, n, 0 FROM unnest($2::int[]) WITH ORDINALITY AS t(id, n)', [
    LAST_AREA,
    LAST_SEATS,
  ]);
  await t.db.query(
    `INSERT INTO products (id, kind, rol_id, term, name, price_cents, season, stock)
     VALUES ($1, 'NEW', 1, 'FULL_SEASON', 'Last units', 24000, '25/26', $2)`,
    [LAST_PRODUCT, UNITS],
  );
}, 120_000);
afterAll(() => t.close());

interface Rival {
  cookie: string;
  orderId: number;
  personId: number;
}

/** Sign-up accounts with an OPEN order for one adult each (by SQL, in bulk) and a session each. */
async function rivals(db: Db, count: number): Promise<Rival[]> {
  const { rows } = await db.query<{ user_id: number; order_id: number; person_id: number }>(
    `WITH new_users AS (
       INSERT INTO users (mail, password_hash, name, lastname, type, birthdate)
       SELECT 'signup-rival-' || i || '@test.club', '!', 'Rival', i::text, 'FAN', $3::date FROM generate_series(1, $1::int) AS i
       RETURNING id),
     new_orders AS (
       INSERT INTO signup_orders (user_id, kind, term, season, status, expires_at)
       SELECT id, 'NEW', 'FULL_SEASON', '25/26', 'OPEN', now() + interval '15 minutes' FROM new_users RETURNING id, user_id)
     INSERT INTO signup_order_people (order_id, person_id, position, self, name, lastname, birthdate, rol_id, product_id, base_cents, price_cents)
     SELECT o.id, nextval(pg_get_serial_sequence('partners', 'id')), 0, true, 'Rival', o.user_id::text, $3::date, 1, $2, 20000, 20000
     FROM new_orders o
     RETURNING (SELECT user_id FROM new_orders WHERE id = order_id) AS user_id, order_id, person_id`,
    [count, LAST_PRODUCT, BORN.adult],
  );
  return Promise.all(
    rows.map(async (row) => ({ cookie: `${SESSION_COOKIE}=${await createSession(db, row.user_id)}`, orderId: row.order_id, personId: row.person_id })),
  );
}

describe(`${RIVALS} people racing for the last ${LAST_SEATS.length} seats of an area and ${UNITS} units`, () => {
  it('holds reserve exactly the units left, and every reserved order is paid for', async () => {
    const all = await rivals(t.db, RIVALS);
    const holds = await Promise.all(
      all.map((rival, index) =>
        sendAs(t.app, rival.cookie)('PUT', signupPaths.seats(rival.orderId), {
          seats: [{ personId: rival.personId, seatId: LAST_SEATS[index % LAST_SEATS.length]! }],
        }),
      ),
    );
    const statuses = holds.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(UNITS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RIVALS - UNITS);
    const winners = all.filter((_, index) => statuses[index] === 200);
    const held = await t.db.query<{ signup_order_id: number }>(
      "SELECT signup_order_id FROM seat_claims WHERE seat_id = ANY($1::int[]) AND kind = 'HELD' ORDER BY seat_id",
      [LAST_SEATS],
    );
    expect(new Set(held.rows.map((row) => row.signup_order_id))).toEqual(new Set(winners.map((winner) => winner.orderId)));
    const reserved = await t.db.query('SELECT 1 FROM signup_orders WHERE id = ANY($1::int[]) AND units_reserved', [all.map((r) => r.orderId)]);
    expect(reserved.rows).toHaveLength(UNITS);

    // The losers cannot pay without a seat; the winners pay, and the provider approves all at once.
    const loser = all.find((_, index) => statuses[index] === 409)!;
    expect((await sendAs(t.app, loser.cookie)('POST', signupPaths.payment(loser.orderId), { method: 'CARD' })).statusCode).toBe(409);
    const transactions = await Promise.all(
      winners.map(async (winner) => {
        const response = await sendAs(t.app, winner.cookie)('POST', signupPaths.payment(winner.orderId), { method: 'CARD' });
        expect(response.statusCode, response.body).toBe(200);
        return transactionOf(signupPaymentStartSchema.parse(response.json()).transaction!);
      }),
    );
    const notified = await Promise.all(transactions.map((transaction) => notify(t.app, t.db, transaction, 'APPROVED')));
    expect(notified.map((response) => response.statusCode)).toEqual(transactions.map(() => 204));

    const orders = await t.db.query<{ status: string }>('SELECT status FROM signup_orders WHERE id = ANY($1::int[])', [winners.map((w) => w.orderId)]);
    expect(orders.rows.map((row) => row.status)).toEqual(Array<string>(UNITS).fill('PAID'));
    const stock = await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [LAST_PRODUCT]);
    expect(stock.rows[0]!.stock).toBe(0);
    const sold = await t.db.query<{ seat_id: number; partner_id: number }>(
      "SELECT seat_id, partner_id FROM seat_claims WHERE seat_id = ANY($1::int[]) AND kind = 'SOLD'",
      [LAST_SEATS],
    );
    expect(sold.rows).toHaveLength(UNITS);
    expect(new Set(sold.rows.map((row) => row.partner_id)).size).toBe(UNITS);
    const partners = await t.db.query('SELECT 1 FROM partners WHERE id = ANY($1::int[])', [all.map((rival) => rival.personId)]);
    expect(partners.rows).toHaveLength(UNITS);
    // The third seat was never kept: no unit was left for it.
    const claims = await t.db.query('SELECT 1 FROM seat_claims WHERE seat_id = ANY($1::int[])', [LAST_SEATS]);
    expect(claims.rows).toHaveLength(UNITS);
  }, 60_000);
});
