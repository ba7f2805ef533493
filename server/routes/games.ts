import type { FastifyPluginAsync } from 'fastify';
import { gamesEndpoints } from '../../src/api/games.ts';
import { batched } from '../db/batched.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { listGameAreas, listGameAreaSeats, type MapGame } from '../store/game-areas.ts';
import { currentSeason } from '../store/member-cards.ts';
import { findPublicGame, gameDetail, seasonCalendar } from '../store/public-games.ts';

/**
 * The calendar and a game's prices change a few times a season, and a sale's opening is checked
 * again by the purchase itself: a browser may keep them half a minute. The seats free for a game
 * change by the second, so the map is never kept.
 */
const CALENDAR_CACHE = 'public, max-age=30';

async function seasonGame(db: Queryable, id: number) {
  const season = await currentSeason(db);
  const game = season ? await findPublicGame(db, season, id) : null;
  if (!game) throw new HttpError(404, 'No such game this season', 'game-not-found');
  return game;
}

/** The season's home games for everyone (beyond §7): the calendar, a game's prices, and its map of free seats. */
export const gamesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, gamesEndpoints.list, async ({ reply }) => {
    reply.header('cache-control', CALENDAR_CACHE);
    return seasonCalendar(db);
  });

  route(app, db, gamesEndpoints.game, async ({ params, reply }) => {
    const detail = await gameDetail(db, await seasonGame(db, params.id));
    reply.header('cache-control', CALENDAR_CACHE);
    return detail;
  });

  /**
   * A game's area list counts the free seats of the whole arena (some 20 ms on PGlite). Asks for
   * one game that come while its list is being read share the next read: each answer is read
   * after it was asked, and a crowd opening the map costs a read at a time, not one each.
   */
  const areaReads = new Map<number, (game: MapGame) => ReturnType<typeof listGameAreas>>();
  const readAreas = (game: MapGame) => {
    let read = areaReads.get(game.id);
    if (!read) areaReads.set(game.id, (read = batched((games: MapGame[]) => listGameAreas(db, games.at(-1)!))));
    return read(game);
  };

  route(app, db, gamesEndpoints.areas, async ({ params, query, reply }) => {
    const game = await seasonGame(db, params.id);
    reply.header('cache-control', 'no-store');
    if (query.parentId === undefined) return readAreas(game);
    const seats = await listGameAreaSeats(db, game, query.parentId);
    if (!seats) throw new HttpError(404, 'Area not found');
    return seats;
  });
};
