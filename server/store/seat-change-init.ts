import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { insertSeatChange, LIVE_STATUSES } from './seat-changes.ts';

/**
 * Starts a seat change for `partnerIds` (the caller's own partner and/or ACTIVE members of the
 * caller's group), after every rule of POST group-seat-change/init; answers the change id.
 * Runs in the caller's transaction, after the caller's overdue changes were expired.
 */
export async function startSeatChange(
  tx: Queryable,
  user: User,
  request: { productId: number; partnerIds: number[] },
): Promise<number> {
  const callerPartner = user.partner;
  if (!callerPartner) throw new HttpError(403, 'Only partners can change seat', 'no-partner');
  const { allowed, executionAllowed } = callerPartner.actions.changeSeat;
  if (!allowed || !executionAllowed) throw new HttpError(403, 'Seat change not allowed', 'seat-change-not-allowed');
  if (new Set(request.partnerIds).size !== request.partnerIds.length) {
    throw new HttpError(400, 'body.partners: a partner is listed twice', 'invalid-body');
  }
  await assertSeatChangeProduct(tx, request.productId);
  const partners = await eligiblePartners(tx, callerPartner.id, request.partnerIds);
  if (partners.length !== request.partnerIds.length) {
    throw new HttpError(403, 'A partner is neither yours nor an active member of your group', 'partner-not-allowed');
  }
  await assertNoLiveChange(tx, user.id, request.partnerIds);
  const withoutSeat = partners.find((p) => p.seat_id === null);
  if (withoutSeat) {
    throw new HttpError(409, `Partner ${withoutSeat.id} has no seat to change`, 'partner-without-seat');
  }
  try {
    return await insertSeatChange(tx, {
      userId: user.id,
      productId: request.productId,
      partners: partners.map((p) => ({ partnerId: p.id, rolId: p.rol_id, seatId: p.seat_id! })),
    });
  } catch (error) {
    // Two inits racing: the unique index seat_changes_one_live lets one through.
    if ((error as { code?: string }).code === '23505') throw liveChangeError();
    throw error;
  }
}

async function assertSeatChangeProduct(tx: Queryable, productId: number): Promise<void> {
  const { rows } = await tx.query(
    "SELECT 1 FROM products WHERE id = $1 AND kind = 'SEAT_CHANGE' AND active",
    [productId],
  );
  if (rows.length === 0) throw new HttpError(404, 'Seat change product not found');
}

interface EligiblePartner {
  id: number;
  rol_id: number | null;
  seat_id: number | null;
}

/** The listed partners that are the caller's own or ACTIVE members of the caller's group, with their seats. */
async function eligiblePartners(tx: Queryable, callerPartnerId: number, partnerIds: number[]): Promise<EligiblePartner[]> {
  const { rows } = await tx.query<EligiblePartner>(
    `SELECT p.id, p.rol_id, c.seat_id
     FROM partners p
     LEFT JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD'
     WHERE p.id = ANY($2::int[])
       AND (p.id = $1 OR EXISTS (
         SELECT 1 FROM group_members member JOIN group_members caller ON caller.group_id = member.group_id
         WHERE member.partner_id = p.id AND member.status = 'ACTIVE'
           AND caller.partner_id = $1 AND caller.status = 'ACTIVE'))`,
    [callerPartnerId, partnerIds],
  );
  return rows;
}

/** 409 when the caller has a live change, or a partner is in another user's live change. */
async function assertNoLiveChange(tx: Queryable, userId: number, partnerIds: number[]): Promise<void> {
  const own = await tx.query('SELECT 1 FROM seat_changes WHERE user_id = $1 AND status = ANY($2)', [userId, LIVE_STATUSES]);
  if (own.rows.length > 0) throw liveChangeError();
  // Another user's open change that has lapsed but was not read since no longer counts.
  const { rows } = await tx.query<{ partner_id: number }>(
    `SELECT scp.partner_id FROM seat_change_partners scp JOIN seat_changes sc ON sc.id = scp.seat_change_id
     WHERE scp.partner_id = ANY($1::int[]) AND sc.user_id <> $2
       AND (sc.status = 'PENDING_PAYMENT' OR (sc.status IN ('OPEN', 'CONFIRMED') AND sc.expires_at > now()))
     LIMIT 1`,
    [partnerIds, userId],
  );
  if (rows[0]) {
    throw new HttpError(409, `Partner ${rows[0].partner_id} is in another seat change`, 'partner-in-seat-change');
  }
}

function liveChangeError(): HttpError {
  return new HttpError(409, 'A seat change is already in progress: cancel it first', 'seat-change-live');
}
