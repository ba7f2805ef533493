import type { FastifyReply } from 'fastify';
import { loginErrors } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

/** Failed password/PIN checks allowed per window: per account (reset by a success) and per IP (never reset). */
export const LOGIN_RATE_LIMIT = { windowSeconds: 15 * 60, perAccount: 5, perIp: 20 } as const;

/** 429 with Retry-After while the account or the IP has used up its failures of the window. */
export async function assertNotRateLimited(db: Queryable, reply: FastifyReply, ip: string, account: string): Promise<void> {
  const retryAfter = Math.max(
    await secondsUntilBelowLimit(db, 'account', account, LOGIN_RATE_LIMIT.perAccount),
    await secondsUntilBelowLimit(db, 'ip', ip, LOGIN_RATE_LIMIT.perIp),
  );
  if (retryAfter > 0) {
    reply.header('Retry-After', String(retryAfter));
    throw new HttpError(429, loginErrors.tooManyAttempts, loginErrors.tooManyAttempts);
  }
}

/** Records an attempt and drops this IP's and account's rows that left the window (the table stays small). */
export async function recordAttempt(db: Queryable, ip: string, account: string, succeeded: boolean): Promise<void> {
  await db.query(
    'DELETE FROM login_attempts WHERE (ip = $1 OR account = $2) AND attempted_at < now() - make_interval(secs => $3)',
    [ip, account, LOGIN_RATE_LIMIT.windowSeconds],
  );
  await db.query('INSERT INTO login_attempts (ip, account, succeeded) VALUES ($1, $2, $3)', [ip, account, succeeded]);
}

/**
 * 0 while fewer than `limit` failures are in the window; else the seconds until the oldest of
 * the latest `limit` failures leaves it. For an account, failures before its last success do not count.
 */
async function secondsUntilBelowLimit(db: Queryable, column: 'ip' | 'account', key: string, limit: number): Promise<number> {
  const sinceSuccess =
    column === 'account'
      ? `AND attempted_at > coalesce((SELECT max(attempted_at) FROM login_attempts
           WHERE account = $1 AND succeeded), '-infinity'::timestamptz)`
      : '';
  const { rows } = await db.query<{ failures: number; retry_after: number | null }>(
    `WITH recent AS (
       SELECT attempted_at FROM login_attempts
       WHERE ${column} = $1 AND NOT succeeded AND attempted_at > now() - make_interval(secs => $2) ${sinceSuccess}
       ORDER BY attempted_at DESC LIMIT $3)
     SELECT count(*)::integer AS failures,
            ceil(extract(epoch FROM min(attempted_at) + make_interval(secs => $2) - now()))::integer AS retry_after
     FROM recent`,
    [key, LOGIN_RATE_LIMIT.windowSeconds, limit],
  );
  const row = rows[0];
  return row && row.failures >= limit ? Math.max(1, row.retry_after ?? 1) : 0;
}
