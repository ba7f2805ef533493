import type { FastifyPluginAsync } from 'fastify';
import { renewalEndpoints as endpoints } from '../../src/api/renewal.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { paymentNotification } from '../purchase/provider.ts';
import { renewalFlow } from '../store/renewal-flow.ts';
import { renewalOverview, renewPartners } from '../store/renewals.ts';

/** The next season's renewal: the caller's overview, renewing, and the provider's notification of a card payment. */
export const renewalRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  route(app, db, endpoints.overview, ({ session }) => renewalOverview(db, session.user.id, now()));

  route(app, db, endpoints.renew, async ({ session, body, reply }) => {
    const result = await renewPartners(db, session.user, body, now());
    reply.code(201);
    return result;
  });

  route(app, db, endpoints.paymentNotify, paymentNotification(db, renewalFlow));
};
