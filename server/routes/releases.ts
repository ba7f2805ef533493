import type { FastifyPluginAsync } from 'fastify';
import { releasesEndpoints } from '../../src/api/releases.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { releaseSeat, takeBackRelease } from '../store/release-changes.ts';
import { listCredits, releasesOverview } from '../store/releases.ts';

/**
 * Releases and credits (beyond §7): a member, or the owner of their group, gives back a seat for
 * one game and may take it back until it sells or the deadline; a sale adds a line to the
 * member's credit ledger (written by the ticket's approval, server/purchase).
 */
export const releasesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, releasesEndpoints.list, async ({ session }) => releasesOverview(db, session.user));

  route(app, db, releasesEndpoints.release, async ({ body, reply, session }) => {
    const release = await db.transaction((tx) => releaseSeat(tx, session.user, body));
    reply.code(201);
    return release;
  });

  route(app, db, releasesEndpoints.takeBack, async ({ params, session }) => {
    await db.transaction((tx) => takeBackRelease(tx, session.user, params.id));
    return undefined;
  });

  route(app, db, releasesEndpoints.credits, async ({ session }) => listCredits(db, session.user));
};
