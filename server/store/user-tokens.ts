import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';

export type TokenPurpose = 'PASSWORD_RESTORE' | 'MAIL_CONFIRM' | 'PHONE_CONFIRM' | 'CREATION_LOGIN';

/** How long each mailed hash stays valid: short for a password, longer for a confirmation. */
const TTL_SECONDS: Record<TokenPurpose, number> = {
  PASSWORD_RESTORE: 60 * 60,
  MAIL_CONFIRM: 7 * 24 * 60 * 60,
  PHONE_CONFIRM: 60 * 60,
  CREATION_LOGIN: 24 * 60 * 60,
};

/** A new one-time hash for the user; older unused ones of the same purpose stop working. */
export async function issueUserToken(db: Queryable, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM user_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
  await db.query(
    `INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, purpose, TTL_SECONDS[purpose]],
  );
  return token;
}

/** The user id of a live (unused, unexpired) hash issued to the account with that mail, or null. */
export async function findLiveToken(
  db: Queryable,
  token: string,
  mail: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT t.user_id FROM user_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.purpose = $2 AND lower(u.mail) = lower($3)
       AND t.used_at IS NULL AND t.expires_at > now()`,
    [hashToken(token), purpose, mail],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Marks a live hash used and returns its user, or null when it was not live. One statement, so
 * two concurrent uses cannot both succeed.
 */
export async function consumeToken(db: Queryable, token: string, mail: string, purpose: TokenPurpose): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE user_tokens t SET used_at = now() FROM users u
     WHERE u.id = t.user_id AND t.token_hash = $1 AND t.purpose = $2 AND lower(u.mail) = lower($3)
       AND t.used_at IS NULL AND t.expires_at > now()
     RETURNING t.user_id`,
    [hashToken(token), purpose, mail],
  );
  return rows[0]?.user_id ?? null;
}
