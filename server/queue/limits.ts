import type { IncomingMessage } from 'node:http';
import type { Limit } from '../../src/api/contract.ts';
import type { QueueRefusal } from '../../src/api/queue-refusals.ts';
import type { Db } from '../db/db.ts';
import { batched } from '../db/batched.ts';
import { addressKey, siteKey } from './client-address.ts';
import { countNewVisitors, type NewVisitor } from './visitor-count.ts';

/** The queue's limits against floods (server/README.md "Queue tracker", with why). */
export interface QueueLimits {
  /** New visitor identities (signed `qv` cookies) per client address (IPv6: per /64), on every process together. */
  newVisitorsPerIp: Limit;
  /** The same, per IPv6 /48 (all its /64s together), besides the count per /64. */
  newVisitorsPerSite: Limit;
  /** Open connections per client address on one process (nginx caps it for all in production). */
  connectionsPerIp: number;
  /** `route-change` and `expired` per socket: a bucket of `burst`, refilled at `perSecond`. */
  messages: { burst: number; perSecond: number };
}

export const QUEUE_LIMITS: QueueLimits = {
  newVisitorsPerIp: { counter: 'queue-visitor-address', per: 'address', max: 30, windowSeconds: 15 * 60 },
  newVisitorsPerSite: { counter: 'queue-visitor-site', per: 'address', max: 60, windowSeconds: 15 * 60 },
  connectionsPerIp: 100,
  messages: { burst: 10, perSecond: 1 },
};

/** Addresses remembered as blocked before the expired ones are swept (an attacker cycling addresses). */
const MAX_BLOCKED = 10_000;

/** The refusal of a handshake that may not mint a visitor identity, kept for the connection to tell. */
const refusals = new WeakMap<IncomingMessage, QueueRefusal>();
/** The address key each counted handshake took a connection under. */
const connectionKeys = new WeakMap<IncomingMessage, string>();
/** The IPv6 /48 of each counted handshake (none for IPv4). */
const siteKeys = new WeakMap<IncomingMessage, string>();

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

  const blockedFor = (key: string | undefined): number => {
    const until = key === undefined ? undefined : blockedUntil.get(key);
    if (key === undefined || until === undefined) return 0;
    if (until > Date.now()) return Math.ceil((until - Date.now()) / 1000);
    blockedUntil.delete(key);
    return 0;
  };

  /** The handshakes of a burst, counted together. */
  const count = batched<NewVisitor>((visitors) => countNewVisitors(db, limits.newVisitorsPerIp, limits.newVisitorsPerSite, visitors));
  const newIdentity = async (key: string, site: string | undefined): Promise<number> => {
    const blocked = Math.max(blockedFor(key), blockedFor(site));
    if (blocked > 0) return blocked;
    const visitor: NewVisitor = { key, site, retryIn: 0 };
    await count(visitor);
    if (visitor.refusedBy !== undefined) {
      if (blockedUntil.size >= MAX_BLOCKED) pruneBlocked();
      blockedUntil.set(visitor.refusedBy, Date.now() + visitor.retryIn * 1000);
    }
    return visitor.retryIn;
  };

  return {
    reserve(request, address) {
      const key = addressKey(address);
      const count = open.get(key) ?? 0;
      if (count >= limits.connectionsPerIp) return 'too-many-connections';
      open.set(key, count + 1); // taken at once, so a parallel burst cannot all slip in
      connectionKeys.set(request, key);
      const site = siteKey(address);
      if (site) siteKeys.set(request, site);
      return null;
    },
    async countNewVisitor(request) {
      const key = connectionKeys.get(request);
      if (key === undefined) return;
      const retryIn = await newIdentity(key, siteKeys.get(request));
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
