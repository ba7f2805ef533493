import { SIGNUP_CODES } from '../../src/api/signup.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { reserveOrderUnits } from './product-units.ts';

interface OrderPerson {
  person_id: number;
  rol_id: number;
  seat_id: number | null;
}

export interface PersonSeatPick {
  personId: number;
  seatId: number;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the loser of a race for a seat. */
const SEAT_RACE_CODES = new Set(['40P01', '40001']);

/**
 * Holds the picked seats for people of an open order, in the caller's transaction: any failure
 * throws and the whole update rolls back. As for seat changes (seat-holds.ts), the seat_claims
 * primary key decides who gets a seat (INSERT … ON CONFLICT DO NOTHING), seats are claimed in id
 * order so two orders never wait on each other in a circle, and an aborted race is a lost seat.
 * A renewing member may keep the seat already SOLD to them without a hold. The first hold also
 * reserves one unit of each person's product (after the seats, in the order approval locks them).
 */
export async function holdOrderSeats(tx: Queryable, orderId: number, picks: PersonSeatPick[]): Promise<void> {
  assertDistinct(picks);
  try {
    await holdPicked(tx, orderId, picks);
  } catch (error) {
    if (SEAT_RACE_CODES.has((error as { code?: string }).code ?? '')) {
      throw new HttpError(409, 'A seat was taken by another order meanwhile', SIGNUP_CODES.seatTaken);
    }
    throw error;
  }
  await reserveOrderUnits(tx, orderId);
}

async function holdPicked(tx: Queryable, orderId: number, picks: PersonSeatPick[]): Promise<void> {
  const { rows: people } = await tx.query<OrderPerson>('SELECT person_id, rol_id, seat_id FROM signup_order_people WHERE order_id = $1', [orderId]);
  const moves = picks
    .map((pick) => ({ pick, person: personOf(people, pick.personId) }))
    .filter(({ pick, person }) => pick.seatId !== person.seat_id)
    .sort((a, b) => a.pick.seatId - b.pick.seatId);
  for (const { pick, person } of moves) await assertPriced(tx, pick.seatId, person.rol_id);
  // Release first, so people of one order may swap the seats they hold in one update.
  const released = moves.flatMap(({ person }) => (person.seat_id === null ? [] : [person.seat_id])).sort((a, b) => a - b);
  for (const seatId of released) {
    await tx.query("DELETE FROM seat_claims WHERE seat_id = $1 AND kind = 'HELD' AND signup_order_id = $2", [seatId, orderId]);
  }
  for (const { pick } of moves) {
    if (!(await isSoldTo(tx, pick))) await claimSeat(tx, orderId, pick.seatId);
    await tx.query('UPDATE signup_order_people SET seat_id = $3 WHERE order_id = $1 AND person_id = $2', [orderId, pick.personId, pick.seatId]);
  }
}

async function claimSeat(tx: Queryable, orderId: number, seatId: number): Promise<void> {
  // A lapsed hold, of an order or a seat change, does not keep the seat.
  await tx.query("DELETE FROM seat_claims WHERE seat_id = $1 AND kind = 'HELD' AND expires_at <= now()", [seatId]);
  const { rows } = await tx.query(
    `INSERT INTO seat_claims (seat_id, kind, signup_order_id, expires_at)
     SELECT $1, 'HELD', id, expires_at FROM signup_orders WHERE id = $2
     ON CONFLICT (seat_id) DO NOTHING RETURNING seat_id`,
    [seatId, orderId],
  );
  if (rows.length === 0) throw new HttpError(409, `Seat ${seatId} is not available`, SIGNUP_CODES.seatTaken);
}

/** The seat is the person's own (a renewing member keeping their seat). */
async function isSoldTo(tx: Queryable, pick: PersonSeatPick): Promise<boolean> {
  const { rows } = await tx.query("SELECT 1 FROM seat_claims WHERE seat_id = $1 AND kind = 'SOLD' AND partner_id = $2", [pick.seatId, pick.personId]);
  return rows.length > 0;
}

function assertDistinct(picks: PersonSeatPick[]): void {
  if (new Set(picks.map((p) => p.personId)).size !== picks.length) throw new HttpError(400, 'body.seats: a person is listed twice', 'invalid-body');
  if (new Set(picks.map((p) => p.seatId)).size !== picks.length) throw new HttpError(400, 'body.seats: a seat is listed twice', 'invalid-body');
}

function personOf(people: OrderPerson[], personId: number): OrderPerson {
  const person = people.find((p) => p.person_id === personId);
  if (!person) throw new HttpError(403, `Person ${personId} is not in this order`, SIGNUP_CODES.personNotInOrder);
  return person;
}

/** 404 for an unknown seat; 409 unless the seat's area has a price for the rol. */
async function assertPriced(tx: Queryable, seatId: number, rolId: number): Promise<void> {
  const { rows } = await tx.query<{ priced: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM area_prices ap WHERE ap.area_id = s.area_id AND $2 = ANY(ap.rol_ids)) AS priced
     FROM seats s WHERE s.id = $1`,
    [seatId, rolId],
  );
  const seat = rows[0];
  if (!seat) throw new HttpError(404, `Seat ${seatId} not found`);
  if (!seat.priced) throw new HttpError(409, `Seat ${seatId} has no price for the person's rol`, SIGNUP_CODES.seatNotPriced);
}
