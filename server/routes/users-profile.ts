import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MAIL_CHANGE_LIMIT, PHOTO_UPLOAD_LIMIT } from '../../src/api/limits.ts';
import { credentialErrors, usersEndpoints, usersMailLinks } from '../../src/api/users.ts';
import { impersonationRefused } from '../auth/credentials.ts';
import { checkSessionPassword } from '../auth/login.ts';
import type { Session } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { countedCall } from '../http/limits.ts';
import { HttpError, route } from '../http/route.ts';
import { findPendingMail, requestMailChange } from '../store/mail-changes.ts';
import { mailMember, textMember } from '../mail/member-mail.ts';
import { mailedLink } from '../mail/site-link.ts';
import { confirmAddress, confirmPhoto, findPhoto, omitPhoto, replaceAddress, updateUserInfo } from '../store/user-profile.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { findUserById } from '../store/users.ts';

/** Users area: the session user's own data. Every call acts on `session.user.id` only. */
export const usersProfileRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, usersEndpoints.extended, async ({ session }) => {
    const employee = session.impersonatorUserId === null ? null : await findUserById(db, session.impersonatorUserId);
    const impersonator = employee && { name: employee.name, lastname: employee.lastname, mail: employee.mail };
    return { ...session.user, impersonator, pendingMail: await findPendingMail(db, session.user.id) };
  });

  route(app, db, usersEndpoints.update, async ({ body, session, request, reply }) => {
    const userId = session.user.id;
    const { currentPassword, ...changes } = body;
    const newMail = changes.mail !== undefined && changes.mail.toLowerCase() !== session.user.mail.toLowerCase() ? changes.mail : null;
    const newPhone = changes.phone !== undefined && changes.phone !== session.user.phone;
    if ((newMail !== null || newPhone) && session.impersonatorUserId !== null) throw impersonationRefused();
    if (newMail !== null) {
      await checkCurrentPassword(db, request, reply, session, currentPassword);
      const { confirmHash, undoHash } = await countedCall(db, reply, [{ limit: MAIL_CHANGE_LIMIT, key: `user:${userId}` }], () =>
        requestMailChange(db, userId, session.user.mail, newMail),
      );
      await mailChangeLinks(db, userId, session.user.mail, newMail, confirmHash, undoHash);
    }
    const { phoneChanged } = await updateUserInfo(db, userId, changes);
    if (phoneChanged && changes.phone) await sendPhoneCode(db, userId, session.user.mail, changes.phone);
    return reloadUser(db, userId);
  });

  route(app, db, usersEndpoints.photo, async ({ session }) => findPhoto(db, session.user.id));

  route(app, db, usersEndpoints.confirmPhoto, async ({ body, session, reply }) => {
    const upload = () => confirmPhoto(db, session.user.id, body.photo);
    if (body.photo === undefined) await upload();
    else await countedCall(db, reply, [{ limit: PHOTO_UPLOAD_LIMIT, key: `user:${session.user.id}` }], upload);
    return reloadUser(db, session.user.id);
  });

  route(app, db, usersEndpoints.omitPhoto, async ({ session }) => {
    await omitPhoto(db, session.user.id);
    return reloadUser(db, session.user.id);
  });

  route(app, db, usersEndpoints.confirmAddress, async ({ session }) => {
    await confirmAddress(db, session.user.id);
    return reloadUser(db, session.user.id);
  });

  route(app, db, usersEndpoints.updateAddress, async ({ body, session }) => {
    await replaceAddress(db, session.user.id, body);
    return reloadUser(db, session.user.id);
  });
};

/** The password of the session's account, checked like a login (rate limit, failures counted). */
async function checkCurrentPassword(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
  password: string | undefined,
): Promise<void> {
  if (password === undefined) throw new HttpError(403, 'A new mail needs the current password', credentialErrors.passwordRequired);
  await checkSessionPassword(db, request, reply, session, password);
}

async function reloadUser(db: Queryable, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/** The new address gets the link that confirms it; the old one is told, with the link that undoes it. */
async function mailChangeLinks(db: Queryable, userId: number, oldMail: string, newMail: string, confirmHash: string, undoHash: string) {
  await mailMember(db, { userId, recipient: newMail }, 'mailChangeNew', { link: mailedLink(usersMailLinks.confirmMailChange, confirmHash, newMail) });
  await mailMember(db, { userId, recipient: oldMail }, 'mailChangeOld', { newMail, link: mailedLink(usersMailLinks.undoMailChange, undoHash, oldMail) });
}

/** There is no SMS gateway: the code for the new phone waits in mail_outbox with the phone as recipient. */
async function sendPhoneCode(db: Queryable, userId: number, mail: string, phone: string): Promise<void> {
  const hash = await issueUserToken(db, userId, 'PHONE_CONFIRM');
  await textMember(db, { userId, phone }, (texts) => texts.sms.phoneCode({ mail, code: hash }));
}
