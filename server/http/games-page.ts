import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleGamesPage, GAMES_PAGE_TEMPLATE_PATH, type GamesPageTemplate } from '../../src/api/games-page-template.ts';
import type { Queryable } from '../db/db.ts';
import { seasonCalendar } from '../store/public-games.ts';
import { timedRead } from './timed-read.ts';

/**
 * How long a process serves the calendar it read: GET games lets a browser keep it half a minute
 * already, a purchase checks its sale again, and pages loaded in a loop cost no query meanwhile.
 */
export const GAMES_PAGE_DATA_TTL_MS = 10_000;

/**
 * /partidos served as complete HTML: the build's games page template filled with the season's
 * games as GET games answers them, each card in the state its sale is in by the server's clock.
 * Its footer is filled afterwards, as any page's.
 */
export function gamesPageRenderer(db: Queryable, distDir: string, { ttlMs = GAMES_PAGE_DATA_TTL_MS, now = Date.now } = {}) {
  const file = join(distDir, GAMES_PAGE_TEMPLATE_PATH);
  let template: GamesPageTemplate | null | undefined;
  const loadTemplate = () => (template ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GamesPageTemplate) : null);
  const calendar = timedRead(() => seasonCalendar(db), ttlMs, now);

  return {
    /** The page's HTML; undefined without a template (a build without one) or without games, which the app says itself. */
    async render(): Promise<string | undefined> {
      const pageTemplate = loadTemplate();
      if (!pageTemplate) return undefined;
      const data = await calendar();
      return data.games.length > 0 ? assembleGamesPage(pageTemplate, data, now()) : undefined;
    },
  };
}
