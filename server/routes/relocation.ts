import type { FastifyPluginAsync } from 'fastify';
import { renewalEndpoints as endpoints } from '../../src/api/renewal.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { retryLostRace } from '../store/best-seats.ts';
import { advanceRenewalSeason } from '../store/renewal-advance.ts';
import { openWindowRenewal, relocationOverview, relocationPeople, upcomingSeason } from '../store/relocation.ts';
import { relocationMap } from '../store/relocation-map.ts';
import { moveSeats, moveToBestSeats } from '../store/relocation-move.ts';

/**
 * Relocation (beyond §7): members who renewed and asked to move do so in their window, given by
 * priority once the renewal closed. Every request first advances the season (lazy: frees the seats
 * of members who did not renew and gives the windows), then reads or moves at the server's clock.
 */
export const relocationRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const advanced = async () => {
    const season = await upcomingSeason(db);
    const at = now();
    await advanceRenewalSeason(db, season, at);
    return { season, at };
  };

  route(app, db, endpoints.relocation, async ({ session }) => {
    const { season, at } = await advanced();
    return relocationOverview(db, session.user.id, season, at);
  });

  route(app, db, endpoints.relocationAreas, async ({ session, query }) => {
    const { season, at } = await advanced();
    const renewal = await openWindowRenewal(db, session.user.id, season, at);
    return relocationMap(db, season, await relocationPeople(db, renewal.id, season), query.parentId);
  });

  route(app, db, endpoints.move, async ({ session, body }) => {
    const { season, at } = await advanced();
    await db.transaction((tx) => moveSeats(tx, session.user, season, body.moves, at));
    return relocationOverview(db, session.user.id, season, at);
  });

  route(app, db, endpoints.bestSeats, async ({ session, body }) => {
    const { season, at } = await advanced();
    await retryLostRace(() => db.transaction((tx) => moveToBestSeats(tx, session.user, season, body, at)));
    return relocationOverview(db, session.user.id, season, at);
  });
};
