import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestSeatsProposalSchema } from '../../src/api/best-seats.ts';
import { seatChangePaths } from '../../src/api/seat-change.ts';
import { signupPaths } from '../../src/api/signup.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { BEST, insertBestSeatsFixture } from './best-seats.fixtures.ts';
import { FIXTURE } from './seat-change.fixtures.ts';
import { BORN, PRODUCT } from './signup.fixtures.ts';

/**
 * Runs on PGlite, and on PostgreSQL (a pool: truly concurrent) under scripts/test-pg.sh. Half the
 * buyers change a partner's seat, half sign a person up; all ask for the best seat at once, for
 * the fixture rol's 203 ordinary seats (5 + 98 + 100).
 */
const BUYERS = 200;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBestSeatsFixture(t.db);
}, 120_000);
afterAll(() => t.close());

interface Buyer {
  cookie: string;
  url: string;
  personId: number;
  /** Each from an address of its own: the per-address hold cap is not what this races. */
  ip: string;
}

const cookieOf = async (db: Db, userId: number) => `${SESSION_COOKIE}=${await createSession(db, userId)}`;

/** Users with a partner of the fixture rol and no seat each, and an OPEN change for it (by SQL, in bulk). */
async function changers(db: Db, count: number): Promise<Buyer[]> {
  const { rows } = await db.query<{ user_id: number; partner_id: number; session: string }>(
    `WITH new_users AS (
       INSERT INTO users (mail, password_hash, name, lastname, type)
       SELECT 'best-rival-' || i || '@test.club', '!', 'Rival', i::text, 'PARTNER' FROM generate_series(1, $1::int) AS i
       RETURNING id, lastname),
     new_partners AS (
       INSERT INTO partners (user_id, partner_number, season, rol_id, change_seat_allowed, change_seat_execution_allowed)
       SELECT id, 970000 + lastname::int, '25/26', $3, true, true FROM new_users RETURNING id, user_id),
     new_changes AS (
       INSERT INTO seat_changes (session, user_id, product_id, status, expires_at)
       SELECT 'best-rival-session-' || user_id, user_id, $2, 'OPEN', now() + interval '15 minutes' FROM new_partners
       RETURNING id, user_id, session)
     INSERT INTO seat_change_partners (seat_change_id, partner_id)
     SELECT c.id, p.id FROM new_changes c JOIN new_partners p ON p.user_id = c.user_id
     RETURNING (SELECT user_id FROM new_partners WHERE id = partner_id) AS user_id, partner_id,
               (SELECT session FROM new_changes WHERE id = seat_change_id) AS session`,
    [count, FIXTURE.product, BEST.rol],
  );
  return Promise.all(
    rows.map(async (row, index) => ({
      cookie: await cookieOf(db, row.user_id),
      url: `/api/${seatChangePaths.bestSeats.replace(':session', row.session)}`,
      personId: row.partner_id,
      ip: `10.34.1.${index}`,
    })),
  );
}

/** Sign-up accounts with an OPEN order for one adult of the fixture rol each (by SQL, in bulk). */
async function signers(db: Db, count: number): Promise<Buyer[]> {
  const { rows } = await db.query<{ user_id: number; order_id: number; person_id: number }>(
    `WITH new_users AS (
       INSERT INTO users (mail, password_hash, name, lastname, type, birthdate, mail_confirmed)
       SELECT 'best-signer-' || i || '@test.club', '!', 'Rival', i::text, 'FAN', $3::date, true FROM generate_series(1, $1::int) AS i
       RETURNING id),
     new_orders AS (
       INSERT INTO signup_orders (user_id, kind, term, season, status, expires_at)
       SELECT id, 'NEW', 'FULL_SEASON', '25/26', 'OPEN', now() + interval '15 minutes' FROM new_users RETURNING id, user_id)
     INSERT INTO signup_order_people (order_id, person_id, position, self, name, lastname, birthdate, rol_id, product_id, base_cents, price_cents)
     SELECT o.id, nextval(pg_get_serial_sequence('partners', 'id')), 0, true, 'Rival', o.user_id::text, $3::date, $4, $2, 20000, 20000
     FROM new_orders o
     RETURNING (SELECT user_id FROM new_orders WHERE id = order_id) AS user_id, order_id, person_id`,
    [count, PRODUCT.adult, BORN.adult, BEST.rol],
  );
  return Promise.all(
    rows.map(async (row, index) => ({
      cookie: await cookieOf(db, row.user_id),
      url: `/api/${signupPaths.bestSeats(row.order_id)}`,
      personId: row.person_id,
      ip: `10.34.2.${index}`,
    })),
  );
}

describe(`${BUYERS} buyers asking for the best seat at once`, () => {
  it('never get overlapping seats, and each holds what it was proposed', async () => {
    const buyers = [...(await changers(t.db, BUYERS / 2)), ...(await signers(t.db, BUYERS / 2))];
    const responses = await Promise.all(
      buyers.map((buyer) => t.app.inject({ method: 'PUT', url: buyer.url, remoteAddress: buyer.ip, headers: { cookie: buyer.cookie }, payload: {} })),
    );
    const statuses = responses.map((response) => response.statusCode);
    // A search that lost its area's last seat searches again: with 203 seats for 200, none fails.
    expect(statuses.filter((status) => status !== 200), responses.find((r) => r.statusCode !== 200)?.body).toEqual([]);
    const proposed = responses.map((response, index) => {
      const { seats } = bestSeatsProposalSchema.parse(response.json().proposal);
      expect(seats.map((seat) => seat.personId)).toEqual([buyers[index]!.personId]);
      return seats[0]!.seatId;
    });
    expect(new Set(proposed).size).toBe(BUYERS);
    const { rows } = await t.db.query<{ seat_id: number; holder: number }>(
      `SELECT c.seat_id, coalesce(c.partner_id, sp.person_id) AS holder FROM seat_claims c
       LEFT JOIN signup_order_people sp ON sp.order_id = c.signup_order_id AND sp.seat_id = c.seat_id
       WHERE c.kind = 'HELD' AND c.seat_id = ANY($1::int[])`,
      [proposed],
    );
    const holders = new Map(rows.map((row) => [row.seat_id, row.holder]));
    expect(proposed.map((seatId) => holders.get(seatId))).toEqual(buyers.map((buyer) => buyer.personId));
    expect(proposed).not.toContain(BEST.wheelchairSpace);
    expect(proposed).not.toContain(BEST.companionSeat);
  }, 120_000);
});
