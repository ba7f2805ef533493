import { SEAT_CHANGE_CODES } from '../../src/api/seat-change.ts';
import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { assertChangeRestartsLeft } from './hold-limits.ts';
import { findProduct } from './products.ts';
import { insertSeatChange, LIVE_STATUSES } from './seat-changes.ts';

/**
 * Starts a seat change for `partnerIds` (the caller's own partner and/or ACTIVE members of a
 * group the caller owns), after every rule of POST group-seat-change/init; answers the change id.
 * Runs in the caller's transaction, after the caller's overdue changes were expired.
 */
export async function startSeatChange(
  tx: Queryable,
  user: User,
  request: { productId: number; partnerIds: number[] },
): Promise<number> {
  callerPartnerId(user);
  if (new Set(request.partnerIds).size !== request.partnerIds.length) {
    throw new HttpError(400, 'body.partners: a partner is listed twice', 'invalid-body');
  }
  await assertSeatChangeProduct(tx, request.productId);
  // Locked first, so two users' inits naming one partner run one after the other (PostgreSQL):
  // the second then sees the first one's change in assertNoLiveChange.
  await tx.query('SELECT 1 FROM partners WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [request.partnerIds]);
  const partners = await assertMayActFor(tx, user, request.partnerIds);
  await assertNoLiveChange(tx, user.id, request.partnerIds);
  await assertChangeRestartsLeft(tx, request.partnerIds);
  const withoutSeat = partners.find((p) => p.seat_id === null);
  if (withoutSeat) {
    throw new HttpError(409, `Partner ${withoutSeat.id} has no seat to change`, SEAT_CHANGE_CODES.partnerWithoutSeat);
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

/** The caller's partner id; 403 unless the caller is a partner allowed to change seat. */
function callerPartnerId(user: User): number {
  const callerPartner = user.partner;
  if (!callerPartner) throw new HttpError(403, 'Only partners can change seat', SEAT_CHANGE_CODES.noPartner);
  const { allowed, executionAllowed } = callerPartner.actions.changeSeat;
  if (!allowed || !executionAllowed || callerPartner.blocked) {
    throw new HttpError(403, 'Seat change not allowed', SEAT_CHANGE_CODES.seatChangeNotAllowed);
  }
  return callerPartner.id;
}

async function assertSeatChangeProduct(tx: Queryable, productId: number): Promise<void> {
  const product = await findProduct(tx, productId, ['SEAT_CHANGE']);
  if (!product) throw new HttpError(404, 'Seat change product not found');
  if (product.soldOut) throw new HttpError(409, 'Product sold out', SEAT_CHANGE_CODES.productSoldOut);
}

interface EligiblePartner {
  id: number;
  rol_id: number | null;
  seat_id: number | null;
  /** The caller's own partner, or an ACTIVE member of a group the caller owns (ACTIVE owner). */
  related: boolean;
  /** change_seat_allowed, change_seat_execution_allowed and not blocked. */
  may_change: boolean;
}

/** Partners with their sold seat and the two answers of the rule, for the caller's partner $1. */
const ELIGIBLE_PARTNERS = `SELECT p.id, p.rol_id, c.seat_id,
            (p.id = $1 OR EXISTS (
              SELECT 1 FROM group_members member JOIN group_members owner ON owner.group_id = member.group_id
              WHERE member.partner_id = p.id AND member.status = 'ACTIVE'
                AND owner.partner_id = $1 AND owner.is_owner AND owner.status = 'ACTIVE')) AS related,
            (p.change_seat_allowed AND p.change_seat_execution_allowed AND NOT p.blocked) AS may_change
     FROM partners p
     LEFT JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD'`;

/**
 * The rule of who may change whose seat, checked at init and again at every later step (a member
 * may have left the group, the owner may have stepped down, a partner may have been blocked):
 * the caller may act for their own partner and for ACTIVE members of a group they own, and every
 * partner must be allowed to change seat. 403 otherwise; answers the partners with their seats.
 */
export async function assertMayActFor(tx: Queryable, user: User, partnerIds: number[]): Promise<EligiblePartner[]> {
  const { rows } = await tx.query<EligiblePartner>(`${ELIGIBLE_PARTNERS} WHERE p.id = ANY($2::int[])`, [
    callerPartnerId(user),
    partnerIds,
  ]);
  return assertEligible(rows, partnerIds);
}

/** assertMayActFor for the partners of an existing change of the caller, in one query. */
export async function assertMayActForChange(tx: Queryable, user: User, changeId: number): Promise<void> {
  const { rows } = await tx.query<EligiblePartner>(
    `${ELIGIBLE_PARTNERS} WHERE p.id IN (SELECT partner_id FROM seat_change_partners WHERE seat_change_id = $2)`,
    [callerPartnerId(user), changeId],
  );
  assertEligible(rows, rows.map((row) => row.id));
}

function assertEligible(rows: EligiblePartner[], partnerIds: number[]): EligiblePartner[] {
  const unrelated = partnerIds.find((id) => !rows.some((row) => row.id === id && row.related));
  if (unrelated !== undefined) {
    throw new HttpError(
      403,
      `Partner ${unrelated} is neither yours nor an active member of a group you own`,
      SEAT_CHANGE_CODES.partnerNotAllowed,
    );
  }
  const refused = rows.find((row) => !row.may_change);
  if (refused) throw new HttpError(403, `Partner ${refused.id} may not change seat`, SEAT_CHANGE_CODES.partnerMayNotChangeSeat);
  return rows;
}

/** 409 when the caller has a live change, or a partner is in another user's live change. */
async function assertNoLiveChange(tx: Queryable, userId: number, partnerIds: number[]): Promise<void> {
  const own = await tx.query('SELECT 1 FROM seat_changes WHERE user_id = $1 AND status = ANY($2)', [userId, LIVE_STATUSES]);
  if (own.rows.length > 0) throw liveChangeError();
  // Another user's live change that has lapsed but was not read since no longer counts.
  const { rows } = await tx.query<{ partner_id: number }>(
    `SELECT scp.partner_id FROM seat_change_partners scp JOIN seat_changes sc ON sc.id = scp.seat_change_id
     WHERE scp.partner_id = ANY($1::int[]) AND sc.user_id <> $2
       AND sc.status = ANY($3) AND sc.expires_at > now()
     LIMIT 1`,
    [partnerIds, userId, LIVE_STATUSES],
  );
  if (rows[0]) {
    throw new HttpError(409, `Partner ${rows[0].partner_id} is in another seat change`, SEAT_CHANGE_CODES.partnerInSeatChange);
  }
}

function liveChangeError(): HttpError {
  return new HttpError(409, 'A seat change is already in progress: cancel it first', SEAT_CHANGE_CODES.seatChangeLive);
}
