import type { FastifyPluginAsync } from 'fastify';
import { usersEndpoints } from '../../src/api/users.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { confirmMailChange, undoMailChange } from '../store/mail-changes.ts';
import { deleteUserSessions } from '../store/user-credentials.ts';

const INVALID_HASH = 'The link is invalid or has expired';

/** Users area: the links of a mail change (users/update asks for it), to the new address and to the old one. */
export const usersMailChangeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, usersEndpoints.mailChangeConfirm, async ({ body }) => {
    const confirmed = await db.transaction((tx) => confirmMailChange(tx, body.hash, body.mail));
    if (!confirmed) throw new HttpError(404, INVALID_HASH);
    return undefined;
  });

  route(app, db, usersEndpoints.mailChangeUndo, async ({ body }) => {
    await db.transaction(async (tx) => {
      const userId = await undoMailChange(tx, body.hash, body.mail);
      if (userId === null) throw new HttpError(404, INVALID_HASH);
      await deleteUserSessions(tx, userId); // whoever changed the mail is out
    });
    return undefined;
  });
};
