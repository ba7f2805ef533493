/**
 * The games pages' templates (see api/games-page-template): /partidos and a game's page rendered
 * at build time with one placeholder game, its card or view cut out of the page, and a card and a
 * view per state of a game's sale rendered with tokens. They come from GamesListView and
 * GamePageView themselves, so the templates follow their markup.
 */
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { APP_PATHS } from '../api/app-paths';
import { clubDate, clubMoment, clubTime, type SaleStatus } from '../api/game-time';
import { formatEuros } from '../api/euros';
import { GAME_PAGE_TEMPLATE_PATH, GAMES_PAGE_TEMPLATE_PATH, GAMES_PAGE_TOKENS as T, type GamePageTemplate, type GamesPageTemplate } from '../api/games-page-template';
import { gameCompetitions } from '../api/gate';
import type { GameAreaPrice, GameDetail, PublicGame } from '../api/games';
import { GamePageView, type GamePageState } from '../features/games/components/GamePageView';
import { GamesListView, type GamesListState } from '../features/games/components/GamesListView';
import * as styles from '../features/games/components/games.css';
import { i18n as appI18n } from '../lib/i18n';
import { dataFrom } from './render-route';

/** Dates no real game has, each found by its text once rendered; the reader's clock sits between them. */
const STARTS_AT = '2001-02-03T18:04:00.000Z';
const SALE_MOMENT = '2001-01-05T09:07:00.000Z';
const BEFORE_SALE = Date.parse('2001-01-01T00:00:00.000Z');
const DURING_SALE = Date.parse('2001-01-20T00:00:00.000Z');
const AFTER_GAME = Date.parse('2001-03-01T00:00:00.000Z');
const PLACEHOLDER_ID = 987_654_321;
/** The competition the cards are drawn with (its name becomes a token). */
const DRAWN_COMPETITION = 'PRESENTATION';

const placeholderGame = (sale: PublicGame['sale']): PublicGame => ({
  id: PLACEHOLDER_ID,
  season: T.season,
  startsAt: STARTS_AT,
  day: STARTS_AT.slice(0, 10),
  competition: DRAWN_COMPETITION,
  opponent: T.opponent,
  sale,
});

/** A game and the reader's clock that put its sale in each state. */
const CARD_CASES: Record<SaleStatus['kind'], { game: PublicGame; now: number }> = {
  open: { game: placeholderGame({ opensAt: STARTS_AT, closesAt: SALE_MOMENT, open: true, lineOn: false }), now: DURING_SALE },
  upcoming: { game: placeholderGame({ opensAt: SALE_MOMENT, closesAt: STARTS_AT, open: false, lineOn: false }), now: BEFORE_SALE },
  over: { game: placeholderGame({ opensAt: SALE_MOMENT, closesAt: SALE_MOMENT, open: false, lineOn: false }), now: DURING_SALE },
  played: { game: placeholderGame(null), now: AFTER_GAME },
  none: { game: placeholderGame(null), now: DURING_SALE },
};

/** A price drawn on a game's page (its text becomes a token), and the cap on tickets drawn. */
const PRICE: GameAreaPrice = { areaId: 1, areaName: T.areaName, price: 98.76 };
const MAX_TICKETS_DRAWN = 7;
/** The most tickets per buyer a game's page has words for; a larger cap is left to the app. */
const MAX_TICKETS_WORDED = 99;
const detail = (game: PublicGame, prices: GameAreaPrice[]): GameDetail => ({ ...game, prices, maxTickets: MAX_TICKETS_DRAWN });

/** The address a game's page is rendered at by the build. */
export const GAME_PAGE_PATH = `${APP_PATHS.games}/${PLACEHOLDER_ID}`;

