import type { FastifyReply } from 'fastify';
import { loginErrors } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

export interface RequestLimit {
  scope: string;
  /** Requests allowed per window, counting every answer (sent, refused for a bad token, failed). */
  max: number;
  windowSeconds: number;
}

/**
 * Password recovery and restore, unauthenticated and each worth a mail or a scrypt hash. Per mail:
 * 3 recovery mails an hour is more than a member who lost a mail needs, and caps mail bombing of
 * one address; 5 restores in 15 minutes per mail leaves room for typos. Per IP: 10 of each in
 * 15 minutes (a club office behind one address is a handful of people), so recovery cannot
 * enumerate accounts faster than the login limit guesses passwords.
 */
export const RECOVERY_LIMITS = {
  recoverPerMail: { scope: 'recover-mail', max: 3, windowSeconds: 60 * 60 },
  recoverPerIp: { scope: 'recover-ip', max: 10, windowSeconds: 15 * 60 },
  restorePerMail: { scope: 'restore-mail', max: 5, windowSeconds: 15 * 60 },
  restorePerIp: { scope: 'restore-ip', max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RequestLimit>;

/**
 * A mail change mails a link to an address the member chooses: 3 a day per account is more than
 * a member fixing a typo needs, and keeps an account (password known) from mailing strangers.
 */
export const MAIL_CHANGE_LIMIT = { scope: 'mail-change-account', max: 3, windowSeconds: 24 * 60 * 60 } as const satisfies RequestLimit;

/**
 * Counts one request under each limit, before any work: 429 'too many attempts' with Retry-After
 * when one is used up (the refused request is not counted). Each hit is written before it is
 * counted, so parallel requests cannot all pass the count before any is recorded.
 */
export async function countRequest(db: Queryable, reply: FastifyReply, hits: { limit: RequestLimit; key: string }[]): Promise<void> {
  const retryAfter = await countHits(db, hits);
  if (retryAfter === 0) return;
  reply.header('Retry-After', String(retryAfter));
  throw new HttpError(429, loginErrors.tooManyAttempts, loginErrors.tooManyAttempts);
}

/** `countRequest` outside an HTTP answer (the queue's socket handshake): 0 when counted, else the seconds to wait (not counted). */
export async function countHits(db: Queryable, hits: { limit: RequestLimit; key: string }[]): Promise<number> {
  const ids: number[] = [];
  let retryAfter = 0;
  for (const { limit, key } of hits) {
    // The whole scope's old rows: keys never seen again (unknown mails) must not stay forever.
    await db.query('DELETE FROM request_limit_hits WHERE scope = $1 AND at < now() - make_interval(secs => $2)', [
      limit.scope,
      limit.windowSeconds,
    ]);
    const { rows } = await db.query<{ id: number }>('INSERT INTO request_limit_hits (scope, key) VALUES ($1, $2) RETURNING id', [
      limit.scope,
      key,
    ]);
    ids.push(rows[0]!.id);
    retryAfter = Math.max(retryAfter, await secondsUntilBelowLimit(db, limit, key));
  }
  if (retryAfter > 0) await db.query('DELETE FROM request_limit_hits WHERE id = ANY($1::integer[])', [ids]);
  return retryAfter;
}

/** 0 while at most `max` hits, this one included, are in the window; else the seconds until the oldest of the latest `max + 1` leaves it. */
async function secondsUntilBelowLimit(db: Queryable, limit: RequestLimit, key: string): Promise<number> {
  const { rows } = await db.query<{ hits: number; retry_after: number | null }>(
    `WITH recent AS (
       SELECT at FROM request_limit_hits
       WHERE scope = $1 AND key = $2 AND at > now() - make_interval(secs => $3)
       ORDER BY at DESC LIMIT $4)
     SELECT count(*)::integer AS hits,
            ceil(extract(epoch FROM min(at) + make_interval(secs => $3) - now()))::integer AS retry_after
     FROM recent`,
    [limit.scope, key, limit.windowSeconds, limit.max + 1],
  );
  const row = rows[0];
  return row && row.hits > limit.max ? Math.max(1, row.retry_after ?? 1) : 0;
}
