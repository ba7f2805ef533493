import type { Limit } from '../../src/api/contract.ts';
import type { Db } from '../db/db.ts';

/** First key of the advisory lock that serialises one network's count, an address or a /48 (hold-limits.ts uses 7_016_012–13). */
const VISITOR_IP_LOCK = 7_016_014;

/** A handshake that needs a new visitor identity, and the count's answer for it. */
export interface NewVisitor {
  /** The address (an IPv6 address by its /64). */
  key: string;
  /** The IPv6 /48; none for IPv4. */
  site: string | undefined;
  /** 0 when counted; else the seconds until the limit that refused it has room. */
  retryIn: number;
  /** The address or /48 whose limit refused it. */
  refusedBy?: string;
}

/**
 * Counts a burst of new visitor identities in one transaction on `limit_hits`, per address and
 * per /48, in the order given: each network's handshakes wait for each other on every process
 * (advisory locks, taken in one order so two bursts never deadlock), so a parallel burst from one
 * network gets exactly the limit, and a refused handshake counts nowhere. A few statements for a
 * burst of thousands of handshakes, where one count each took six.
 */
export async function countNewVisitors(db: Db, perAddress: Limit, perSite: Limit, visitors: readonly NewVisitor[]): Promise<void> {
  await db.transaction(async (tx) => {
    const networks = [...new Set(visitors.map(({ key, site }) => site ?? key))];
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(network)) FROM unnest($2::text[]) AS network ORDER BY hashtext(network), network', [
      VISITOR_IP_LOCK,
      networks,
    ]);
    /** Ages in seconds of each counter and key's hits in its window, newest first. */
    const recent = new Map<string, number[]>();
    const agesOf = (limit: Limit, key: string): number[] => {
      const id = `${limit.counter} ${key}`;
      if (!recent.has(id)) recent.set(id, []);
      return recent.get(id)!;
    };
    const networksOf = ({ key, site }: NewVisitor): [Limit, string][] => [[perAddress, key], ...(site === undefined ? [] : [[perSite, site] as [Limit, string]])];
    for (const limit of [perAddress, perSite]) {
      const keys = [...new Set(visitors.flatMap((visitor) => networksOf(visitor).flatMap(([of, key]) => (of === limit ? [key] : []))))];
      if (keys.length === 0) continue;
      // The whole counter's old rows: keys never seen again must not stay forever.
      await tx.query('DELETE FROM limit_hits WHERE counter = $1 AND at < now() - make_interval(secs => $2)', [limit.counter, limit.windowSeconds]);
      const { rows } = await tx.query<{ key: string; age: number }>(
        `SELECT key, extract(epoch FROM now() - at)::float8 AS age FROM limit_hits
         WHERE counter = $1 AND key = ANY($2::text[]) ORDER BY at DESC`,
        [limit.counter, keys],
      );
      for (const { key, age } of rows) agesOf(limit, key).push(age);
    }
    /** 0 while the key has room under the limit; else the seconds until the oldest of its latest `max` hits leaves the window. */
    const wait = (limit: Limit, key: string): number => {
      const ages = agesOf(limit, key);
      return ages.length < limit.max ? 0 : Math.max(1, Math.ceil(limit.windowSeconds - ages[limit.max - 1]!));
    };
    const counted: { counter: string; key: string }[] = [];
    for (const visitor of visitors) {
      const networks = networksOf(visitor);
      const full = networks.find(([limit, key]) => wait(limit, key) > 0);
      if (full) {
        visitor.retryIn = wait(...full);
        visitor.refusedBy = full[1];
        continue;
      }
      for (const [limit, key] of networks) {
        agesOf(limit, key).unshift(0);
        counted.push({ counter: limit.counter, key });
      }
    }
    if (counted.length === 0) return;
    await tx.query('INSERT INTO limit_hits (counter, key) SELECT * FROM unnest($1::text[], $2::text[])', [
      counted.map(({ counter }) => counter),
      counted.map(({ key }) => key),
    ]);
  });
}
