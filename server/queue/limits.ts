import type { IncomingMessage } from 'node:http';
import type { QueueRefusal } from '../../src/api/queue-refusals.ts';
import { countHits, type RequestLimit } from '../auth/request-limit.ts';
import type { Db } from '../db/db.ts';
import { addressKey } from './client-address.ts';

/** The queue's limits against floods (server/README.md "Queue tracker", with why). */
export interface QueueLimits {
  /** New visitor identities (signed `qv` cookies) per client address (IPv6: per /64), on every process together. */
  newVisitorsPerIp: RequestLimit;
  /** Open connections per client address on one process (nginx caps it for all in production). */
  connectionsPerIp: number;
  /** `route-change` and `expired` per socket: a bucket of `burst`, refilled at `perSecond`. */
  messages: { burst: number; perSecond: number };
}

export const QUEUE_LIMITS: QueueLimits = {
  newVisitorsPerIp: { scope: 'queue-visitor-ip', max: 30, windowSeconds: 15 * 60 },
  connectionsPerIp: 100,
  messages: { burst: 10, perSecond: 1 },
};

/** First key of the advisory lock that serialises one address's count (hold-limits.ts uses 7_016_012–13). */
const VISITOR_IP_LOCK = 7_016_014;
/** Addresses remembered as blocked before the expired ones are swept (an attacker cycling addresses). */
const MAX_BLOCKED = 10_000;

/** The refusal of a handshake that may not mint a visitor identity, kept for the connection to tell. */
const refusals = new WeakMap<IncomingMessage, QueueRefusal>();
/** The address key each counted handshake took a connection under. */
const connectionKeys = new WeakMap<IncomingMessage, string>();

export interface HandshakeGuard {
  /**
   * A new handshake (engine.io's allowRequest) takes a connection of its address: null, or
   * 'too-many-connections' when the address has them all (refused before any other work).
   */
  reserve(request: IncomingMessage, address: string): string | null;
  /**
   * The handshake has neither a valid visitor cookie nor a session, so it needs a new visitor
   * identity: counted per address; when over, no cookie is minted and the connection goes on only
   * to be told why (`refusalOf`).
   */
  countNewVisitor(request: IncomingMessage): Promise<void>;
  /** The handshake may get a new visitor cookie. */
  mayMint(request: IncomingMessage): boolean;
  refusalOf(request: IncomingMessage): QueueRefusal | undefined;
  /** The connection of a reserved handshake ended (or never began). */
  release(request: IncomingMessage): void;
}

export function handshakeGuard(db: Db, limits: QueueLimits): HandshakeGuard {
  const open = new Map<string, number>();
  /** Addresses this process knows are over the identity limit, until when (ms): refused without a query. */
  const blockedUntil = new Map<string, number>();
  const granted = new WeakSet<IncomingMessage>();
  const pruneBlocked = () => {
    const now = Date.now();
    for (const [key, until] of blockedUntil) if (until <= now) blockedUntil.delete(key);
  };

  const newIdentity = async (key: string): Promise<number> => {
    const until = blockedUntil.get(key);
    if (until !== undefined && until > Date.now()) return Math.ceil((until - Date.now()) / 1000);
    blockedUntil.delete(key);
    // Handshakes of one address wait for each other (any process): a parallel burst gets exactly the limit.
    const retryIn = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [VISITOR_IP_LOCK, key]);
      return countHits(tx, [{ limit: limits.newVisitorsPerIp, key }]);
    });
    if (retryIn > 0) {
      if (blockedUntil.size >= MAX_BLOCKED) pruneBlocked();
      blockedUntil.set(key, Date.now() + retryIn * 1000);
    }
    return retryIn;
  };

  return {
    reserve(request, address) {
      const key = addressKey(address);
      const count = open.get(key) ?? 0;
      if (count >= limits.connectionsPerIp) return 'too-many-connections';
      open.set(key, count + 1); // taken at once, so a parallel burst cannot all slip in
      connectionKeys.set(request, key);
      return null;
    },
    async countNewVisitor(request) {
      const key = connectionKeys.get(request);
      if (key === undefined) return;
      const retryIn = await newIdentity(key);
      if (retryIn === 0) granted.add(request);
      else refusals.set(request, { reason: 'too-many-visitors', retryIn });
    },
    mayMint: (request) => granted.has(request),
    refusalOf: (request) => refusals.get(request),
    release(request) {
      const key = connectionKeys.get(request);
      if (key === undefined) return;
      connectionKeys.delete(request);
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    },
  };
}

/** A socket's allowance of messages: `take` answers 0 when one may go on, else the seconds until one may. */
export function messageBucket({ burst, perSecond }: QueueLimits['messages']): { take(): number } {
  let tokens = burst;
  let last = Date.now();
  return {
    take() {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return Math.ceil((1 - tokens) / perSecond);
    },
  };
}
