import type { GameAreaPrice, GameDetail, PublicGame } from '../../src/api/games.ts';
import type { Queryable } from '../db/db.ts';
import { GAME_COLUMNS, iso, toGame, type GameRow } from './games.ts';
import { currentSeason } from './member-cards.ts';

/** A season's game as anyone may read it; `price_tier` stays on the server (the areas call reads it). */
export type TieredGame = PublicGame & { priceTier: string | null };

interface PublicGameRow extends GameRow {
  price_tier: string | null;
  sale_opens_at: Date | string | null;
  sale_closes_at: Date | string | null;
  sale_open: boolean;
  line_on: boolean;
}

// `sale_open` by the database's clock: every process agrees on the instant a sale opens and closes.
const PUBLIC_GAME_SELECT = `
  SELECT ${GAME_COLUMNS}, price_tier, sale_opens_at, sale_closes_at, line_on,
         coalesce(sale_opens_at <= now() AND now() < sale_closes_at, false) AS sale_open
  FROM games`;

function toPublicGame(row: PublicGameRow): TieredGame {
  const { price_tier: tier, sale_opens_at: opensAt, sale_closes_at: closesAt } = row;
  return {
    ...toGame(row),
    priceTier: row.price_tier,
    // No sale without both ends and a tier (migration 0028).
    sale: tier !== null && opensAt !== null && closesAt !== null ? { opensAt: iso(opensAt), closesAt: iso(closesAt), open: row.sale_open, lineOn: row.line_on } : null,
  };
}

const withoutTier = ({ priceTier: _priceTier, ...game }: TieredGame): PublicGame => game;

/** The season's home games by tip-off, each with its sale. */
export async function listPublicGames(db: Queryable, season: string): Promise<PublicGame[]> {
  const { rows } = await db.query<PublicGameRow>(`${PUBLIC_GAME_SELECT} WHERE season = $1 ORDER BY starts_at, id`, [season]);
  return rows.map((row) => withoutTier(toPublicGame(row)));
}

/** The current season and its games, as GET games answers them (no season yet: none). */
export async function seasonCalendar(db: Queryable): Promise<{ season: string; games: PublicGame[] }> {
  const season = await currentSeason(db);
  return { season: season ?? '', games: season ? await listPublicGames(db, season) : [] };
}

/** One game of the season with its tier; null for another season's or no game. */
export async function findPublicGame(db: Queryable, season: string, id: number): Promise<TieredGame | null> {
  const { rows } = await db.query<PublicGameRow>(`${PUBLIC_GAME_SELECT} WHERE season = $1 AND id = $2`, [season, id]);
  return rows[0] ? toPublicGame(rows[0]) : null;
}

interface PriceRow {
  area_id: number;
  area_name: string;
  price_cents: number;
}

const PRICES_SELECT = `SELECT gp.tier, gp.area_id, a.name AS area_name, gp.price_cents FROM game_prices gp JOIN areas a ON a.id = gp.area_id`;
const PRICES_ORDER = 'ORDER BY a.position, a.id';

async function maxTicketsPerGame(db: Queryable): Promise<number> {
  const settings = await db.query<{ max_tickets_per_game: number }>('SELECT max_tickets_per_game FROM settings');
  return settings.rows[0]?.max_tickets_per_game ?? 1;
}

const detailOf = (game: TieredGame, prices: PriceRow[], maxTickets: number): GameDetail => ({
  ...withoutTier(game),
  prices: prices.map((row): GameAreaPrice => ({ areaId: row.area_id, areaName: row.area_name, price: row.price_cents / 100 })),
  maxTickets,
});

/** The game with its tier's prices in the arena's order, and the most tickets a buyer may have. */
export async function gameDetail(db: Queryable, game: TieredGame): Promise<GameDetail> {
  const prices = await db.query<PriceRow>(`${PRICES_SELECT} WHERE gp.tier = $1 ${PRICES_ORDER}`, [game.priceTier]);
  return detailOf(game, prices.rows, await maxTicketsPerGame(db));
}

/** Every game of the current season as GET games/:id answers it, by id: four queries for all. */
export async function seasonGameDetails(db: Queryable): Promise<Map<number, GameDetail>> {
  const season = await currentSeason(db);
  if (!season) return new Map();
  const { rows } = await db.query<PublicGameRow>(`${PUBLIC_GAME_SELECT} WHERE season = $1`, [season]);
  const prices = await db.query<PriceRow & { tier: string }>(`${PRICES_SELECT} ${PRICES_ORDER}`);
  const maxTickets = await maxTicketsPerGame(db);
  return new Map(
    rows.map(toPublicGame).map((game) => [game.id, detailOf(game, prices.rows.filter((price) => price.tier === game.priceTier), maxTickets)]),
  );
}
