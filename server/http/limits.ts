import { createHash } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Limit } from '../../src/api/contract.ts';
import type { Queryable } from '../db/db.ts';
import { addressKey } from '../queue/client-address.ts';
import { LimitExceeded } from './limit-exceeded.ts';

/** One call counted under one limit, by the key the limit counts (`user:12`, an address, a mail). */
export interface LimitHit {
  limit: Limit;
  key: string;
}

/** What a call offers the limits' keys. */
export interface CallFacts {
  request: FastifyRequest;
  userId: number | null;
  params: unknown;
  body: unknown;
}

/**
 * The key of a declared limit for one call, or null when the call does not name one (a token
 * limit on a call without a hash). `account` is the session's user, else the account the body's
 * mail names; `address` is the client's IP, an IPv6 address by its /64 (one host gets a whole /64);
 * `token` is a mailed link's hash, or the SHA-256 of a link's token (a token is never stored as it is).
 */
export function limitKey(limit: Limit, facts: CallFacts): string | null {
  switch (limit.per) {
    case 'account':
      return facts.userId !== null ? `user:${facts.userId}` : prefixed('mail:', mailOf(facts));
    case 'address':
      return clientKey(facts.request.ip);
    case 'mail':
      return mailOf(facts);
    case 'token':
      return field(facts.params, 'hash') ?? field(facts.body, 'hash') ?? hashed(field(facts.params, 'token') ?? field(facts.body, 'token'));
  }
}

/** The per-address key of an IP: a dual-stack socket's `::ffff:1.2.3.4` is 1.2.3.4; IPv6 counts by its /64. */
export function clientKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return v4 && isIPv4(v4) ? v4 : addressKey(ip);
}

/** One call's hits under the limits, each by its key (a limit the call names no key for is skipped). */
export function hitsOf(limits: readonly Limit[], facts: CallFacts): LimitHit[] {
  return limits.flatMap((limit) => {
    const key = limitKey(limit, facts);
    return key === null ? [] : [{ limit, key }];
  });
}

/**
 * Runs `work` as one counted call: each hit is written (as a failure) before the limits are read,
 * so parallel calls cannot all pass the count before any is recorded; past a limit the hits are
 * removed and the answer is 429 with Retry-After. When `work` answers and `succeeded` agrees, the
 * failures-only hits become successes (a success clears an account's failures before it); when
 * it throws they stay failures.
 */
export async function countedCall<T>(
  db: Queryable,
  reply: FastifyReply,
  hits: readonly LimitHit[],
  work: () => Promise<T>,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> {
  const { ids, retryAfter, passed } = await takeHits(db, hits);
  if (passed) {
    reply.header('Retry-After', String(retryAfter));
    throw new LimitExceeded(passed, retryAfter);
  }
  const result = await work();
  const failuresOnly = ids.filter((_, index) => hits[index]?.limit.failuresOnly);
  if (failuresOnly.length > 0 && succeeded(result)) {
    await db.query('UPDATE limit_hits SET succeeded = true WHERE id = ANY($1::bigint[])', [failuresOnly]);
  }
  return result;
}

/** Every-call hits counted inside a domain rule (mail code sends, accounts per address): 0 when counted, else the seconds to wait (not counted). */
export async function countHits(db: Queryable, hits: readonly LimitHit[]): Promise<number> {
  return (await takeHits(db, hits)).retryAfter;
}

/**
 * Writes the hits, then reads each limit: past one, the hits are removed, `retryAfter` says for
 * how long and `passed` is the limit that makes the longest wait.
 */
async function takeHits(db: Queryable, hits: readonly LimitHit[]): Promise<{ ids: string[]; retryAfter: number; passed: Limit | null }> {
  const ids: string[] = [];
  let retryAfter = 0;
  let passed: Limit | null = null;
  for (const hit of hits) {
    ids.push(await writeHit(db, hit));
    const wait = await secondsUntilRoom(db, hit);
    if (wait > retryAfter) [retryAfter, passed] = [wait, hit.limit];
  }
  if (passed) await db.query('DELETE FROM limit_hits WHERE id = ANY($1::bigint[])', [ids]);
  return { ids, retryAfter, passed };
}

async function writeHit(db: Queryable, { limit, key }: LimitHit): Promise<string> {
  // The whole counter's old rows: keys never seen again (unknown mails) must not stay forever.
  await db.query('DELETE FROM limit_hits WHERE counter = $1 AND at < now() - make_interval(secs => $2)', [limit.counter, limit.windowSeconds]);
  const { rows } = await db.query<{ id: string }>('INSERT INTO limit_hits (counter, key) VALUES ($1, $2) RETURNING id::text', [
    limit.counter,
    key,
  ]);
  return rows[0]!.id;
}

/** Seconds before one more call would be counted under every hit's limit (0: now), without counting one. */
export async function secondsUntilFree(db: Queryable, hits: readonly LimitHit[]): Promise<number> {
  let wait = 0;
  for (const hit of hits) wait = Math.max(wait, await secondsUntilRoom(db, hit, 0));
  return wait;
}

/**
 * 0 while at most `max` calls, the `written` ones included, count in the window; else the seconds
 * until the oldest of the latest `max + written` leaves it. Failures only: successes do not count,
 * and for an account neither do failures before its last success.
 */
async function secondsUntilRoom(db: Queryable, { limit, key }: LimitHit, written: 0 | 1 = 1): Promise<number> {
  const failures = limit.failuresOnly ? 'AND NOT succeeded' : '';
  const sinceSuccess =
    limit.failuresOnly && limit.per === 'account'
      ? `AND at > coalesce((SELECT max(at) FROM limit_hits WHERE counter = $1 AND key = $2 AND succeeded), '-infinity'::timestamptz)`
      : '';
  const { rows } = await db.query<{ hits: number; retry_after: number | null }>(
    `WITH recent AS (
       SELECT at FROM limit_hits
       WHERE counter = $1 AND key = $2 AND at > now() - make_interval(secs => $3) ${failures} ${sinceSuccess}
       ORDER BY at DESC LIMIT $4)
     SELECT count(*)::integer AS hits,
            ceil(extract(epoch FROM min(at) + make_interval(secs => $3) - now()))::integer AS retry_after
     FROM recent`,
    [limit.counter, key, limit.windowSeconds, limit.max + written],
  );
  const row = rows[0];
  return row && row.hits >= limit.max + written ? Math.max(1, row.retry_after ?? 1) : 0;
}

function mailOf({ params, body }: CallFacts): string | null {
  return (field(body, 'mail') ?? field(params, 'mail'))?.toLowerCase() ?? null;
}

function field(value: unknown, name: string): string | null {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof found === 'string' ? found : null;
}

function hashed(token: string | null): string | null {
  return token === null ? null : `sha256:${createHash('sha256').update(token).digest('hex')}`;
}

function prefixed(prefix: string, value: string | null): string | null {
  return value === null ? null : prefix + value;
}
