import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.ts';
import { usersLoginRoutes } from './users-login.ts';
import { usersMailChangeRoutes } from './users-mail-change.ts';
import { usersPasswordRoutes } from './users-password.ts';
import { usersProfileRoutes } from './users-profile.ts';

/** Users area (spec §7 "Users and login"). The client reads 401 on users/extended as "anonymous visitor". */
export const usersRoutes: FastifyPluginAsync<{ db: Db; ssoSecrets: Readonly<Record<string, string>> }> = async (
  app,
  { db, ssoSecrets },
) => {
  await app.register(usersLoginRoutes, { db, ssoSecrets });
  await app.register(usersPasswordRoutes, { db });
  await app.register(usersProfileRoutes, { db });
  await app.register(usersMailChangeRoutes, { db });
};
