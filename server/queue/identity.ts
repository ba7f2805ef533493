import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { findSession, SESSION_COOKIE } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';

/** A visitor's place in line, signed so nobody can take another's place by claiming its id. */
export const VISITOR_COOKIE = 'qv';
export const VISITOR_MAX_AGE_SECONDS = 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The id minted for a handshake without a valid visitor cookie, read again by the connection. */
const mintedVisitor = new WeakMap<IncomingMessage, string>();

export interface VisitorSigner {
  /** The Set-Cookie value for a new visitor, or null when the request already has a valid one. */
  cookieForNewVisitor(request: IncomingMessage): string | null;
  /** `user:<id>` from the session cookie, else `visitor:<id>` from the signed cookie; null when neither. */
  holderOf(db: Queryable, request: IncomingMessage): Promise<string | null>;
  /** `visitor:<id>` from a validly signed visitor cookie, whether or not a session comes with it. */
  signedVisitorOf(request: Pick<IncomingMessage, 'headers'>): string | null;
  /** Neither a valid visitor cookie nor a session: a place needs a new visitor identity. */
  needsIdentity(db: Queryable, request: IncomingMessage): Promise<boolean>;
}

/**
 * Identity comes from what the server issued: the session cookie (one place per member across
 * tabs and reconnects) or the signed visitor cookie, never from anything in a message.
 */
export function visitorSigner(secret: string, secure: boolean): VisitorSigner {
  const signature = (id: string) => createHmac('sha256', secret).update(`queue-visitor:${id}`).digest('base64url');
  const verified = (value: string | undefined): string | null => {
    const [id, mac] = value?.split('.') ?? [];
    if (!id || !mac || !VISITOR_ID.test(id)) return null;
    const expected = Buffer.from(signature(id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  };
  const cookiesOf = (request: Pick<IncomingMessage, 'headers'>) => fastifyCookie.parse(request.headers.cookie ?? '');

  return {
    cookieForNewVisitor(request) {
      if (verified(cookiesOf(request)[VISITOR_COOKIE])) return null;
      const id = randomBytes(16).toString('base64url');
      mintedVisitor.set(request, id);
      return fastifyCookie.serialize(VISITOR_COOKIE, `${id}.${signature(id)}`, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge: VISITOR_MAX_AGE_SECONDS,
      });
    },
    async holderOf(db, request) {
      const cookies = cookiesOf(request);
      const session = await findSession(db, cookies[SESSION_COOKIE]);
      if (session) return `user:${session.user.id}`;
      const visitor = verified(cookies[VISITOR_COOKIE]) ?? mintedVisitor.get(request);
      return visitor ? `visitor:${visitor}` : null;
    },
    signedVisitorOf(request) {
      const visitor = verified(cookiesOf(request)[VISITOR_COOKIE]);
      return visitor ? `visitor:${visitor}` : null;
    },
    async needsIdentity(db, request) {
      const cookies = cookiesOf(request);
      if (verified(cookies[VISITOR_COOKIE])) return false;
      return !(await findSession(db, cookies[SESSION_COOKIE]));
    },
  };
}
