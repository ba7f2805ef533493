import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loginErrors, usersEndpoints, usersMailLinks, type LoginBody, type LoginKind } from '../../src/api/users.ts';
import { admitUser, checkSecret, clearSessionCookies, loginHits, startSession } from '../auth/login.ts';
import { deleteSession, SESSION_COOKIE } from '../auth/session.ts';
import { assertSsoAppSecret, assertSsoTarget, redeemSsoCode, ssoRedirect } from '../auth/sso.ts';
import type { Db, Queryable } from '../db/db.ts';
import { countedCall } from '../http/limits.ts';
import { HttpError, route } from '../http/route.ts';
import { mailMember } from '../mail/member-mail.ts';
import { mailedLink } from '../mail/site-link.ts';
import {
  findCredentialsByIdentity,
  findCredentialsByMail,
  setMailConfirmed,
  type Credentials,
} from '../store/user-credentials.ts';
import { consumeToken, findLiveToken, issueUserToken } from '../store/user-tokens.ts';
import { findUserById, findUserIdByMail } from '../store/users.ts';

/** Users area: logins (plain, partner kinds, special renewal, SSO), impersonation and logout. */
export const usersLoginRoutes: FastifyPluginAsync<{ db: Db; ssoSecrets: Readonly<Record<string, string>> }> = async (
  app,
  { db, ssoSecrets },
) => {
  route(app, db, usersEndpoints.login, async ({ body, request, reply }) => {
    const login = readLogin(body);
    const userId =
      login.kind === 'plain'
        ? await checkMailLogin(db, request, reply, login.mail, login.password)
        : await checkMemberLogin(db, request, reply, login);
    const user = await admitUser(db, userId, login.kind === 'plain' ? 'plain' : login.type);
    await startSession(db, request, reply, userId);
    return user;
  });

  route(app, db, usersEndpoints.loginSsoUser, async ({ body, request, reply }) => {
    const target = assertSsoTarget(body.appId, body.redirectUrl);
    const userId = await checkMailLogin(db, request, reply, body.mail, body.password);
    await admitUser(db, userId, 'plain');
    return { redirectUrl: await ssoRedirect(db, body.appId, target, userId) };
  });

  route(app, db, usersEndpoints.loginSsoPartner, async ({ body, request, reply }) => {
    const target = assertSsoTarget(body.appId, body.redirectUrl);
    const userId = await checkMemberLogin(db, request, reply, { ...body, kind: 'member', type: 'partners' });
    await admitUser(db, userId, 'partners');
    return { redirectUrl: await ssoRedirect(db, body.appId, target, userId) };
  });

  route(app, db, usersEndpoints.ssoExchange, async ({ body }) => {
    assertSsoAppSecret(ssoSecrets, body.appId, body.secret);
    const user = await findUserById(db, await redeemSsoCode(db, body.appId, body.code, normalUrl(body.redirectUrl)));
    if (!user) throw new HttpError(404, 'Unknown or used SSO code', 'sso-code-invalid');
    // Only who the user is: the other app has no business with IBAN, DNI or address.
    return { user: { id: user.id, mail: user.mail, name: user.name, lastname: user.lastname, type: user.type } };
  });

  route(app, db, usersEndpoints.loginValidate, async ({ body, request, reply }) => {
    const found = await findCredentialsByMail(db, body.mail);
    const account = found ? `user:${found.userId}` : `mail:${body.mail.toLowerCase()}`;
    const number = body.previousPartnerNumber;
    const matches = await countedCall(
      db,
      reply,
      loginHits(request, account),
      async () => found !== null && (found.previousPartnerNumber === number || found.sympathizerNumber === number),
      (passed) => passed,
    );
    if (!found || !matches) throw new HttpError(401, loginErrors.invalid, loginErrors.invalid);
    const hash = await issueUserToken(db, found.userId, 'CREATION_LOGIN');
    await mailMember(db, { userId: found.userId, recipient: found.mail }, 'creationLogin', {
      link: mailedLink(usersMailLinks.creationLogin, hash, found.mail),
    });
    return undefined;
  });

  route(app, db, usersEndpoints.creationLogin, async ({ body, request, reply }) => {
    const userId = await findLiveToken(db, body.hash, body.email, 'CREATION_LOGIN');
    const candidate = userId === null ? null : await findUserById(db, userId);
    if (userId === null || !candidate) throw new HttpError(404, 'Creation link is invalid or expired');
    if (!candidate.partner && !candidate.sympathizer && !candidate.fan) {
      throw new HttpError(466, loginErrors.notAllowed, loginErrors.notAllowed);
    }
    await db.transaction(async (tx) => {
      if ((await consumeToken(tx, body.hash, body.email, 'CREATION_LOGIN')) === null) {
        throw new HttpError(404, 'Creation link is invalid or expired');
      }
      await setMailConfirmed(tx, userId); // the link reached the mailbox, with the link's one use
    });
    const { firstTime } = await startSession(db, request, reply, userId);
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(404, 'Creation link is invalid or expired');
    return { firstTime, user };
  });

  route(app, db, usersEndpoints.impersonate, async ({ body, session, request, reply }) => {
    if (session.user.type !== 'EMPLOYEE' || session.impersonatorUserId !== null) {
      throw new HttpError(403, 'Only an employee may impersonate, and not while impersonating', 'impersonate-forbidden');
    }
    const targetId = await findUserIdByMail(db, body.mail);
    const target = targetId === null ? null : await findUserById(db, targetId);
    if (!target) throw new HttpError(404, 'No user with that mail');
    if (target.type === 'EMPLOYEE') throw new HttpError(403, 'Employees cannot be impersonated', 'impersonate-forbidden');
    await startSession(db, request, reply, target.id, session);
    return target;
  });

  route(app, db, usersEndpoints.logout, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookies(request, reply);
    return undefined;
  });
};

