import type { FastifyPluginAsync } from 'fastify';
import { usersEndpoints } from '../../src/api/users.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';

/** Users area. The client reads 401 on users/extended as "anonymous visitor". */
export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, usersEndpoints.extended, async ({ session }) => session.user);
};
