import type { FastifyPluginAsync } from 'fastify';
import { photoReviewEndpoints } from '../../src/api/photo-review.ts';
import { requireStaffRole } from '../auth/staff-role.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { decidePhoto, listWaitingPhotos } from '../store/photo-review.ts';

/**
 * Photos reviewed by the club (beyond §7): employees with the 'photos' role, as themselves, list
 * the photos waiting and approve or refuse each. The endpoints' limits first, then the role, then the work.
 */
export const photoReviewRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, photoReviewEndpoints.waiting, async ({ query, session }) => {
    await requireStaffRole(db, session, 'photos');
    return listWaitingPhotos(db, Math.max(1, query.page ?? 1));
  });

  route(app, db, photoReviewEndpoints.approve, async ({ params, body, session }) => {
    await requireStaffRole(db, session, 'photos');
    await decidePhoto(db, params.userId, body.revision, session.user.id, { approve: true });
    return undefined;
  });

  route(app, db, photoReviewEndpoints.refuse, async ({ params, body, session }) => {
    await requireStaffRole(db, session, 'photos');
    await decidePhoto(db, params.userId, body.revision, session.user.id, { approve: false, reason: body.reason });
    return undefined;
  });
};
