import type { FastifyPluginAsync } from 'fastify';
import { renewalEndpoints as endpoints } from '../../src/api/renewal.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { advanceRenewalSeason } from '../store/renewal-advance.ts';
import { upcomingSeason } from '../store/relocation.ts';
import { acceptOffer, declineOffer, joinWaitingList, leaveWaitingList, waitingListOverview } from '../store/waiting-list.ts';

/**
 * The waiting list of the next season (beyond §7): any account without a renewed seat joins in
 * line; once the relocation windows end, the seats left free are offered in order, group-size
 * aware. Every request first advances the season (lapsed offers pass on, new offers are made).
 */
export const waitingListRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const advanced = async () => {
    const season = await upcomingSeason(db);
    const at = now();
    await advanceRenewalSeason(db, season, at);
    return { season, at };
  };

  route(app, db, endpoints.waitingList, async ({ session }) => {
    const { season, at } = await advanced();
    return waitingListOverview(db, session.user.id, season, at);
  });

  route(app, db, endpoints.joinWaitingList, async ({ session, body, reply }) => {
    const { season, at } = await advanced();
    await db.transaction((tx) => joinWaitingList(tx, session.user.id, season, body.partySize, at));
    // Joining after the windows ended may be offered seats at once.
    await advanceRenewalSeason(db, season, at, { changed: true });
    reply.code(201);
    return waitingListOverview(db, session.user.id, season, at);
  });

  route(app, db, endpoints.leaveWaitingList, async ({ session }) => {
    const { season, at } = await advanced();
    await db.transaction((tx) => leaveWaitingList(tx, session.user.id, season));
    // Leaving with a live offer frees its seats for the next entry that fits.
    await advanceRenewalSeason(db, season, at, { changed: true });
    return undefined;
  });

  route(app, db, endpoints.acceptOffer, async ({ session }) => {
    const { season, at } = await advanced();
    await db.transaction((tx) => acceptOffer(tx, session.user.id, season, at));
    return waitingListOverview(db, session.user.id, season, at);
  });

  route(app, db, endpoints.declineOffer, async ({ session }) => {
    const { season, at } = await advanced();
    await db.transaction((tx) => declineOffer(tx, session.user.id, season, at));
    // The declined seats pass on to the next entry that fits.
    await advanceRenewalSeason(db, season, at, { changed: true });
    return waitingListOverview(db, session.user.id, season, at);
  });
};