/** The pages' place-holding data, while the build renders them. */
export const GAMES_PAGE_DATA: GamesListState = { status: 'loaded', season: T.season, games: [CARD_CASES.open.game] };
export const GAME_PAGE_DATA: GamePageState = { status: 'loaded', game: detail(CARD_CASES.open.game, [PRICE]) };
const PLACEHOLDER_DATA: Record<string, unknown> = { [APP_PATHS.games.slice(1)]: GAMES_PAGE_DATA, [APP_PATHS.game.slice(1)]: GAME_PAGE_DATA };

/** The games routes' loaders answer the placeholder game (the server later writes the season's in). */
export const gamesPagesDataStrategy = dataFrom((match) => {
  const data = match.route.path === undefined ? undefined : PLACEHOLDER_DATA[match.route.path];
  return data === undefined ? undefined : () => data;
});

/** GamesListView's markup, as the app renders it (exported for the test that checks the template against it). */
export function renderGamesList(state: GamesListState, now: number, i18n: I18n = appI18n): string {
  // renderToString, not renderToStaticMarkup: the markup the app hydrates keeps the marks between adjacent texts.
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={APP_PATHS.games}>
        <GamesListView state={state} now={now} onRetry={() => undefined} />
      </StaticRouter>
    </I18nextProvider>,
  );
}

/** The cards inside the list of `markup`; throws when the list is not there once. */
function cardsIn(markup: string): string {
  const open = `<ul class="${styles.list}">`;
  const start = markup.indexOf(open);
  const end = markup.indexOf('</ul>', start);
  if (start < 0 || end < 0 || markup.indexOf(open, start + 1) >= 0) throw new Error('The games page no longer draws one list of games');
  return markup.slice(start + open.length, end);
}

/** Replaces every `text` with `token`; throws when the markup no longer shows it. */
function tokenize(markup: string, text: string, token: string): string {
  if (!markup.includes(text)) throw new Error(`A game's card no longer shows ${text}`);
  return markup.replaceAll(text, token);
}

/** A game's values in markup drawn from a placeholder game of `kind`, as tokens. */
function tokenizeGame(markup: string, kind: SaleStatus['kind'], i18n: I18n): string {
  const { language } = i18n;
  let tokenized = tokenize(markup, STARTS_AT, T.startsAt);
  tokenized = tokenize(tokenized, clubDate(STARTS_AT, language), T.date);
  tokenized = tokenize(tokenized, clubTime(STARTS_AT, language), T.time);
  tokenized = tokenize(tokenized, i18n.t(`GATE.COMPETITIONS.${DRAWN_COMPETITION}`), T.competition);
  if (kind === 'open' || kind === 'upcoming') tokenized = tokenize(tokenized, clubMoment(SALE_MOMENT, language), T.saleMoment);
  if (!tokenized.includes(T.opponent)) throw new Error('A game drawn no longer shows the opponent');
  return tokenized.replaceAll(String(PLACEHOLDER_ID), T.id);
}

function renderCard(kind: SaleStatus['kind'], i18n: I18n): string {
  const { game, now } = CARD_CASES[kind];
  const card = cardsIn(renderGamesList({ status: 'loaded', season: T.season, games: [game] }, now, i18n));
  if (!card.includes(`${GAME_PAGE_PATH}"`)) throw new Error("A game's card no longer links its page");
  return tokenizeGame(card, kind, i18n);
}

/** GamePageView's markup, as the app renders it, without its title (a prerendered page has it in its head). */
export function renderGamePage(state: GamePageState, now: number, i18n: I18n = appI18n): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={GAME_PAGE_PATH}>
        <GamePageView state={state} now={now} onRetry={() => undefined} />
      </StaticRouter>
    </I18nextProvider>,
  ).replace(/<title>[^<]*<\/title>/, '');
}

