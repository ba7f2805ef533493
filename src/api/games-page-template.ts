import { clubDate, clubMoment, clubTime, saleStatusOf, type SaleStatus } from './game-time';
import type { gameCompetitions } from './gate';
import type { PublicGame } from './games';
import { escapeHtml, scriptSafeJson } from './page-markup';

/**
 * /partidos is rendered at build time as a template (dist/_games-page.json, a file no visitor is
 * sent: see server/http/spa.ts): the whole page with a place for the games, and one game's card
 * per state of its sale, with tokens. The server writes the season's games into it for every
 * visit, so the list is in the HTML before any script runs, and the app, started with the same
 * data in the page's state, hydrates the same markup.
 */
export const GAMES_PAGE_TEMPLATE_PATH = '/_games-page.json';

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
} as const;
type TokenName = keyof typeof GAMES_PAGE_TOKENS;

export interface GamesPageTemplate {
  /** The language the build rendered the page in (dates and words are written in it). */
  language: string;
  /** The whole HTML document, with the cards, the state and the season as tokens. */
  document: string;
  /** The page's state (see src/app/hydration.ts) but the games route's data, and that route's id. */
  state: { language: string; loaderData: Record<string, unknown> } & Record<string, unknown>;
  routeId: string;
  /** A game's card for each state of its sale. */
  cards: Record<SaleStatus['kind'], string>;
  /** Each competition's name, as the card writes it. */
  competitions: Record<(typeof gameCompetitions)[number], string>;
}

const TOKEN = new RegExp(Object.values(GAMES_PAGE_TOKENS).join('|'), 'g');
const tokenNames = Object.fromEntries(Object.entries(GAMES_PAGE_TOKENS).map(([name, token]) => [token, name])) as Record<string, TokenName>;

/** Writes the values into markup in one pass: a value is never searched for tokens again. */
const fill = (markup: string, values: Partial<Record<TokenName, string>>) => markup.replace(TOKEN, (token) => values[tokenNames[token]!] ?? '');

/** One game's card, in the state its sale is in at `now` (as GamesListView draws it). */
export function gameCard(template: GamesPageTemplate, game: PublicGame, now: number): string {
  const status = saleStatusOf(game, now);
  const { language } = template;
  const saleMoment = status.kind === 'open' ? status.closesAt : status.kind === 'upcoming' ? status.opensAt : undefined;
  const values = {
    id: String(game.id),
    opponent: game.opponent,
    competition: template.competitions[game.competition],
    startsAt: game.startsAt,
    date: clubDate(game.startsAt, language),
    time: clubTime(game.startsAt, language),
    ...(saleMoment ? { saleMoment: clubMoment(saleMoment, language) } : {}),
  };
  return fill(template.cards[status.kind], Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)])));
}

/**
 * The page for a season with games (an empty or unread season is left to the app, which says so),
 * the server's clock telling a game played from one to come as the reader's will after hydrating.
 */
export function assembleGamesPage(template: GamesPageTemplate, data: { season: string; games: readonly PublicGame[] }, now: number): string {
  const loaded = { status: 'loaded', season: data.season, games: data.games };
  return fill(template.document, {
    cards: data.games.map((game) => gameCard(template, game, now)).join(''),
    season: escapeHtml(data.season),
    state: scriptSafeJson({ ...template.state, loaderData: { ...template.state.loaderData, [template.routeId]: loaded } }),
  });
}