interface MemberLogin {
  kind: 'member';
  type: LoginKind;
  dni: string;
  birthdate: string;
  pin: string;
  partnerId?: number | null;
  partnerNumber?: number | null;
  previousPartnerNumber?: number | null;
}

/** The body check lets mail and password come only together, and never with the partner fields. */
function readLogin(body: LoginBody): { kind: 'plain'; mail: string; password: string } | MemberLogin {
  const { mail, password, type, dni, birthdate, pin } = body;
  if (mail !== undefined && password !== undefined) return { kind: 'plain', mail, password };
  // Unreachable after the body check; keeps the types honest without a cast.
  if (!type || !dni || !birthdate || !pin) throw new HttpError(400, 'body: type, dni, birthdate and pin are required', 'invalid-body');
  const { partnerId, partnerNumber, previousPartnerNumber } = body;
  return { kind: 'member', type, dni, birthdate, pin, partnerId, partnerNumber, previousPartnerNumber };
}

async function checkMailLogin(db: Queryable, request: FastifyRequest, reply: FastifyReply, mail: string, password: string) {
  const found = await findCredentialsByMail(db, mail);
  const checked = await checkSecret(db, request, reply, {
    found,
    typedAccount: `mail:${mail.toLowerCase()}`,
    secret: password,
    storedHash: found?.passwordHash,
  });
  return checked.userId;
}

/** Partner-kind login: the person by DNI and birthdate, the PIN of the kind, card numbers when sent. */
async function checkMemberLogin(db: Queryable, request: FastifyRequest, reply: FastifyReply, login: MemberLogin) {
  const found = await findCredentialsByIdentity(db, login.dni, login.birthdate);
  const checked = await checkSecret(db, request, reply, {
    found,
    typedAccount: `dni:${login.dni}`,
    secret: login.pin,
    storedHash: found && memberSecretHash(found, login.type),
    factsMatch: found !== null && cardNumbersMatch(found, login),
  });
  return checked.userId;
}

/** The secret of the kind: the partner or sympathizer PIN, else the other one, else the password (fans). */
function memberSecretHash(found: Credentials, kind: LoginKind): string {
  if (kind === 'partners') return found.partnerPinHash ?? found.sympathizerPinHash ?? found.passwordHash;
  if (kind === 'sympathizers') return found.sympathizerPinHash ?? found.partnerPinHash ?? found.passwordHash;
  return found.passwordHash;
}

function cardNumbersMatch(found: Credentials, login: MemberLogin): boolean {
  const card = login.partnerId ?? login.partnerNumber;
  const cardOk = card == null || card === found.partnerNumber || card === found.sympathizerNumber;
  const previous = login.previousPartnerNumber;
  return cardOk && (previous == null || previous === found.previousPartnerNumber);
}

/** The form the code was stored with (URL.href), so an equivalent spelling still matches. */
function normalUrl(url: string): string {
  return URL.canParse(url) ? new URL(url).href : url;
}
