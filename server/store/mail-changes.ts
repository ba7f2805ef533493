import { randomBytes } from 'node:crypto';
import { USERS_EMAIL_IN_USE } from '../../src/api/users.ts';
import { hashToken } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

/** A pending new mail is short-lived; the old address may undo the change for a week, confirmed or not. */
const CONFIRM_TTL_SECONDS = 24 * 60 * 60;
const UNDO_TTL_SECONDS = 7 * 24 * 60 * 60;

const emailInUse = () => new HttpError(409, USERS_EMAIL_IN_USE, USERS_EMAIL_IN_USE);

/**
 * Records a change of the user's mail to `newMail`, pending until its confirm hash is used; an
 * older pending one is replaced. 409 when another user has the address. Returns both hashes.
 */
export async function requestMailChange(
  db: Queryable,
  userId: number,
  oldMail: string,
  newMail: string,
): Promise<{ confirmHash: string; undoHash: string }> {
  const taken = await db.query('SELECT 1 FROM users WHERE lower(mail) = lower($1) AND id <> $2', [newMail, userId]);
  if (taken.rows.length > 0) throw emailInUse();
  await db.query('UPDATE mail_changes SET ended_at = now() WHERE user_id = $1 AND confirmed_at IS NULL AND ended_at IS NULL', [userId]);
  const confirmHash = randomBytes(32).toString('base64url');
  const undoHash = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO mail_changes (user_id, old_mail, new_mail, confirm_token_hash, undo_token_hash, confirm_expires_at, undo_expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), now() + make_interval(secs => $7))`,
    [userId, oldMail, newMail, hashToken(confirmHash), hashToken(undoHash), CONFIRM_TTL_SECONDS, UNDO_TTL_SECONDS],
  );
  return { confirmHash, undoHash };
}

/** The new mail waiting for its confirmation link, or null. */
export async function findPendingMail(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ new_mail: string }>(
    `SELECT new_mail FROM mail_changes
     WHERE user_id = $1 AND confirmed_at IS NULL AND ended_at IS NULL AND confirm_expires_at > now()
     ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.new_mail ?? null;
}

/**
 * Applies the pending change whose confirm hash was mailed to `newMail`: the address becomes the
 * account's confirmed mail. False when no such change is pending. Run in a transaction.
 */
export async function confirmMailChange(db: Queryable, hash: string, newMail: string): Promise<boolean> {
  const { rows } = await db.query<{ user_id: number; new_mail: string }>(
    `UPDATE mail_changes SET confirmed_at = now()
     WHERE confirm_token_hash = $1 AND lower(new_mail) = lower($2)
       AND confirmed_at IS NULL AND ended_at IS NULL AND confirm_expires_at > now()
     RETURNING user_id, new_mail`,
    [hashToken(hash), newMail],
  );
  const change = rows[0];
  if (!change) return false;
  await setMail(db, change.user_id, change.new_mail);
  return true;
}

/**
 * Undoes the change whose undo hash was mailed to `oldMail`: a confirmed one gives the old mail
 * back, and every change of the account still open ends. Returns the user, or null when the hash
 * is not live. Run in a transaction.
 */
export async function undoMailChange(db: Queryable, hash: string, oldMail: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number; old_mail: string; confirmed: boolean }>(
    `UPDATE mail_changes SET ended_at = now()
     WHERE undo_token_hash = $1 AND lower(old_mail) = lower($2) AND ended_at IS NULL AND undo_expires_at > now()
     RETURNING user_id, old_mail, confirmed_at IS NOT NULL AS confirmed`,
    [hashToken(hash), oldMail],
  );
  const change = rows[0];
  if (!change) return null;
  await db.query('UPDATE mail_changes SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL', [change.user_id]);
  if (change.confirmed) await setMail(db, change.user_id, change.old_mail);
  return change.user_id;
}

async function setMail(db: Queryable, userId: number, mail: string): Promise<void> {
  try {
    await db.query('UPDATE users SET mail = $2, mail_confirmed = true WHERE id = $1', [userId, mail]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailInUse();
    throw error;
  }
}
