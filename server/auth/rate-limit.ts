import type { FastifyReply } from 'fastify';
import { loginErrors } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

/** Failed password/PIN checks allowed per window: per account (reset by a success) and per IP (never reset). */
export const LOGIN_RATE_LIMIT = { windowSeconds: 15 * 60, perAccount: 5, perIp: 20 } as const;

/**
 * Runs one attempt (a password/PIN check, a group add) under the limits: 429 with Retry-After
 * while the account or the IP has used up its failures of the window. The attempt is written (as
 * a failure) before it is counted and run, so parallel requests cannot all pass the count before
 * any of them is recorded. It turns into a success when `attempt` answers and `succeeded` agrees;
 * it stays a failure when `attempt` throws; it is removed when the limit refuses it.
 */
export async function limitedAttempt<T>(
  db: Queryable,
  reply: FastifyReply,
  /** ip null: the attempt counts for the account only (stored with an empty ip). */
  key: { ip: string | null; account: string },
  attempt: () => Promise<T>,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> {
  await db.query(
    'DELETE FROM login_attempts WHERE (ip = $1 OR account = $2) AND attempted_at < now() - make_interval(secs => $3)',
    [key.ip ?? '', key.account, LOGIN_RATE_LIMIT.windowSeconds],
  );
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO login_attempts (ip, account, succeeded) VALUES ($1, $2, false) RETURNING id',
    [key.ip ?? '', key.account],
  );
  const attemptId = rows[0]?.id;
  const retryAfter = Math.max(
    await secondsUntilBelowLimit(db, 'account', key.account, LOGIN_RATE_LIMIT.perAccount),
    key.ip === null ? 0 : await secondsUntilBelowLimit(db, 'ip', key.ip, LOGIN_RATE_LIMIT.perIp),
  );
  if (retryAfter > 0) {
    await db.query('DELETE FROM login_attempts WHERE id = $1', [attemptId]);
    reply.header('Retry-After', String(retryAfter));
    throw new HttpError(429, loginErrors.tooManyAttempts, loginErrors.tooManyAttempts);
  }
  const result = await attempt();
  if (succeeded(result)) await db.query('UPDATE login_attempts SET succeeded = true WHERE id = $1', [attemptId]);
  return result;
}

/**
 * 0 while at most `limit` failures, the attempt being made included, are in the window; else the
 * seconds until the oldest of the latest `limit + 1` leaves it. For an account, failures before
 * its last success do not count.
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
    [key, LOGIN_RATE_LIMIT.windowSeconds, limit + 1],
  );
  const row = rows[0];
  return row && row.failures > limit ? Math.max(1, row.retry_after ?? 1) : 0;
}
