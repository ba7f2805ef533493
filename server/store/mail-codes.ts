import { randomInt, timingSafeEqual } from 'node:crypto';
import { MAIL_CODE, type SignupMailCode } from '../../src/api/signup.ts';
import { hashToken } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';
import { mailMember } from '../mail/member-mail.ts';

/**
 * How often a code may be mailed. A minute apart, so a mistyped mail is fixed by asking again
 * without flooding the inbox; 5 an hour per account, so a guesser gets at most 25 tries an hour
 * (one in 40 000 to hit); 20 resends an hour per IP, enough for a club office's shared address.
 */
export const MAIL_CODE_SENDS = { minSecondsApart: 60, perAccountPerHour: 5, resendsPerIpPerHour: 20 } as const;

const HOUR = 60 * 60;

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

/**
 * Records a resend before it is counted (so parallel asks cannot all pass the count) and answers
 * the seconds before one would be allowed: 0 when this one is; otherwise the record is removed.
 */
export async function claimResend(db: Queryable, userId: number, ip: string): Promise<number> {
  await db.query('DELETE FROM mail_code_sends WHERE sent_at < now() - make_interval(secs => $1)', [HOUR]);
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO mail_code_sends (user_id, ip, resend) VALUES ($1, $2, true) RETURNING id',
    [userId, ip],
  );
  const id = rows[0]!.id;
  const wait = Math.max(await accountWait(db, userId, id), await ipWait(db, ip));
  if (wait > 0) await db.query('DELETE FROM mail_code_sends WHERE id = $1', [id]);
  return wait;
}

/** Records the code mailed with the account (it counts toward the account's hourly limit). */
export async function recordFirstSend(db: Queryable, userId: number, ip: string): Promise<void> {
  await db.query('INSERT INTO mail_code_sends (user_id, ip, resend) VALUES ($1, $2, false)', [userId, ip]);
}

/** Seconds before the account may be mailed again, counting sends other than `exceptId`. */
async function accountWait(db: Queryable, userId: number, exceptId = 0): Promise<number> {
  const { rows } = await db.query<{ last_wait: number | null; hour_wait: number | null }>(
    `WITH sends AS (
       SELECT sent_at FROM mail_code_sends
       WHERE user_id = $1 AND id <> $2 AND sent_at > now() - make_interval(secs => $3) ORDER BY sent_at DESC)
     SELECT ceil(extract(epoch FROM max(sent_at) + make_interval(secs => $4) - now()))::integer AS last_wait,
            CASE WHEN count(*) >= $5
              THEN ceil(extract(epoch FROM (SELECT sent_at FROM sends OFFSET $5 - 1 LIMIT 1) + make_interval(secs => $3) - now()))::integer
            END AS hour_wait
     FROM sends`,
    [userId, exceptId, HOUR, MAIL_CODE_SENDS.minSecondsApart, MAIL_CODE_SENDS.perAccountPerHour],
  );
  return Math.max(0, rows[0]?.last_wait ?? 0, rows[0]?.hour_wait ?? 0);
}

/** Seconds before the IP may ask again: 0 while its resends of the hour, this one included, are within the limit. */
async function ipWait(db: Queryable, ip: string): Promise<number> {
  const { rows } = await db.query<{ wait: number | null }>(
    `SELECT ceil(extract(epoch FROM sent_at + make_interval(secs => $2) - now()))::integer AS wait FROM mail_code_sends
     WHERE ip = $1 AND resend AND sent_at > now() - make_interval(secs => $2) ORDER BY sent_at DESC OFFSET $3 LIMIT 1`,
    [ip, HOUR, MAIL_CODE_SENDS.resendsPerIpPerHour],
  );
  return rows[0] ? Math.max(1, rows[0].wait ?? 1) : 0;
}

/** The account's code as the page shows it. */
export async function readMailCode(db: Queryable, user: { id: number; mail: string }): Promise<SignupMailCode> {
  const { rows } = await db.query<{ expires_in: number }>(
    `SELECT ceil(extract(epoch FROM expires_at - now()))::integer AS expires_in FROM mail_codes
     WHERE user_id = $1 AND expires_at > now() AND wrong_tries < $2`,
    [user.id, MAIL_CODE.maxWrongTries],
  );
  return { mail: user.mail, expiresIn: Math.max(0, rows[0]?.expires_in ?? 0), resendIn: await accountWait(db, user.id) };
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
