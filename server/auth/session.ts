import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { findUserById } from '../store/users.ts';

export const SESSION_COOKIE = 'sid';
/** Spec is silent on session length; one day keeps a forgotten shared computer short-lived. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/**
 * An employee acting as a member: long enough for one call at the office's desk, short enough
 * that a forgotten one does not stay open for the day. It also ends with the employee's session.
 */
export const IMPERSONATION_TTL_SECONDS = 30 * 60;

/** 32 random bytes as base64url: 43 characters. Anything else cannot be one of our tokens. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user and returns the token to put in the `sid` cookie. */
export async function createSession(
  db: Queryable,
  userId: number,
  ttlSeconds: number = SESSION_TTL_SECONDS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), userId, ttlSeconds],
  );
  return token;
}

/**
 * Starts an employee's session as the user, hung on the employee's own session: it lasts
 * IMPERSONATION_TTL_SECONDS at most, never past the employee's session, and is deleted with it.
 */
export async function createImpersonationSession(db: Queryable, userId: number, employee: Session): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, impersonator_user_id, impersonator_session_hash, expires_at)
     SELECT $1, $2, $3, token_hash, least(expires_at, now() + make_interval(secs => $5))
     FROM sessions WHERE token_hash = $4`,
    [hashToken(token), userId, employee.user.id, employee.tokenHash, IMPERSONATION_TTL_SECONDS],
  );
  return token;
}

/** A live session: its stored hash (for logout), its user and, when impersonating, who is. */
export interface Session {
  tokenHash: string;
  user: User;
  impersonatorUserId: number | null;
}

/**
 * The live session of a cookie token, or null for a missing, unknown or expired token. An
 * impersonation lives while the employee's session it hangs on does; that session is not usable
 * itself meanwhile: the impersonation replaced it in the browser.
 */
export async function findSession(db: Queryable, token: string | undefined): Promise<Session | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const { rows } = await db.query<{ user_id: number; impersonator_user_id: number | null }>(
    `SELECT user_id, impersonator_user_id FROM sessions s
     WHERE token_hash = $1 AND expires_at > now()
       AND NOT EXISTS (SELECT 1 FROM sessions child WHERE child.impersonator_session_hash = s.token_hash)
       AND (impersonator_session_hash IS NULL OR EXISTS
         (SELECT 1 FROM sessions parent WHERE parent.token_hash = s.impersonator_session_hash AND parent.expires_at > now()))`,
    [tokenHash],
  );
  const row = rows[0];
  const user = row ? await findUserById(db, row.user_id) : null;
  return row && user ? { tokenHash, user, impersonatorUserId: row.impersonator_user_id } : null;
}

const requestSessions = new WeakMap<FastifyRequest, Promise<Session | null>>();

/**
 * The live session of a request's cookie, looked up once per request: a check before the route
 * (the queue's admission on purchase calls) and the route itself share one lookup.
 */
export function findRequestSession(db: Queryable, request: FastifyRequest): Promise<Session | null> {
  let session = requestSessions.get(request);
  if (!session) {
    session = findSession(db, request.cookies[SESSION_COOKIE]);
    requestSessions.set(request, session);
  }
  return session;
}

/** The user of a live session, or null for a missing, unknown or expired token. */
export async function findSessionUser(db: Queryable, token: string | undefined): Promise<User | null> {
  return (await findSession(db, token))?.user ?? null;
}

/**
 * Ends the session of a cookie token; nothing happens for an unknown one. An impersonation takes
 * the employee's session it hangs on with it, and an employee's session its impersonation
 * (ON DELETE CASCADE): whoever leaves the computer leaves nothing alive.
 */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE token_hash = $1
       OR token_hash = (SELECT impersonator_session_hash FROM sessions WHERE token_hash = $1)`,
    [hashToken(token)],
  );
}

/** Set and cleared together with `sid`: tells the app a session may exist (see SESSION_HINT_COOKIE). */
export function sessionHintCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { ...sessionCookieOptions(request), httpOnly: false };
}

/** Attributes for setting the `sid` cookie (login) and clearing it (logout). */
export function sessionCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_SECONDS,
  };
}
