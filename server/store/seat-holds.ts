import { SEAT_CHANGE_CODES } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

/** Frees every seat a change holds. */
export async function releaseHolds(tx: Queryable, changeId: number): Promise<void> {
  await tx.query("DELETE FROM seat_claims WHERE kind = 'HELD' AND seat_change_id = $1", [changeId]);
}

/** Keeps a change's holds (and the change) alive for `seconds` from now. */
export async function extendHolds(tx: Queryable, changeId: number, seconds: number): Promise<void> {
  await tx.query('UPDATE seat_changes SET expires_at = now() + make_interval(secs => $2), updated_at = now() WHERE id = $1', [
    changeId,
    seconds,
  ]);
  await tx.query(
    "UPDATE seat_claims SET expires_at = (SELECT expires_at FROM seat_changes WHERE id = $1) WHERE kind = 'HELD' AND seat_change_id = $1",
    [changeId],
  );
}

interface ChangePartner {
  partner_id: number;
  rol_id: number | null;
  previous_seat_id: number | null;
  next_seat_id: number | null;
}

export interface SeatPick {
  partnerId: number;
  seatId: number;
}

/**
 * Holds the picked seats for the partners of an open change, inside the caller's transaction:
 * any failure throws and the whole update rolls back. The seat_claims primary key decides who
 * gets a seat (INSERT … ON CONFLICT DO NOTHING), so two sessions can never hold the same one.
 * Seats are released and claimed in seat id order, so two sessions never wait on each other
 * in a circle; should PostgreSQL still abort one (deadlock, serialization), it lost the seat.
 */
export async function holdSeats(tx: Queryable, changeId: number, picks: SeatPick[]): Promise<void> {
  assertDistinct(picks);
  try {
    await holdPickedSeats(tx, changeId, picks);
  } catch (error) {
    if (SEAT_RACE_CODES.has((error as { code?: string }).code ?? '')) {
      throw new HttpError(409, 'A seat was taken by another session meanwhile', SEAT_CHANGE_CODES.seatTaken);
    }
    throw error;
  }
}

/** PostgreSQL's deadlock_detected and serialization_failure. */
const SEAT_RACE_CODES = new Set(['40P01', '40001']);

async function holdPickedSeats(tx: Queryable, changeId: number, picks: SeatPick[]): Promise<void> {
  const partners = await changePartners(tx, changeId);
  const moves = picks
    .map((pick) => ({ pick, partner: partnerOf(partners, pick.partnerId) }))
    .filter(({ pick, partner }) => pick.seatId !== partner.next_seat_id)
    .sort((a, b) => a.pick.seatId - b.pick.seatId);
  for (const { pick, partner } of moves) await assertPriced(tx, pick.seatId, partner);
  // Release first, so partners of one change may trade the seats they hold in one update.
  const released = moves
    .map(({ partner }) => partner)
    .filter((partner) => partner.next_seat_id !== null && partner.next_seat_id !== partner.previous_seat_id)
    .map((partner) => partner.next_seat_id!)
    .sort((a, b) => a - b);
  for (const seatId of released) {
    await tx.query("DELETE FROM seat_claims WHERE seat_id = $1 AND kind = 'HELD' AND seat_change_id = $2", [seatId, changeId]);
  }
  for (const { pick, partner } of moves) {
    // Keeping one's own seat needs no hold: it is already SOLD to the partner.
    if (pick.seatId !== partner.previous_seat_id) await claimSeat(tx, changeId, pick);
    await tx.query('UPDATE seat_change_partners SET next_seat_id = $3 WHERE seat_change_id = $1 AND partner_id = $2', [
      changeId,
      pick.partnerId,
      pick.seatId,
    ]);
  }
  // New or dropped seats void an earlier confirmation, in the same statement.
  const voided = moves.length > 0 ? `, ${CONFIRMATION_VOIDED}` : '';
  await tx.query(`UPDATE seat_changes SET second_step = true, updated_at = now()${voided} WHERE id = $1`, [changeId]);
}

/** What voids a change's confirmation: the total must be confirmed again. */
const CONFIRMATION_VOIDED = "third_step = false, status = 'OPEN', total_amount_cents = 0";

/** New or dropped seats void an earlier confirmation: the total must be confirmed again. */
export async function voidConfirmation(tx: Queryable, changeId: number): Promise<void> {
  await tx.query(`UPDATE seat_changes SET ${CONFIRMATION_VOIDED} WHERE id = $1`, [changeId]);
}

async function claimSeat(tx: Queryable, changeId: number, pick: SeatPick): Promise<void> {
  // A lapsed hold of another session does not keep the seat.
  await tx.query("DELETE FROM seat_claims WHERE seat_id = $1 AND kind = 'HELD' AND expires_at <= now()", [pick.seatId]);
  const { rows } = await tx.query(
    `INSERT INTO seat_claims (seat_id, kind, partner_id, seat_change_id, expires_at)
     SELECT $1, 'HELD', $2, id, expires_at FROM seat_changes WHERE id = $3
     ON CONFLICT (seat_id) DO NOTHING RETURNING seat_id`,
    [pick.seatId, pick.partnerId, changeId],
  );
  if (rows.length === 0) throw new HttpError(409, `Seat ${pick.seatId} is not available`, SEAT_CHANGE_CODES.seatTaken);
}

function assertDistinct(picks: SeatPick[]): void {
  if (new Set(picks.map((p) => p.partnerId)).size !== picks.length) {
    throw new HttpError(400, 'body.seatsInfo: a partner is listed twice', 'invalid-body');
  }
  if (new Set(picks.map((p) => p.seatId)).size !== picks.length) {
    throw new HttpError(400, 'body.seatsInfo: a seat is listed twice', 'invalid-body');
  }
}

async function changePartners(tx: Queryable, changeId: number): Promise<ChangePartner[]> {
  const { rows } = await tx.query<ChangePartner>(
    `SELECT scp.partner_id, p.rol_id, scp.previous_seat_id, scp.next_seat_id
     FROM seat_change_partners scp JOIN partners p ON p.id = scp.partner_id WHERE scp.seat_change_id = $1`,
    [changeId],
  );
  return rows;
}

function partnerOf(partners: ChangePartner[], partnerId: number): ChangePartner {
  const partner = partners.find((p) => p.partner_id === partnerId);
  if (!partner) throw new HttpError(403, `Partner ${partnerId} is not part of this seat change`, SEAT_CHANGE_CODES.partnerNotInChange);
  return partner;
}

/** 404 for an unknown seat; 409 unless the seat's area has a price for the partner's role. */
async function assertPriced(tx: Queryable, seatId: number, partner: ChangePartner): Promise<void> {
  const { rows } = await tx.query<{ priced: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM area_prices ap WHERE ap.area_id = s.area_id AND $2 = ANY(ap.rol_ids)) AS priced
     FROM seats s WHERE s.id = $1`,
    [seatId, partner.rol_id],
  );
  const seat = rows[0];
  if (!seat) throw new HttpError(404, `Seat ${seatId} not found`);
  if (!seat.priced && seatId !== partner.previous_seat_id) {
    throw new HttpError(409, `Seat ${seatId} has no price for the partner's role`, SEAT_CHANGE_CODES.seatNotPriced);
  }
}
