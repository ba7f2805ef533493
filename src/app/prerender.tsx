/**
 * Build-time rendering of the public campaign pages (Node, `vite build --ssr`). The markup lets the
 * browser paint the page before any script runs; the client then hydrates it (see start.tsx).
 * Only pages that need no API data and no user are rendered here, and templates of pages the
 * server completes with data (a CMS page, the games).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { JSDOM } from 'jsdom';
import { PASS_SLUGS, passRoute, PROMO_ROUTE } from '../features/campaign/data/campaign';
import { environment } from '../lib/config';
import { i18n, translationsUrl } from '../lib/i18n';
import type { PrerenderedState } from './hydration';
import { APP_PATHS } from '../api/app-paths';
import { VISITOR_PAGES } from '../api/visitor-pages';
import { DRAFT_KEY } from '../features/signup/draft';
import { CookieNotice, setSanitizerWindow } from '../ui';
import { CONTENT_PAGE_TEMPLATE, prerenderDataStrategy } from './prerender-content';
import { GAME_PAGE_PATH, GAME_PAGE_TEMPLATE_PATH, gamePageTemplate, GAMES_PAGE_TEMPLATE_PATH, gamesPagesDataStrategy, gamesPageTemplate } from './prerender-games';
import { renderRoute } from './render-route';

export interface PrerenderedPageSpec {
  path: string;
  /** The route module (its CSS and JS go in the page's head). */
  routeModule: string;
  /** localStorage keys of work the page shows (see PrerenderedState's `storedWork`). */
  storedWork?: string[];
  /** A page the server completes with data: written as this template file, not as the path's page. */
  template?: { file: string; from: (html: string) => unknown };
}

/**
 * The pages rendered at build time: the campaign, and the forms a campaign visitor lands on
 * (src/api/visitor-pages.ts), drawn as a visitor with nothing stored sees them. A purchase route
 * is behind the queue when the tracker is on: then it is not prerendered.
 */
const CAMPAIGN = 'src/features/campaign/routes';
const AUTH = 'src/features/auth/routes';
const VISITOR_PAGE_MODULES: Record<string, Omit<PrerenderedPageSpec, 'path'>> = {
  [APP_PATHS.memberHome]: { routeModule: 'src/app/pages/member-home.tsx' },
  [APP_PATHS.recoverPassword]: { routeModule: `${AUTH}/recover-password.tsx` },
  [APP_PATHS.recoverMail]: { routeModule: `${AUTH}/recover-mail.tsx` },
  [APP_PATHS.signupPersonalData]: { routeModule: 'src/app/pages/signup.tsx', storedWork: [DRAFT_KEY] },
};
export const PRERENDERED_PAGES: PrerenderedPageSpec[] = [
  { path: APP_PATHS.home, routeModule: `${CAMPAIGN}/home.tsx` },
  ...PASS_SLUGS.map((slug) => ({ path: passRoute(slug), routeModule: `${CAMPAIGN}/pass.tsx` })),
  { path: PROMO_ROUTE, routeModule: `${CAMPAIGN}/promo.tsx` },
  ...VISITOR_PAGES.filter((page) => !(page.purchase && environment.trackerEnabled)).map((page) => {
    const spec = VISITOR_PAGE_MODULES[page.path];
    if (!spec) throw new Error(`No route module for the visitor page ${page.path}`);
    return { path: page.path, ...spec };
  }),
  CONTENT_PAGE_TEMPLATE, // filled by the server with each CMS page (server/http/content-page.ts)
  // Filled by the server with the season's games, and with one game (server/http/games-page.ts).
  { path: APP_PATHS.games, routeModule: 'src/features/games/routes/games.tsx', template: { file: GAMES_PAGE_TEMPLATE_PATH, from: gamesPageTemplate } },
  { path: GAME_PAGE_PATH, routeModule: 'src/features/games/routes/game.tsx', template: { file: GAME_PAGE_TEMPLATE_PATH, from: gamePageTemplate } },
];

/**
 * The member's home, drawn by the server for each session (src/app/render-member.tsx): its route
 * module, and the home's own chunk its route loads lazily, whose styles the document carries too.
 */
export const MEMBER_PAGE = { routeModule: 'src/app/pages/member-home.tsx', lazyModules: ['src/features/home/index.ts'] };

// Any HTML a prerendered page shows is sanitised here as in the browser, with jsdom's DOM.
setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

export interface PrerenderedPage {
  /** The inside of `<div id="root">`. */
  markup: string;
  state: PrerenderedState;
}

/** Renders one path; throws when the route answers with a redirect or an error, which a prerendered page must not. */
export async function renderPage(path: string, origin: string): Promise<PrerenderedPage> {
  const dataStrategy = path === APP_PATHS.games || path === GAME_PAGE_PATH ? gamesPagesDataStrategy : prerenderDataStrategy(path);
  const { markup, loaderData } = await renderRoute(path, origin, { dataStrategy });
  return { markup, state: { language: i18n.language, loaderData } };
}

/**
 * The cookie notice a prerendered page carries outside the app, for its own script to show when
 * due (see app/prerendered/cookie-notice.ts). The policy link's address is set, or the link
 * removed, once the page list has answered.
 */
export function renderPageCookieNotice(): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <CookieNotice policyHref="/" onAccept={() => undefined} />
    </I18nextProvider>,
  );
}

export { PRERENDER_STATE_ID } from './hydration';
export { initServerI18n as initPrerenderI18n } from './server-i18n';
export { renderFooterTemplate } from './prerender-footer';
export { FOOTER_TEMPLATE_PATH } from '../api/footer-template';
export { PAGE_COOKIE_NOTICE_ID } from './shell/cookie-consent';
export { MEMBER_PAGE_TEMPLATE_PATH, MEMBER_PAGE_TOKENS } from '../api/member-page-template';
export { scriptSafeJson, takeTitle } from '../api/page-markup';
export const prerenderLanguage = environment.defaultLanguage;
export const appVersion = environment.appVersion;
export const staticPath = environment.staticPath;
export const prerenderTranslationsUrl = translationsUrl(environment.defaultLanguage);
