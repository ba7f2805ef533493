import { SEAT_CHANGE_CODES } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { assertPriced, claimSeat, holdAllOrNone, releaseSeats } from '../purchase/holds.ts';
import { seatChangeFlow } from './seat-change-flow.ts';

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
 * Holds the picked seats for the partners of an open change, all or none (purchase/holds.ts).
 * Seats are released and claimed in seat id order.
 */
export async function holdSeats(tx: Queryable, changeId: number, picks: SeatPick[]): Promise<void> {
  const holders = picks.map((pick) => ({ holderId: pick.partnerId, seatId: pick.seatId }));
  await holdAllOrNone(seatChangeFlow, holders, () => holdPickedSeats(tx, changeId, picks));
}

async function holdPickedSeats(tx: Queryable, changeId: number, picks: SeatPick[]): Promise<void> {
  const partners = await changePartners(tx, changeId);
  const moves = picks
    .map((pick) => ({ pick, partner: partnerOf(partners, pick.partnerId) }))
    .filter(({ pick, partner }) => pick.seatId !== partner.next_seat_id)
    .sort((a, b) => a.pick.seatId - b.pick.seatId);
  for (const { pick, partner } of moves) {
    await assertPriced(tx, seatChangeFlow, pick.seatId, partner.rol_id, pick.seatId === partner.previous_seat_id);
  }
  // Release first, so partners of one change may trade the seats they hold in one update.
  const released = moves
    .map(({ partner }) => partner)
    .filter((partner) => partner.next_seat_id !== null && partner.next_seat_id !== partner.previous_seat_id)
    .map((partner) => partner.next_seat_id!);
  await releaseSeats(tx, seatChangeFlow, changeId, released);
  for (const { pick, partner } of moves) {
    // Keeping one's own seat needs no hold: it is already SOLD to the partner.
    if (pick.seatId !== partner.previous_seat_id) await claimSeat(tx, seatChangeFlow, changeId, pick.seatId, pick.partnerId);
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
