/**
 * The games page template (see api/games-page-template): /partidos rendered at build time with one
 * placeholder game, its card cut out of the page, and a card per state of a game's sale rendered
 * with tokens. The cards come from GamesListView itself, so the template follows its markup.
 */
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { DataStrategyFunction } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import { APP_PATHS } from '../api/app-paths';
import { clubDate, clubMoment, clubTime, type SaleStatus } from '../api/game-time';
import { GAMES_PAGE_TEMPLATE_PATH, GAMES_PAGE_TOKENS as T, type GamesPageTemplate } from '../api/games-page-template';
import { gameCompetitions } from '../api/gate';
import type { PublicGame } from '../api/games';
import { GamesListView, type GamesListState } from '../features/games/components/GamesListView';
import * as styles from '../features/games/components/games.css';
import { i18n as appI18n } from '../lib/i18n';

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

/** The page's place-holding data, while the build renders it. */
export const GAMES_PAGE_DATA: GamesListState = { status: 'loaded', season: T.season, games: [CARD_CASES.open.game] };

/** The games route's loader answers the placeholder game (the server later writes the season's in). */
export const gamesPageDataStrategy: DataStrategyFunction = async ({ matches }) => {
  const results = await Promise.all(
    matches.map((match) => match.resolve(match.route.path === APP_PATHS.games.slice(1) ? () => GAMES_PAGE_DATA : undefined)),
  );
  return Object.fromEntries(matches.map((match, index) => [match.route.id, results[index]!]));
};

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

function renderCard(kind: SaleStatus['kind'], i18n: I18n): string {
  const { game, now } = CARD_CASES[kind];
  const { language } = i18n;
  let card = cardsIn(renderGamesList({ status: 'loaded', season: T.season, games: [game] }, now, i18n));
  card = tokenize(card, `${APP_PATHS.games}/${PLACEHOLDER_ID}"`, `${APP_PATHS.games}/${T.id}"`);
  card = tokenize(card, STARTS_AT, T.startsAt);
  card = tokenize(card, clubDate(STARTS_AT, language), T.date);
  card = tokenize(card, clubTime(STARTS_AT, language), T.time);
  card = tokenize(card, i18n.t(`GATE.COMPETITIONS.${DRAWN_COMPETITION}`), T.competition);
  if (kind === 'open' || kind === 'upcoming') card = tokenize(card, clubMoment(SALE_MOMENT, language), T.saleMoment);
  if (!card.includes(T.opponent)) throw new Error("A game's card no longer shows the opponent");
  return card;
}

/** The state a prerendered page carries (src/app/hydration.ts), as scripts/prerender.mjs writes it. */
const STATE_SCRIPT = /(<script type="application\/json" id="prerender-state">)([^<]*)(<\/script>)/;

/** The template, from the page the build rendered for /partidos with gamesPageDataStrategy's data. */
export function gamesPageTemplate(html: string, i18n: I18n = appI18n): GamesPageTemplate {
  const stateMatch = STATE_SCRIPT.exec(html);
  if (!stateMatch) throw new Error('The games page has no prerender state');
  const state = JSON.parse(stateMatch[2]!) as GamesPageTemplate['state'];
  const routeId = Object.keys(state.loaderData).find((id) => JSON.stringify(state.loaderData[id]) === JSON.stringify(GAMES_PAGE_DATA));
  if (!routeId) throw new Error('The games page does not hold the placeholder games');
  const cards = cardsIn(html);
  if (html.split(cards).length !== 2) throw new Error("The games page's cards are not found once");
  const document = html.replace(STATE_SCRIPT, `$1${T.state}$3`).replace(cards, T.cards);
  return {
    language: i18n.language,
    document,
    state,
    routeId,
    cards: Object.fromEntries(Object.keys(CARD_CASES).map((kind) => [kind, renderCard(kind as SaleStatus['kind'], i18n)])) as GamesPageTemplate['cards'],
    competitions: Object.fromEntries(gameCompetitions.map((competition) => [competition, i18n.t(`GATE.COMPETITIONS.${competition}`)])) as GamesPageTemplate['competitions'],
  };
}

export { GAMES_PAGE_TEMPLATE_PATH };
