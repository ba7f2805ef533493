import type { FastifyPluginAsync } from 'fastify';
import { userSchema } from '../../src/api/users.ts';
import { findSessionUser, SESSION_COOKIE } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { sendError } from '../http/errors.ts';
import { sendValid } from '../http/send-valid.ts';

/** Users area. The client reads 401 here as "anonymous visitor". */
export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/users/extended', async (request, reply) => {
    const user = await findSessionUser(db, request.cookies[SESSION_COOKIE]);
    if (!user) return sendError(reply, 401, 'Not logged in');
    return sendValid(reply, userSchema, user);
  });
};
