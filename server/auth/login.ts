import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_LIMITS } from '../../src/api/limits.ts';
import { credentialErrors, loginErrors, SESSION_HINT_COOKIE, usersMailLinks, type LoginKind, type User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { clientKey, countedCall } from '../http/limits.ts';
import { HttpError } from '../http/route.ts';
import { mailMember } from '../mail/member-mail.ts';
import { mailedLink } from '../mail/site-link.ts';
import { findCredentialsByMail, findPartnerStanding, recordLogin } from '../store/user-credentials.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { findUserById } from '../store/users.ts';
import { verifySecret } from './credentials.ts';
import {
  createImpersonationSession,
  createSession,
  deleteSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionHintCookieOptions,
  type Session,
} from './session.ts';

/** The plain {mail,password} login, or one of the login kinds of spec §1. */
export type LoginRoute = 'plain' | LoginKind;

export interface SecretCheck<T extends { userId: number }> {
  /** The account the typed identifier names, or null when it names none. */
  found: T | null;
  /** Rate-limit key when nothing was found: what was typed (`mail:…`, `dni:…`); else `user:<id>`. */
  typedAccount: string;
  secret: string;
  storedHash: string | null | undefined;
  /** Other typed facts (card numbers) that must hold too; checked after scrypt, never instead of it. */
  factsMatch?: boolean;
  /** The error for a wrong secret; 401 'login invalid' unless told. */
  wrongSecret?: HttpError;
}

/** One rate-limited, recorded password/PIN check: 429 when limited, 401 'login invalid' when wrong. */
export async function checkSecret<T extends { userId: number }>(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  check: SecretCheck<T>,
): Promise<T> {
  const account = check.found ? `user:${check.found.userId}` : check.typedAccount;
  const ok = await countedCall(
    db,
    reply,
    loginHits(request, account),
    async () => (await verifySecret(check.secret, check.found ? check.storedHash : null)) && (check.factsMatch ?? true),
    (passed) => passed,
  );
  if (!ok || !check.found) throw check.wrongSecret ?? new HttpError(401, loginErrors.invalid, loginErrors.invalid);
  return check.found;
}

/** A password or PIN check counted under the login limits: per account (`user:12`, or what was typed) and per address. */
export function loginHits(request: FastifyRequest, account: string) {
  return [
    { limit: LOGIN_LIMITS.account, key: account },
    { limit: LOGIN_LIMITS.address, key: clientKey(request.ip) },
  ];
}

/** The current password of the session's account (a password change, a new mail), checked like a login; 403 when wrong. */
export async function checkSessionPassword(db: Queryable, request: FastifyRequest, reply: FastifyReply, session: Session, password: string) {
  const found = await findCredentialsByMail(db, session.user.mail);
  return checkSecret(db, request, reply, {
    found,
    typedAccount: `user:${session.user.id}`,
    secret: password,
    storedHash: found?.passwordHash,
    wrongSecret: new HttpError(403, 'Current password is wrong', credentialErrors.wrongPassword),
  });
}

/**
 * The login rules of spec §5 and §8 for a user whose credentials were right, in this order:
 * unconfirmed mail, user kind against login route, shareholders, pending partner, payments.
 */
export async function admitUser(db: Queryable, userId: number, route: LoginRoute): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, loginErrors.invalid, loginErrors.invalid);
  if (user.confirmed?.mail === false) {
    await mailConfirmationLink(db, user);
    throw refusal(403, loginErrors.notValidated);
  }
  if (!mayUse(user, route)) throw refusal(466, loginErrors.notAllowed);
  if (route === 'shareholder' && !user.fan?.actions.shareholders.available) throw refusal(456, loginErrors.shareholderUnavailable);
  if ((route === 'plain' || route === 'partners') && user.partner) {
    const standing = await findPartnerStanding(db, userId);
    if (standing?.pending) throw refusal(409, loginErrors.pendingPartner);
    if (standing && !standing.paid) throw refusal(402, loginErrors.noPayments);
  }
  return user;
}

function mayUse(user: User, route: LoginRoute): boolean {
  switch (route) {
    case 'plain':
      return Boolean(user.partner || user.sympathizer || user.fan) || user.type === 'ENTERPRISE_ADMIN';
    case 'partners':
      return user.partner !== null;
    case 'sympathizers':
      return user.sympathizer !== null;
    case 'fan':
    case 'shareholder':
      return user.fan !== null;
  }
}

function refusal(status: number, text: string): HttpError {
  return new HttpError(status, text, text);
}

/** An unconfirmed account that proved its password gets a fresh confirmation link. */
export async function mailConfirmationLink(db: Queryable, user: Pick<User, 'id' | 'mail'>): Promise<void> {
  const hash = await issueUserToken(db, user.id, 'MAIL_CONFIRM');
  await mailMember(db, { userId: user.id, recipient: user.mail }, 'confirmMail', { link: mailedLink(usersMailLinks.confirmMail, hash, user.mail) });
}

/**
 * Starts a session and sets `sid` and the script-readable hint; tells whether it is the user's
 * first login. A login first ends the session already in the cookie, so a shared computer or an
 * impersonation leaves nothing alive; an impersonation keeps the employee's session it hangs on.
 */
export async function startSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  employee: Session | null = null,
): Promise<{ firstTime: boolean }> {
  const previous = request.cookies[SESSION_COOKIE];
  if (employee === null && previous) await deleteSession(db, previous);
  const token = employee === null ? await createSession(db, userId) : await createImpersonationSession(db, userId, employee);
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
  reply.setCookie(SESSION_HINT_COOKIE, '1', sessionHintCookieOptions(request));
  return employee === null ? recordLogin(db, userId) : { firstTime: false };
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
  reply.clearCookie(SESSION_HINT_COOKIE, sessionHintCookieOptions(request));
}
