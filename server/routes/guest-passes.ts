import type { FastifyPluginAsync } from 'fastify';
import { seasonEndpoints } from '../../src/api/season.ts';
import { checkSessionPassword } from '../auth/login.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { openGuestPass } from '../store/guest-pass-view.ts';
import { giveGuestPass, takeBackGuestPass } from '../store/guest-passes.ts';

/**
 * Guest passes (beyond §7): a member gives their seat for one game to a guest, confirmed with
 * their password as a mail change is; the guest's link opens the pass on the first device that
 * opens it, with a ticket the gate admits as any other.
 */
export const guestPassesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, seasonEndpoints.give, async ({ body, request, reply, session }) => {
    // Counted under the login limits (their `when`): a wrong password is a failed login.
    await checkSessionPassword(db, request, reply, session, body.password);
    const created = await db.transaction((tx) => giveGuestPass(tx, session.user, body));
    reply.code(201);
    return created;
  });

  route(app, db, seasonEndpoints.takeBack, async ({ params, session }) => {
    await db.transaction((tx) => takeBackGuestPass(tx, session.user, params.id));
    return undefined;
  });

  route(app, db, seasonEndpoints.open, async ({ body }) => openGuestPass(db, body.token, body.deviceId));
};
