import type { Limit } from '../../src/api/contract.ts';
import { LOGIN_LIMITS } from '../../src/api/limits.ts';
import type { Queryable } from '../db/db.ts';

/** The login limits' numbers under the names the tests read them by. */
export const LOGIN_RATE_LIMIT = {
  windowSeconds: LOGIN_LIMITS.account.windowSeconds,
  perAccount: LOGIN_LIMITS.account.max,
  perIp: LOGIN_LIMITS.address.max,
} as const;

/** Calls written straight into the counter table (failures for a failures-only limit): the rule reads the table. */
export async function insertHits(db: Queryable, limit: Pick<Limit, 'counter'>, key: string, count: number, ageSeconds = 0): Promise<void> {
  // One statement: a limit of tens of thousands (gate photos) is filled in a moment.
  await db.query('INSERT INTO limit_hits (counter, key, at) SELECT $1, $2, now() - make_interval(secs => $3) FROM generate_series(1, $4::int)', [
    limit.counter,
    key,
    ageSeconds,
    count,
  ]);
}

/** Failed logins written straight in, under the account and the address. */
export async function insertLoginFailures(db: Queryable, key: { ip: string; account: string }, count: number, ageSeconds = 0): Promise<void> {
  await insertHits(db, LOGIN_LIMITS.account, key.account, count, ageSeconds);
  await insertHits(db, LOGIN_LIMITS.address, key.ip, count, ageSeconds);
}
