import { HOLD_LIMITS } from '../../src/api/hold-limits.ts';
import { ACCOUNTS_PER_ADDRESS_LIMIT } from '../../src/api/limits.ts';
import { SEAT_CHANGE_CODES } from '../../src/api/seat-change.ts';
import { SIGNUP_CODES } from '../../src/api/signup.ts';
import type { Queryable } from '../db/db.ts';
import { clientKey, countHits } from '../http/limits.ts';
import { HttpError } from '../http/route.ts';
import { addressKey } from '../queue/client-address.ts';
import { LIVE_ORDER_STATUSES } from './signup-orders.ts';

/** First key of the transaction-scoped advisory locks that make each count-and-write atomic. */
const ACCOUNT_IP_LOCK = 7_016_012;
const HOLD_IP_LOCK = 7_016_013;

/** Serialises the callers of one limit and key until the transaction ends (PostgreSQL and PGlite). */
async function lockKey(tx: Queryable, lock: number, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [lock, key]);
}

/**
 * Counts the account being made against its IP's hourly cap, in the transaction that makes it:
 * parallel sign-ups from one IP wait for each other, so none slips past the count.
 */
export async function recordAccountCreation(tx: Queryable, ip: string): Promise<void> {
  const key = clientKey(ip);
  await lockKey(tx, ACCOUNT_IP_LOCK, key);
  if ((await countHits(tx, [{ limit: ACCOUNTS_PER_ADDRESS_LIMIT, key }])) > 0) {
    throw new HttpError(429, 'Too many accounts made from this address: try again in an hour', SIGNUP_CODES.tooManyAccounts);
  }
}

/**
 * Before an order holds seats: the account's mail must be confirmed (403), and an order that holds
 * none yet is a new hold, counted against its address's live holds (an IPv6 address by its /64,
 * which one client holds whole) and the account's holds of the day (429). Moving seats within a
 * hold is never refused. Runs with the order locked.
 */
export async function assertMayHold(tx: Queryable, order: { id: number; user_id: number }, ip: string): Promise<void> {
  const { rows: caller } = await tx.query<{ mail_confirmed: boolean; holding: boolean }>(
    `SELECT mail_confirmed, EXISTS (SELECT 1 FROM seat_claims WHERE kind = 'HELD' AND signup_order_id = $2) AS holding
     FROM users WHERE id = $1`,
    [order.user_id, order.id],
  );
  if (!caller[0]?.mail_confirmed) throw mailNotConfirmed();
  if (caller[0].holding) return;
  const { rows: today } = await tx.query<{ holds: number }>(
    `SELECT count(*)::integer AS holds FROM signup_orders o
     WHERE o.user_id = $1 AND o.id <> $2 AND o.created_at > now() - interval '1 day'
       AND EXISTS (SELECT 1 FROM signup_order_people sp WHERE sp.order_id = o.id AND sp.seat_id IS NOT NULL)`,
    [order.user_id, order.id],
  );
  if ((today[0]?.holds ?? 0) >= HOLD_LIMITS.holdsPerAccountPerDay) {
    throw new HttpError(429, 'Too many seat holds started today by this account', SIGNUP_CODES.tooManyRestarts);
  }
  const address = addressKey(ip);
  await lockKey(tx, HOLD_IP_LOCK, address);
  const { rows: live } = await tx.query<{ holds: number }>(
    `SELECT count(*)::integer AS holds FROM signup_orders o
     WHERE o.hold_ip = $1 AND o.id <> $2 AND o.status = ANY($3) AND o.expires_at > now()
       AND EXISTS (SELECT 1 FROM seat_claims c WHERE c.kind = 'HELD' AND c.signup_order_id = o.id)`,
    [address, order.id, LIVE_ORDER_STATUSES],
  );
  if ((live[0]?.holds ?? 0) >= HOLD_LIMITS.liveHoldsPerIp) {
    throw new HttpError(429, 'Too many orders hold seats from this address', SIGNUP_CODES.tooManyHolds);
  }
  await tx.query('UPDATE signup_orders SET hold_ip = $2 WHERE id = $1', [order.id, address]);
}

/** 403 until the account's mail is confirmed: a seat is held for someone the club can reach. */
export async function assertMailConfirmed(tx: Queryable, userId: number): Promise<void> {
  const { rows } = await tx.query<{ mail_confirmed: boolean }>('SELECT mail_confirmed FROM users WHERE id = $1', [userId]);
  if (!rows[0]?.mail_confirmed) throw mailNotConfirmed();
}

const mailNotConfirmed = () => new HttpError(403, 'Confirm your mail before holding seats', SIGNUP_CODES.mailNotConfirmed);

/**
 * 429 when a partner of a new seat change has ended too many changes unpaid today (after they
 * held seats). Runs with the partners' rows locked, so parallel inits count one after the other.
 */
export async function assertChangeRestartsLeft(tx: Queryable, partnerIds: number[]): Promise<void> {
  const { rows } = await tx.query<{ partner_id: number }>(
    `SELECT scp.partner_id FROM seat_change_partners scp JOIN seat_changes sc ON sc.id = scp.seat_change_id
     WHERE scp.partner_id = ANY($1::int[]) AND sc.status IN ('CANCELLED', 'EXPIRED', 'FAILED')
       AND sc.created_at > now() - interval '1 day'
       AND EXISTS (SELECT 1 FROM seat_change_partners held WHERE held.seat_change_id = sc.id
                     AND held.next_seat_id IS DISTINCT FROM held.previous_seat_id AND held.next_seat_id IS NOT NULL)
     GROUP BY scp.partner_id HAVING count(*) >= $2 LIMIT 1`,
    [partnerIds, HOLD_LIMITS.unpaidChangesPerPartnerPerDay],
  );
  if (rows[0]) {
    throw new HttpError(429, `Partner ${rows[0].partner_id} has restarted too many seat changes today`, SEAT_CHANGE_CODES.tooManyRestarts);
  }
}
