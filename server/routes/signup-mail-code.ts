import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_LIMITS, MAIL_CODE_TRIES_LIMIT } from '../../src/api/limits.ts';
import { SIGNUP_CODES, signupEndpoints as endpoints } from '../../src/api/signup.ts';
import type { User } from '../../src/api/users.ts';
import type { Db } from '../db/db.ts';
import { clientKey, countedCall } from '../http/limits.ts';
import { HttpError, route } from '../http/route.ts';
import { setMailConfirmed } from '../store/user-credentials.ts';
import { checkMailCode, claimResend, liveCodeKey, readMailCode, sendMailCode } from '../store/mail-codes.ts';
import { findUserById } from '../store/users.ts';

const expired = () => new HttpError(410, 'No live code: ask for a new one', SIGNUP_CODES.mailCodeExpired);

/**
 * Sign-up's mail code (beyond §7): the account made by step 1 confirms its mail with the 6-digit
 * code mailed to it, so seats are held only for a mail that reaches someone.
 */
export const signupMailCodeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  /** The session's user, read with the session in this request. */
  const unconfirmed = (user: User) => {
    if (user.confirmed.mail) throw new HttpError(409, 'The mail is confirmed', SIGNUP_CODES.mailConfirmed);
    return user;
  };

  route(app, db, endpoints.mailCode, async ({ session }) => readMailCode(db, unconfirmed(session.user)));

  route(app, db, endpoints.confirmMail, async ({ body, session, request, reply }) => {
    const { user } = session;
    if (user.confirmed.mail) return user;
    const code = await liveCodeKey(db, user.id);
    if (code === null) throw expired();
    // Wrong codes also count as failed logins of the address: a script spread over many accounts is
    // stopped too. Each code keeps its own count (its 5 tries), so a new code starts afresh.
    const check = await countedCall(
      db,
      reply,
      [
        { limit: MAIL_CODE_TRIES_LIMIT, key: code },
        { limit: LOGIN_LIMITS.address, key: clientKey(request.ip) },
      ],
      // The code used up and the mail confirmed together: a process dying between them would
      // leave a used code and an unconfirmed mail.
      () =>
        db.transaction(async (tx) => {
          const result = await checkMailCode(tx, user.id, body.code);
          if (result === 'right') await setMailConfirmed(tx, user.id);
          return result;
        }),
      (result) => result !== 'wrong',
    );
    if (check === 'dead') throw expired();
    if (check === 'wrong') throw new HttpError(409, 'Wrong code', SIGNUP_CODES.mailCodeWrong);
    return (await findUserById(db, user.id)) ?? user;
  });

  route(app, db, endpoints.resendCode, async ({ session, request, reply }) => {
    const user = unconfirmed(session.user);
    const wait = await claimResend(db, user.id, request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, 'Too many codes asked for', 'too-many-codes');
    }
    await sendMailCode(db, user);
    return readMailCode(db, user);
  });
};
