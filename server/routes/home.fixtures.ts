import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { homePaths, homeSchema, type Home, type HomeBlockName } from '../../src/api/home.ts';
import type { Db, Queryable } from '../db/db.ts';
import { sessionCookieFor } from '../test/test-app.ts';
import { call } from './users-test-kit.ts';

/** GET home as the account `mail`, checked against the contract. */
export async function homeOf(app: FastifyInstance, db: Db, mail: string): Promise<Home> {
  const response = await call(app, 'GET', homePaths.home, { cookie: await sessionCookieFor(db, mail) });
  expect(response.statusCode, response.body).toBe(200);
  return homeSchema.parse(response.json());
}

/** A READY block's value; fails the test for a FAILED or absent one. */
export function ready<B extends HomeBlockName>(home: Home, block: B): Extract<NonNullable<Home[B]>, { status: 'READY' }>['value'] {
  const found = home[block];
  expect(found, block).toMatchObject({ status: 'READY' });
  return (found as Extract<NonNullable<Home[B]>, { status: 'READY' }>).value;
}

/** A PAID ticket order of `userId` with one ticket for the game, in a seat of the arena no one else holds for it. */
export async function insertBoughtTicket(db: Queryable, userId: number, gameId: number, seatId: number): Promise<number> {
  const { rows: orders } = await db.query<{ id: number }>(
    "INSERT INTO ticket_orders (user_id, game_id, status, total_cents, expires_at) VALUES ($1, $2, 'PAID', 2000, now()) RETURNING id",
    [userId, gameId],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tickets (ticket_order_id, user_id, game_id, seat_id, holder_name, price_cents, secret)
     VALUES ($1, $2, $3, $4, 'Comprador', 2000, $5) RETURNING id`,
    [orders[0]!.id, userId, gameId, seatId, randomBytes(20).toString('hex')],
  );
  return rows[0]!.id;
}

/** Seats no partner holds for the season, for tickets. */
export async function unclaimedSeats(db: Queryable, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT s.id FROM seats s WHERE NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = s.id) ORDER BY s.id LIMIT $1',
    [count],
  );
  return rows.map((row) => row.id);
}

/** Runs `work` counting the queries sent through `db.query`. */
export async function countQueries(db: Db, work: () => Promise<unknown>): Promise<number> {
  let queries = 0;
  const original = db.query.bind(db);
  db.query = ((...args: Parameters<typeof original>) => {
    queries += 1;
    return original(...args);
  }) as typeof db.query;
  try {
    await work();
  } finally {
    db.query = original;
  }
  return queries;
}
