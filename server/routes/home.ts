import type { FastifyPluginAsync } from 'fastify';
import { homeEndpoints } from '../../src/api/home.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { readHome } from '../store/home.ts';

/**
 * The member's home (beyond §7): every block of `/abonado` in one request, each read on its own.
 * A block that fails is logged with the request and answered FAILED; the page shows the others.
 * `now` is the server's clock (tests move it): it decides the next game, today, and the renewal's window.
 */
export const homeRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  route(app, db, homeEndpoints.home, ({ session, request }) =>
    readHome(db, session.user, now(), (block, error) => request.log.error({ err: error, block }, 'home block failed; answered FAILED')),
  );
};