/** A game's view in each state of its sale, with a token where its prices' rows go, and without prices; and a price row. */
function gameViews(i18n: I18n): Pick<GamePageTemplate, 'views' | 'priceRow'> {
  let priceRow = '';
  const view = (kind: SaleStatus['kind'], prices: GameAreaPrice[]) => {
    const { game, now } = CARD_CASES[kind];
    let markup = renderGamePage({ status: 'loaded', game: detail(game, prices) }, now, i18n);
    if (kind === 'open') markup = tokenize(markup, i18n.t('GAMES.GAME.MAX_TICKETS', { count: MAX_TICKETS_DRAWN }), T.maxTickets);
    if (prices.length > 0) {
      const rows = /<tbody>([\s\S]*?)<\/tbody>/.exec(markup)?.[1];
      if (!rows) throw new Error("A game's page no longer draws its prices in a table body");
      priceRow = tokenize(rows, formatEuros(PRICE.price, i18n.language), T.price);
      markup = markup.replace(rows, T.prices);
    }
    return tokenizeGame(markup, kind, i18n);
  };
  const views = Object.fromEntries(
    Object.keys(CARD_CASES).map((kind) => [kind, { withPrices: view(kind as SaleStatus['kind'], [PRICE]), withoutPrices: view(kind as SaleStatus['kind'], []) }]),
  ) as GamePageTemplate['views'];
  return { views, priceRow };
}

/** The state a prerendered page carries (src/app/hydration.ts), as scripts/prerender.mjs writes it. */
const STATE_SCRIPT = /(<script type="application\/json" id="prerender-state">)([^<]*)(<\/script>)/;

/**
 * The document of a page the build rendered with `data`, its `content` (found once) and its state
 * as tokens, with what both games pages' templates hold.
 */
function pageDocument(html: string, data: unknown, content: string, contentToken: string, i18n: I18n) {
  const stateMatch = STATE_SCRIPT.exec(html);
  if (!stateMatch) throw new Error('A games page has no prerender state');
  const state = JSON.parse(stateMatch[2]!) as GamesPageTemplate['state'];
  const routeId = Object.keys(state.loaderData).find((id) => JSON.stringify(state.loaderData[id]) === JSON.stringify(data));
  if (!routeId) throw new Error('A games page does not hold its placeholder data');
  if (html.split(content).length !== 2) throw new Error("A games page's content is not found once");
  const document = html.replace(STATE_SCRIPT, `$1${T.state}$3`).replace(content, () => contentToken);
  if (document.includes(String(PLACEHOLDER_ID))) throw new Error('A games page shows its placeholder game outside its content');
  return {
    language: i18n.language,
    document,
    state,
    routeId,
    competitions: Object.fromEntries(gameCompetitions.map((competition) => [competition, i18n.t(`GATE.COMPETITIONS.${competition}`)])) as GamesPageTemplate['competitions'],
  };
}

/** The list's template, from the page the build rendered for /partidos with the placeholder data. */
export function gamesPageTemplate(html: string, i18n: I18n = appI18n): GamesPageTemplate {
  return {
    ...pageDocument(html, GAMES_PAGE_DATA, cardsIn(html), T.cards, i18n),
    cards: Object.fromEntries(Object.keys(CARD_CASES).map((kind) => [kind, renderCard(kind as SaleStatus['kind'], i18n)])) as GamesPageTemplate['cards'],
  };
}

/** A game's page's template, from the page the build rendered for GAME_PAGE_PATH with the placeholder data. */
export function gamePageTemplate(html: string, i18n: I18n = appI18n): GamePageTemplate {
  const view = renderGamePage(GAME_PAGE_DATA, CARD_CASES.open.now, i18n);
  return {
    ...pageDocument(html, GAME_PAGE_DATA, view, T.view, i18n),
    ...gameViews(i18n),
    maxTickets: Array.from({ length: MAX_TICKETS_WORDED + 1 }, (_unused, count) => i18n.t('GAMES.GAME.MAX_TICKETS', { count })),
  };
}

export { GAME_PAGE_TEMPLATE_PATH, GAMES_PAGE_TEMPLATE_PATH };
