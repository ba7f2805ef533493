/**
 * The app drawn by the server for a member's session (Node; built with the prerendering into
 * dist-ssr/member-page.js and loaded by server/http/member-page.ts): the member's home as the app
 * draws it for them, from the answers the server's own calls gave for their session, so that the
 * browser paints it before any script runs and the app takes it over later (start.tsx).
 */
import { safeParse } from 'zod/mini';
import { APP_PATHS } from '../api/app-paths';
import { homeEndpoints, type Home } from '../api/home';
import { usersEndpoints } from '../api/users';
import { callPath } from '../lib/call';
import { environment, languageCodes } from '../lib/config';
import { i18n } from '../lib/i18n';
import { detectLanguage } from '../lib/language';
import type { PrerenderedState } from './hydration';
import { dataFrom, renderRoute } from './render-route';

const HOME_KEY = callPath(homeEndpoints.home);
/** The calls the home is drawn from, by the cache keys the app reads them under. */
const HOME_CALLS = { [callPath(usersEndpoints.extended)]: usersEndpoints.extended, [HOME_KEY]: homeEndpoints.home };

/** The pages the server draws for a session, and the calls (API paths) each is drawn from. */
export const MEMBER_PAGE_CALLS: Record<string, string[]> = { [APP_PATHS.memberHome]: Object.keys(HOME_CALLS) };

/** The routes' loaders do not run: the server checked what they check (maintenance) before drawing. */
const withoutLoaders = dataFrom((match) => (match.route.loader ? () => null : undefined));

/**
 * The home at `path`, from `answers` (the bodies of MEMBER_PAGE_CALLS), read by each call's schema
 * as the app reads them. Null for a page left to the app: an answer it would refuse, or a game's
 * day, when the home opens on the member card, which needs the app (its keys, its offline copy).
 * Throws when the page cannot be drawn.
 */
export async function renderMemberPage(path: string, origin: string, answers: Record<string, unknown>): Promise<{ markup: string; state: PrerenderedState } | null> {
  const data: Record<string, unknown> = {};
  for (const [key, endpoint] of Object.entries(HOME_CALLS)) {
    const answer = safeParse(endpoint.response, answers[key]);
    if (!answer.success) return null;
    data[key] = answer.data;
  }
  const nextGame = (data[HOME_KEY] as Home).nextGame;
  if (nextGame?.status === 'READY' && nextGame.value?.today) return null;
  const session = { data };
  const { markup, loaderData } = await renderRoute(path, origin, { dataStrategy: withoutLoaders, session });
  return { markup, state: { language: i18n.language, loaderData, session } };
}

/**
 * The language the app will choose in the browser that sent these headers (detectLanguage, as a
 * drawn page's script does): its language cookie, else its first language. The server draws only
 * in the build's language; another reader's app would draw the page again in theirs.
 */
export const languageOfBrowser = (cookieHeader: string, acceptLanguage: string | undefined) =>
  detectLanguage(languageCodes, environment.defaultLanguage, cookieHeader, acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '');

export { initServerI18n } from './server-i18n';
export const appVersion = environment.appVersion;
