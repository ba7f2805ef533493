import { randomInt, timingSafeEqual } from 'node:crypto';
import { MAIL_CODE_SENDS } from '../../src/api/limits.ts';
import { MAIL_CODE, type SignupMailCode } from '../../src/api/signup.ts';
import { hashToken } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';
import { clientKey, countHits, secondsUntilFree, type LimitHit } from '../http/limits.ts';
import { mailMember } from '../mail/member-mail.ts';

/** The stored hash: the user id salts it, so one table of the million codes' hashes fits no account. */
const codeHash = (userId: number, code: string) => hashToken(`${userId}:${code}`);

/** Mails a new code to the account; the old one dies. */
export async function sendMailCode(db: Queryable, user: { id: number; mail: string }): Promise<void> {
  const code = String(randomInt(0, 10 ** MAIL_CODE.digits)).padStart(MAIL_CODE.digits, '0');
  await db.query(
    `INSERT INTO mail_codes (user_id, code_hash, expires_at, wrong_tries) VALUES ($1, $2, now() + make_interval(secs => $3), 0)
     ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0`,
    [user.id, codeHash(user.id, code), MAIL_CODE.ttlSeconds],
  );
  await mailMember(db, { userId: user.id, recipient: user.mail }, 'mailCode', { code, minutes: MAIL_CODE.ttlSeconds / 60 });
}

/** The account's sends and, for a resend, the address's. */
const sendHits = (userId: number, ip: string | null): LimitHit[] => [
  { limit: MAIL_CODE_SENDS.apart, key: `user:${userId}` },
  { limit: MAIL_CODE_SENDS.perHour, key: `user:${userId}` },
  ...(ip === null ? [] : [{ limit: MAIL_CODE_SENDS.resends, key: clientKey(ip) }]),
];

/**
 * Counts a resend (written before it is read, so parallel asks cannot all pass the count) and
 * answers the seconds before one would be allowed: 0 when this one is; otherwise it is not counted.
 */
export async function claimResend(db: Queryable, userId: number, ip: string): Promise<number> {
  return countHits(db, sendHits(userId, ip));
}

/** Counts the code mailed with the account toward the account's limits. */
export async function recordFirstSend(db: Queryable, userId: number): Promise<void> {
  await countHits(db, sendHits(userId, null));
}

/** The account's code as the page shows it. */
export async function readMailCode(db: Queryable, user: { id: number; mail: string }): Promise<SignupMailCode> {
  const { rows } = await db.query<{ expires_in: number }>(
    `SELECT ceil(extract(epoch FROM expires_at - now()))::integer AS expires_in FROM mail_codes
     WHERE user_id = $1 AND expires_at > now() AND wrong_tries < $2`,
    [user.id, MAIL_CODE.maxWrongTries],
  );
  return { mail: user.mail, expiresIn: Math.max(0, rows[0]?.expires_in ?? 0), resendIn: await secondsUntilFree(db, sendHits(user.id, null)) };
}

/** A name for the account's live code (its send time), or null when none is live. */
export async function liveCodeKey(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT user_id || ':' || extract(epoch FROM expires_at) AS key FROM mail_codes
     WHERE user_id = $1 AND expires_at > now() AND wrong_tries < $2`,
    [userId, MAIL_CODE.maxWrongTries],
  );
  return rows[0]?.key ?? null;
}

export type CodeCheck = 'right' | 'wrong' | 'dead';

/**
 * Takes one try of the live code first (one statement, so parallel guesses share its tries),
 * then compares: the right code is removed, a wrong one keeps its try spent.
 */
export async function checkMailCode(db: Queryable, userId: number, code: string): Promise<CodeCheck> {
  const { rows } = await db.query<{ code_hash: string }>(
    `UPDATE mail_codes SET wrong_tries = wrong_tries + 1
     WHERE user_id = $1 AND expires_at > now() AND wrong_tries < $2 RETURNING code_hash`,
    [userId, MAIL_CODE.maxWrongTries],
  );
  const stored = rows[0]?.code_hash;
  if (stored === undefined) return 'dead';
  if (!timingSafeEqual(Buffer.from(stored), Buffer.from(codeHash(userId, code)))) return 'wrong';
  await db.query('DELETE FROM mail_codes WHERE user_id = $1', [userId]);
  return 'right';
}
