import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { CURRENT_SEASON } from '../db/seed-data/users.ts';

/** A ticket of the test tier costs 25.01 €: half of it is 12.505 €, credited as 12.50 € (rounded down). */
export const TEST_TIER = 'RELEASE_TEST';
export const TEST_PRICE_CENTS = 2_501;

/** Calls /api/<path> as the cookie's user. */
export function releasesCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  cookie?: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/${path}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: cookie ? { cookie } : {},
  });
}

/** A game of this season `startsIn` from the database's now (an SQL interval), priced with `tier`. */
export async function insertGame(db: Queryable, startsIn: string, tier: string | null = TEST_TIER, season = CURRENT_SEASON): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO games (season, starts_at, competition, opponent, price_tier)
     VALUES ($1, now() + $2::interval, 'MENS_LEAGUE', 'Rival ' || $2, $3) RETURNING id`,
    [season, startsIn, tier],
  );
  return rows[0]!.id;
}

/** The test tier's price for every area. */
export async function priceEveryArea(db: Queryable): Promise<void> {
  await db.query('INSERT INTO game_prices (tier, area_id, price_cents) SELECT $1, id, $2 FROM areas', [TEST_TIER, TEST_PRICE_CENTS]);
}

/** The partner of a demo account, with their season seat. */
export async function partnerOf(db: Queryable, mail: string): Promise<{ partnerId: number; seatId: number }> {
  const { rows } = await db.query<{ id: number; seat_id: number }>(
    `SELECT p.id, c.seat_id FROM partners p JOIN users u ON u.id = p.user_id
     LEFT JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' WHERE u.mail = $1`,
    [mail],
  );
  return { partnerId: rows[0]!.id, seatId: rows[0]!.seat_id };
}

/** What a buyer's hold does under the locking protocol (store/release-changes.ts): lock the RELEASED row, then claim the seat. */
export async function holdReleasedSeat(db: Db, buyerMail: string, gameId: number, seatId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      "SELECT id FROM seat_releases WHERE game_id = $1 AND seat_id = $2 AND status = 'RELEASED' FOR UPDATE",
      [gameId, seatId],
    );
    if (rows.length === 0) return false;
    const { rows: orders } = await tx.query<{ id: number }>(
      `INSERT INTO ticket_orders (user_id, game_id, status, expires_at)
       SELECT id, $2, 'OPEN', now() + interval '15 minutes' FROM users WHERE mail = $1 RETURNING id`,
      [buyerMail, gameId],
    );
    await tx.query(
      "INSERT INTO game_seat_claims (game_id, seat_id, kind, ticket_order_id, expires_at) VALUES ($1, $2, 'HELD', $3, now() + interval '15 minutes')",
      [gameId, seatId, orders[0]!.id],
    );
    return true;
  });
}

/** What the ticket's approval does to a release it sells: SOLD, and the member's credit line. */
export async function sellRelease(db: Queryable, releaseId: number, creditCents: number): Promise<void> {
  await db.query("UPDATE seat_releases SET status = 'SOLD', updated_at = now() WHERE id = $1", [releaseId]);
  await db.query(
    "INSERT INTO member_credits (partner_id, amount_cents, reason, release_id) SELECT partner_id, $2, 'RELEASE_SOLD', id FROM seat_releases WHERE id = $1",
    [releaseId, creditCents],
  );
}
