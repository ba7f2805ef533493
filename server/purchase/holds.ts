import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import type { PurchaseFlow } from './flow.ts';

/** One seat for one holder (a partner, a person of an order) of the request's picks. */
export interface SeatPick {
  holderId: number;
  seatId: number;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the loser of a race for a seat. */
const SEAT_RACE_CODES = new Set(['40P01', '40001']);

/**
 * Holds the picks all or none, inside the caller's transaction: any failure throws and the whole
 * update rolls back. The seat_claims primary key decides who gets a seat (claimSeat), the flow's
 * `hold` claims in seat id order so two owners never wait on each other in a circle, and should
 * PostgreSQL still abort one (deadlock, serialization), it lost the seat: 409.
 */
export async function holdAllOrNone(flow: PurchaseFlow, picks: SeatPick[], hold: () => Promise<void>): Promise<void> {
  assertDistinct(flow, picks);
  try {
    await hold();
  } catch (error) {
    if (SEAT_RACE_CODES.has((error as { code?: string }).code ?? '')) throw new HttpError(409, flow.texts.raceLost, flow.codes.seatTaken);
    throw error;
  }
}

function assertDistinct(flow: PurchaseFlow, picks: SeatPick[]): void {
  const { picksField, holder } = flow.texts;
  if (new Set(picks.map((p) => p.holderId)).size !== picks.length) {
    throw new HttpError(400, `${picksField}: a ${holder} is listed twice`, 'invalid-body');
  }
  if (new Set(picks.map((p) => p.seatId)).size !== picks.length) {
    throw new HttpError(400, `${picksField}: a seat is listed twice`, 'invalid-body');
  }
}

/**
 * A HELD claim of the seat for the owner, lasting as long as the owner: INSERT … ON CONFLICT DO
 * NOTHING, so two owners can never hold one seat; 409 when another holds it or it is sold, or when
 * the other claims table keeps it (a member's seat for a game, a ticket's for the season). The seat
 * row is locked first, so a season claim and a game claim of one seat are made one after the other
 * and the second sees the first.
 */
export async function claimSeat(tx: Queryable, flow: PurchaseFlow, ownerId: number, seatId: number, partnerId: number | null): Promise<void> {
  const claims = flow.claims;
  const scope = 'scope' in claims ? claims.scope : null;
  // A lapsed hold, of any flow, does not keep the seat.
  await tx.query(
    `WITH seat AS (SELECT id FROM seats WHERE id = $1 FOR NO KEY UPDATE)
     DELETE FROM ${claims.table} WHERE seat_id = (SELECT id FROM seat) AND kind = 'HELD' AND expires_at <= now()
     ${scope ? `AND ${scope} = (SELECT ${scope} FROM ${flow.table} WHERE id = $2)` : ''}`,
    scope ? [seatId, ownerId] : [seatId],
  );
  const { rows } = await tx.query(
    `INSERT INTO ${claims.table} (seat_id, kind, ${claims.soldTo}, ${flow.holdColumn}, expires_at${scope ? `, ${scope}` : ''})
     SELECT $1, 'HELD', $2, o.id, o.expires_at${scope ? `, o.${scope}` : ''} FROM ${flow.table} o WHERE o.id = $3 AND ${claims.free}
     ON CONFLICT (${scope ? `${scope}, ` : ''}seat_id) DO NOTHING RETURNING seat_id`,
    [seatId, partnerId, ownerId],
  );
  if (rows.length === 0) throw new HttpError(409, `Seat ${seatId} is not available`, flow.codes.seatTaken);
}

/** Frees the owner's holds on these seats, in seat id order (before claiming new ones); answers the seats freed. */
export async function releaseSeats(tx: Queryable, flow: PurchaseFlow, ownerId: number, seatIds: number[]): Promise<number[]> {
  const freed: number[] = [];
  for (const seatId of [...seatIds].sort((a, b) => a - b)) {
    const { rows } = await tx.query(`DELETE FROM ${flow.claims.table} WHERE seat_id = $1 AND kind = 'HELD' AND ${flow.holdColumn} = $2 RETURNING seat_id`, [
      seatId,
      ownerId,
    ]);
    if (rows.length > 0) freed.push(seatId);
  }
  return freed;
}

/** SQL: whether the area of the seats row `seats` has a price for the rol `rolId` (an SQL expression). */
export const pricedSql = (seats: string, rolId: string) =>
  `EXISTS (SELECT 1 FROM area_prices ap WHERE ap.area_id = ${seats}.area_id AND ${rolId} = ANY(ap.rol_ids))`;

/**
 * 404 for an unknown seat; 409 unless the seat's area has a price for the role (a seat the holder
 * already owns, `owned`, needs none).
 */
export async function assertPriced(tx: Queryable, flow: PurchaseFlow, seatId: number, rolId: number | null, owned = false): Promise<void> {
  const { rows } = await tx.query<{ priced: boolean }>(`SELECT ${pricedSql('s', '$2')} AS priced FROM seats s WHERE s.id = $1`, [seatId, rolId]);
  assertPricedSeat(flow, seatId, rows[0], owned);
}

/** assertPriced on a seat already read with pricedSql; `seat` undefined when there is no such seat. */
export function assertPricedSeat(flow: PurchaseFlow, seatId: number, seat: { priced: boolean } | undefined, owned = false): void {
  if (!seat) throw new HttpError(404, `Seat ${seatId} not found`);
  if (!seat.priced && !owned) throw new HttpError(409, flow.texts.notPriced(seatId), flow.codes.seatNotPriced);
}
