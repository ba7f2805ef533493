import type { FastifyPluginAsync } from 'fastify';
import { SEASON_CODES, seasonEndpoints } from '../../src/api/season.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { seasonOfPartner } from '../store/season.ts';

/**
 * A member's season (beyond §7): every home game as their own partner lived it, and the
 * attendance that earns the renewal's extra discount. `now` is the server's clock (tests move it):
 * it decides which games are to come, today or past, and which may still change hands.
 */
export const seasonRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  route(app, db, seasonEndpoints.season, async ({ session }) => {
    const overview = session.user.partner ? await seasonOfPartner(db, session.user.partner.id, now()) : null;
    if (!overview) throw new HttpError(404, 'The caller has no partner with a seat this season', SEASON_CODES.noSeat);
    return overview;
  });
};
