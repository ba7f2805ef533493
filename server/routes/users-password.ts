import type { FastifyPluginAsync } from 'fastify';
import { MEMBER_HOME_PATH, usersEndpoints, usersMailLinks } from '../../src/api/users.ts';
import { impersonationRefused } from '../auth/credentials.ts';
import { checkSecret, checkSessionPassword } from '../auth/login.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { mailMember } from '../mail/member-mail.ts';
import { mailedLink, siteLink } from '../mail/site-link.ts';
import {
  deleteUserSessions,
  findCredentialsByMail,
  findCredentialsByMemberNumber,
  setMailConfirmed,
  setPasswordHash,
} from '../store/user-credentials.ts';
import { findPhone, setPhoneConfirmed } from '../store/user-profile.ts';
import { consumeToken, findLiveToken, issueUserToken } from '../store/user-tokens.ts';

const INVALID_HASH = 'The link is invalid or has expired';

/** Users area: password recovery, restore and change, mail reminder, mail and phone confirmation. */
export const usersPasswordRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, usersEndpoints.passwordRecover, async ({ body }) => {
    const found = await findCredentialsByMail(db, body.mail);
    if (!found) throw new HttpError(404, 'email not found', 'email-not-found'); // spec §8
    const hash = await issueUserToken(db, found.userId, 'PASSWORD_RESTORE');
    await mailMember(db, { userId: found.userId, recipient: found.mail }, 'passwordRestore', {
      link: mailedLink(usersMailLinks.passwordRestore, hash, found.mail),
    });
    return undefined;
  });

  route(app, db, usersEndpoints.mailRecover, async ({ body, request, reply }) => {
    const found = await findCredentialsByMemberNumber(db, body.id);
    const checked = await checkSecret(db, request, reply, {
      found,
      typedAccount: `number:${body.id}`,
      secret: body.pin,
      storedHash: found && (found.partnerNumber === body.id ? found.partnerPinHash : found.sympathizerPinHash),
    });
    await mailMember(db, { userId: checked.userId, recipient: checked.mail }, 'mailReminder', { mail: checked.mail, link: siteLink(MEMBER_HOME_PATH) });
    return undefined;
  });

  route(app, db, usersEndpoints.passwordRestoreCheck, async ({ params }) => {
    if ((await findLiveToken(db, params.hash, params.mail, 'PASSWORD_RESTORE')) === null) throw new HttpError(404, INVALID_HASH);
    return undefined;
  });

  route(app, db, usersEndpoints.passwordRestore, async ({ body }) => {
    // The cheap token lookup first: scrypt (about 100 ms and 32 MiB) runs only for a live link.
    if ((await findLiveToken(db, body.hash, body.mail, 'PASSWORD_RESTORE')) === null) throw new HttpError(404, INVALID_HASH);
    const passwordHash = await hashPassword(body.password); // slow: before the transaction
    await db.transaction(async (tx) => {
      const userId = await consumeToken(tx, body.hash, body.mail, 'PASSWORD_RESTORE');
      if (userId === null) throw new HttpError(404, INVALID_HASH);
      await setPasswordHash(tx, userId, passwordHash);
      await setMailConfirmed(tx, userId); // the link reached the mailbox
      await deleteUserSessions(tx, userId);
    });
    return undefined;
  });

  route(app, db, usersEndpoints.password, async ({ body, session, request, reply }) => {
    if (session.impersonatorUserId !== null) throw impersonationRefused();
    const checked = await checkSessionPassword(db, request, reply, session, body.currentPassword);
    await setPasswordHash(db, checked.userId, await hashPassword(body.newPassword));
    await deleteUserSessions(db, checked.userId, session.tokenHash);
    return undefined;
  });

  route(app, db, usersEndpoints.confirmMail, async ({ body }) => {
    // The link used up and the mail confirmed together: a process dying between them would leave
    // a used link and an unconfirmed mail.
    await db.transaction(async (tx) => {
      const userId = await consumeToken(tx, body.hash, body.mail, 'MAIL_CONFIRM');
      if (userId === null) throw new HttpError(404, INVALID_HASH);
      await setMailConfirmed(tx, userId);
    });
    return undefined;
  });

  route(app, db, usersEndpoints.confirmPhone, async ({ body }) => {
    const userId = await findLiveToken(db, body.hash, body.mail, 'PHONE_CONFIRM');
    if (userId === null) throw new HttpError(404, INVALID_HASH);
    if ((await findPhone(db, userId)) !== body.phone) {
      throw new HttpError(409, 'This is not the phone the code was sent to', 'phone-mismatch');
    }
    await db.transaction(async (tx) => {
      if ((await consumeToken(tx, body.hash, body.mail, 'PHONE_CONFIRM')) === null) throw new HttpError(404, INVALID_HASH);
      await setPhoneConfirmed(tx, userId);
    });
    return undefined;
  });
};
