import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assembleGamePage,
  assembleGamesPage,
  GAME_PAGE_TEMPLATE_PATH,
  GAMES_PAGE_TEMPLATE_PATH,
  type GamePageTemplate,
  type GamesPageTemplate,
} from '../../src/api/games-page-template.ts';
import type { Queryable } from '../db/db.ts';
import { seasonCalendar, seasonGameDetails } from '../store/public-games.ts';
import { timedRead } from './timed-read.ts';

/**
 * How long a process serves the games it read: GET games lets a browser keep them half a minute
 * already, a purchase checks its sale again, and pages loaded in a loop cost no query meanwhile.
 */
export const GAMES_PAGE_DATA_TTL_MS = 10_000;

/** A game's page address: its id, as the app's route reads it. */
const GAME_PAGE = /^\/partidos\/([1-9]\d{0,9})$/;

/**
 * /partidos and /partidos/:id served as complete HTML: the build's templates filled with the
 * season's games as GET games and GET games/:id answer them, each in the state its sale is in by
 * the server's clock. Their footer is filled afterwards, as any page's.
 */
export function gamesPageRenderer(db: Queryable, distDir: string, { ttlMs = GAMES_PAGE_DATA_TTL_MS, now = Date.now } = {}) {
  const templates: { list?: GamesPageTemplate | null; game?: GamePageTemplate | null } = {};
  const load = <T,>(path: string): T | null => {
    const file = join(distDir, path);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  };
  const calendar = timedRead(() => seasonCalendar(db), ttlMs, now);
  const details = timedRead(() => seasonGameDetails(db), ttlMs, now);

  return {
    /**
     * The HTML of the games page at `urlPath`; undefined for another address, without a template
     * (a build without one), or for what the app says itself (no games, a game of no season).
     */
    async render(urlPath: string): Promise<string | undefined> {
      if (urlPath === '/partidos') {
        const template = (templates.list ??= load<GamesPageTemplate>(GAMES_PAGE_TEMPLATE_PATH));
        if (!template) return undefined;
        const data = await calendar();
        return data.games.length > 0 ? assembleGamesPage(template, data, now()) : undefined;
      }
      const id = GAME_PAGE.exec(urlPath)?.[1];
      if (id === undefined) return undefined;
      const template = (templates.game ??= load<GamePageTemplate>(GAME_PAGE_TEMPLATE_PATH));
      const game = template ? (await details()).get(Number(id)) : undefined;
      return template && game ? assembleGamePage(template, game, now()) : undefined;
    },
  };
}
