import { NO_SEATS_TOGETHER } from '../../src/api/best-seats.ts';
import { RENEWAL_CODES } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { proposeBestSeats } from './best-seats.ts';
import { loadNextSeasonAreas, passPriceSql } from './next-season-seats.ts';
import { openWindowRenewal, relocationPeople, type RelocationPerson } from './relocation.ts';

export interface SeatMove {
  partnerId: number;
  seatId: number;
}

/**
 * Moves people of the caller's renewal to other seats of the season, in the caller's transaction
 * and while their window is open: each seat in an area that costs that person exactly what they
 * were charged; their old seats are freed at once. A seat claimed meanwhile (by an earlier window,
 * an offer, or a race lost) is the primary key's conflict: 409 seat taken.
 */
export async function moveSeats(tx: Queryable, user: { id: number }, season: string, moves: SeatMove[], now: Date): Promise<void> {
  const renewal = await openWindowRenewal(tx, user.id, season, now, { lock: true });
  const people = await relocationPeople(tx, renewal.id, season);
  const movers = moves.map((move) => personOf(people, move.partnerId));
  if (new Set(moves.map((m) => m.partnerId)).size !== moves.length || new Set(moves.map((m) => m.seatId)).size !== moves.length) {
    throw new HttpError(400, 'body.moves: a person or a seat appears twice');
  }
  const { rows } = await tx.query<{ seat_id: number; same_price: boolean }>(
    `SELECT m.seat_id, coalesce((SELECT ${passPriceSql('s.area_id', 'm.rol_id')} = m.cents FROM seats s WHERE s.id = m.seat_id), false) AS same_price
     FROM unnest($2::int[], $3::int[], $4::int[]) AS m(seat_id, rol_id, cents)
     WHERE EXISTS (SELECT 1 FROM seats s WHERE s.id = m.seat_id)`,
    [season, moves.map((m) => m.seatId), movers.map((m) => m.rolId), movers.map((m) => m.passCents)],
  );
  if (rows.length !== moves.length) throw new HttpError(404, 'Seat not found');
  const otherPrice = rows.find((row) => !row.same_price);
  if (otherPrice) throw new HttpError(409, `Seat ${otherPrice.seat_id} costs another price`, RENEWAL_CODES.otherPrice);
  await tx.query("DELETE FROM season_seat_claims WHERE season = $1 AND kind = 'SOLD' AND partner_id = ANY($2::int[])", [season, movers.map((m) => m.partnerId)]);
  try {
    await tx.query(
      `INSERT INTO season_seat_claims (season, seat_id, kind, partner_id)
       SELECT $1, seat_id, 'SOLD', partner_id FROM unnest($2::int[], $3::int[]) AS m(seat_id, partner_id)`,
      [season, moves.map((m) => m.seatId), moves.map((m) => m.partnerId)],
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw seatTaken();
    throw error;
  }
}

/**
 * The best seats together for `partnerIds` among the free seats of areas priced the same for each
 * (their own seats count as free), then the move at once, in the caller's transaction.
 */
export async function moveToBestSeats(tx: Queryable, user: { id: number }, season: string, request: { partnerIds: number[]; areaId?: number | undefined }, now: Date): Promise<void> {
  const renewal = await openWindowRenewal(tx, user.id, season, now, { lock: true });
  const people = await relocationPeople(tx, renewal.id, season);
  const movers = [...new Set(request.partnerIds)].map((partnerId) => personOf(people, partnerId));
  let found;
  try {
    found = await proposeBestSeats(tx, {
      userId: user.id,
      people: movers.map((m) => ({ id: m.partnerId, rolId: m.rolId })),
      areaId: request.areaId,
      load: (db, areaId) => loadNextSeasonAreas(db, season, movers, areaId),
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === NO_SEATS_TOGETHER) {
      throw new HttpError(409, 'No free seats together priced alike for everyone', RENEWAL_CODES.noSeatsTogether);
    }
    throw error;
  }
  await moveSeats(tx, user, season, found.seats.map((seat) => ({ partnerId: seat.personId, seatId: seat.seatId })), now);
}

function personOf(people: RelocationPerson[], partnerId: number): RelocationPerson {
  const person = people.find((p) => p.partnerId === partnerId);
  if (!person) throw new HttpError(403, `Partner ${partnerId} is not in your renewal`, RENEWAL_CODES.notYours);
  return person;
}

const seatTaken = () => new HttpError(409, 'The seat was taken meanwhile', RENEWAL_CODES.seatTaken);
