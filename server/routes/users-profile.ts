import type { FastifyPluginAsync } from 'fastify';
import { usersEndpoints } from '../../src/api/users.ts';
import { mailConfirmationLink } from '../auth/login.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { queueMail } from '../store/mail-outbox.ts';
import { confirmAddress, confirmPhoto, findPhoto, omitPhoto, replaceAddress, updateUserInfo } from '../store/user-profile.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { findUserById } from '../store/users.ts';

/** Users area: the session user's own data. Every call acts on `session.user.id` only. */
export const usersProfileRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, usersEndpoints.extended, async ({ session }) => {
    const employee = session.impersonatorUserId === null ? null : await findUserById(db, session.impersonatorUserId);
    const impersonator = employee && { name: employee.name, lastname: employee.lastname, mail: employee.mail };
    return { ...session.user, impersonator };
  });

  route(app, db, usersEndpoints.update, async ({ body, session }) => {
    const userId = session.user.id;
    const { mailChanged, phoneChanged } = await updateUserInfo(db, userId, body);
    if (mailChanged && body.mail) await mailConfirmationLink(db, { id: userId, mail: body.mail });
    if (phoneChanged && body.phone) await sendPhoneCode(db, userId, body.mail ?? session.user.mail, body.phone);
    return reloadUser(db, userId);
  });

  route(app, db, usersEndpoints.photo, async ({ session }) => findPhoto(db, session.user.id));

  route(app, db, usersEndpoints.confirmPhoto, async ({ body, session }) => {
    await confirmPhoto(db, session.user.id, body.photo);
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

async function reloadUser(db: Queryable, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/** There is no SMS gateway: the code for the new phone waits in mail_outbox with the phone as recipient. */
async function sendPhoneCode(db: Queryable, userId: number, mail: string, phone: string): Promise<void> {
  const hash = await issueUserToken(db, userId, 'PHONE_CONFIRM');
  await queueMail(db, { recipient: phone, subject: 'SMS', body: `Código para confirmar tu teléfono (${mail}): ${hash}` });
}
