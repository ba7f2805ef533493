import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SEASON_CODES, seasonEndpoints } from '../../src/api/season.ts';
import { gamesFeed, memberFeed, type FeedClub } from '../calendar/feeds.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { timedRead } from '../http/timed-read.ts';
import { textsFor } from '../i18n/member-texts.ts';
import { calendarTokenOf, findCalendarFeed, readClubPlace, renewCalendarToken } from '../store/calendar-feeds.ts';
import { listSeasonGames } from '../store/games.ts';
import { currentSeason } from '../store/member-cards.ts';
import { findSeatedPartner, seasonOfPartner } from '../store/season.ts';

/**
 * How long a process serves the public feed it made: calendar apps of many fans fetch the same
 * text, and games change a few times a season (GAMES_PAGE_DATA_TTL_MS keeps the games page alike).
 */
export const GAMES_FEED_TTL_MS = 10_000;

/** The public feed may sit in shared caches a few minutes; the private one only in the member's app. */
const GAMES_FEED_CACHE = 'public, max-age=300';
const MEMBER_FEED_CACHE = 'private, max-age=300';

const sendCalendar = (reply: FastifyReply, text: string, cache: string) =>
  reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', cache).send(text);

const noSeat = () => new HttpError(404, 'The caller has no partner with a seat this season', SEASON_CODES.noSeat);

/**
 * Calendar feeds (beyond §7): the season's home games for anyone, and a member's private feed
 * at an address only its token opens (calendar apps fetch without a session). The member gets,
 * renews and shows the address from their season page.
 */
export const calendarRoutes: FastifyPluginAsync<{ db: Db; publicOrigin: string; now: () => Date }> = async (app, { db, publicOrigin, now }) => {
  const host = new URL(publicOrigin).host;
  const clubOf = async (tx: Queryable): Promise<FeedClub> => ({ ...(await readClubPlace(tx)), host });
  const publicFeed = timedRead(
    async () => {
      const season = (await currentSeason(db)) ?? '';
      const games = season ? await listSeasonGames(db, season) : [];
      return gamesFeed(await clubOf(db), season, games, textsFor('es'), now());
    },
    GAMES_FEED_TTL_MS,
    () => now().getTime(),
  );

  route(app, db, seasonEndpoints.gamesCalendar, async ({ reply }) => sendCalendar(reply, await publicFeed(), GAMES_FEED_CACHE));

  route(app, db, seasonEndpoints.memberCalendar, async ({ params, reply }) => {
    const feed = await findCalendarFeed(db, params.token);
    const overview = feed ? await seasonOfPartner(db, feed.partnerId, now()) : null;
    if (!feed || !overview) throw new HttpError(404, 'No calendar has this address', SEASON_CODES.calendarNotFound);
    return sendCalendar(reply, memberFeed(await clubOf(db), overview, textsFor(feed.language), now()), MEMBER_FEED_CACHE);
  });

  const seatedPartnerOf = async (partnerId: number | undefined) => {
    const partner = partnerId === undefined ? null : await findSeatedPartner(db, partnerId);
    if (!partner) throw noSeat();
    return partner.id;
  };

  route(app, db, seasonEndpoints.calendarFeed, async ({ session }) => ({
    token: await calendarTokenOf(db, await seatedPartnerOf(session.user.partner?.id)),
  }));

  route(app, db, seasonEndpoints.renewCalendarFeed, async ({ session }) => ({
    token: await renewCalendarToken(db, await seatedPartnerOf(session.user.partner?.id)),
  }));
};
