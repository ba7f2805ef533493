import { clubDate, clubMoment, clubTime, saleStatusOf, type SaleStatus } from './game-time';
import type { gameCompetitions } from './gate';
import { formatEuros } from './euros';
import type { GameDetail, PublicGame } from './games';
import { escapeHtml, scriptSafeJson } from './page-markup';

/**
 * /partidos is rendered at build time as a template (dist/_games-page.json, a file no visitor is
 * sent: see server/http/spa.ts): the whole page with a place for the games, and one game's card
 * per state of its sale, with tokens. The server writes the season's games into it for every
 * visit, so the list is in the HTML before any script runs, and the app, started with the same
 * data in the page's state, hydrates the same markup.
 */
export const GAMES_PAGE_TEMPLATE_PATH = '/_games-page.json';
/** A game's page, `/partidos/:id`, the same way: its view per state of the sale, a price row. */
export const GAME_PAGE_TEMPLATE_PATH = '/_game-page.json';

/** Each token stands for one value; none appears anywhere else in the markup. */
export const GAMES_PAGE_TOKENS = {
  cards: '__GAMES_CARDS__',
  state: '__GAMES_STATE__',
  season: '__GAMES_SEASON__',
  id: '__GAME_ID__',
  opponent: '__GAME_OPPONENT__',
  competition: '__GAME_COMPETITION__',
  startsAt: '__GAME_STARTS_AT__',
  date: '__GAME_DATE__',
  time: '__GAME_TIME__',
  saleMoment: '__GAME_SALE_MOMENT__',
  view: '__GAME_VIEW__',
  prices: '__GAME_PRICES__',
  maxTickets: '__GAME_MAX_TICKETS__',
  areaName: '__GAME_AREA_NAME__',
  price: '__GAME_PRICE__',
} as const;
type TokenName = keyof typeof GAMES_PAGE_TOKENS;

/** What both pages' templates hold: the document and the route whose data the server writes in. */
interface PageTemplate {
  /** The language the build rendered the page in (dates and words are written in it). */
  language: string;
  /** The whole HTML document, with the page's content and its state as tokens. */
  document: string;
  /** The page's state (see src/app/hydration.ts) but the route's data, and that route's id. */
  state: { language: string; loaderData: Record<string, unknown> } & Record<string, unknown>;
  routeId: string;
  /** Each competition's name, as the pages write it. */
  competitions: Record<(typeof gameCompetitions)[number], string>;
}

export interface GamesPageTemplate extends PageTemplate {
  /** A game's card for each state of its sale. */
  cards: Record<SaleStatus['kind'], string>;
}

export interface GamePageTemplate extends PageTemplate {
  /** The game's view for each state of its sale, with its prices' rows as a token, and without prices. */
  views: Record<SaleStatus['kind'], { withPrices: string; withoutPrices: string }>;
  priceRow: string;
  /** "Hasta N entradas por persona." for N from 0 (unused) up: a page with more is left to the app. */
  maxTickets: string[];
}

const TOKEN = new RegExp(Object.values(GAMES_PAGE_TOKENS).join('|'), 'g');
const tokenNames = Object.fromEntries(Object.entries(GAMES_PAGE_TOKENS).map(([name, token]) => [token, name])) as Record<string, TokenName>;

/** Writes the values into markup in one pass: a value is never searched for tokens again. */
const fill = (markup: string, values: Partial<Record<TokenName, string>>) => markup.replace(TOKEN, (token) => values[tokenNames[token]!] ?? '');

const escapeAll = (values: Partial<Record<TokenName, string>>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]));

/** A game's values as its card and its page write them, in the state its sale is in at `now`. */
function gameValues(template: PageTemplate, game: PublicGame, now: number) {
  const status = saleStatusOf(game, now);
  const { language } = template;
  const saleMoment = status.kind === 'open' ? status.closesAt : status.kind === 'upcoming' ? status.opensAt : undefined;
  const values = escapeAll({
    id: String(game.id),
    opponent: game.opponent,
    competition: template.competitions[game.competition],
    startsAt: game.startsAt,
    date: clubDate(game.startsAt, language),
    time: clubTime(game.startsAt, language),
    ...(saleMoment ? { saleMoment: clubMoment(saleMoment, language) } : {}),
  });
  return { kind: status.kind, values };
}

/** The document with `content` in its place and the route's data in its state. */
const fillDocument = (template: PageTemplate, values: Partial<Record<TokenName, string>>, data: unknown) =>
  fill(template.document, { ...values, state: scriptSafeJson({ ...template.state, loaderData: { ...template.state.loaderData, [template.routeId]: data } }) });

/** One game's card, in the state its sale is in at `now` (as GamesListView draws it). */
export function gameCard(template: GamesPageTemplate, game: PublicGame, now: number): string {
  const { kind, values } = gameValues(template, game, now);
  return fill(template.cards[kind], values);
}

/**
 * The page for a season with games (an empty or unread season is left to the app, which says so),
 * the server's clock telling a game played from one to come as the reader's will after hydrating.
 */
export function assembleGamesPage(template: GamesPageTemplate, data: { season: string; games: readonly PublicGame[] }, now: number): string {
  const cards = data.games.map((game) => gameCard(template, game, now)).join('');
  return fillDocument(template, { cards, season: escapeHtml(data.season) }, { status: 'loaded', season: data.season, games: data.games });
}

/** A game's page as GamePageView draws it; undefined for a cap on tickets the template has no words for. */
export function assembleGamePage(template: GamePageTemplate, game: GameDetail, now: number): string | undefined {
  const maxTickets = template.maxTickets[game.maxTickets];
  if (maxTickets === undefined) return undefined;
  const { kind, values } = gameValues(template, game, now);
  const view = template.views[kind][game.prices.length > 0 ? 'withPrices' : 'withoutPrices'];
  const prices = game.prices
    .map((row) => fill(template.priceRow, escapeAll({ areaName: row.areaName, price: formatEuros(row.price, template.language) })))
    .join('');
  const content = fill(view, { ...values, prices, maxTickets: escapeHtml(maxTickets) });
  return fillDocument(template, { ...values, view: content }, { status: 'loaded', game });
}
