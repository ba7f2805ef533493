import * as z from 'zod/mini';
import { endpoint, idParamSchema, idSchema } from './contract';
import { gameSchema } from './gate';
import { areaListSchema, areasQuerySchema } from './membership';

/**
 * The season's home games for everyone (beyond §7): the calendar, each game's prices by area and
 * the seats free for that game. A seat is free for a game when no member holds it that day (unsold
 * for the season, or released for that game by its member) and no ticket holds or bought it.
 */
export const gamesPaths = {
  list: 'games',
  game: 'games/:id',
  areas: 'games/:id/areas',
} as const;

/** When a game's tickets are on sale; null when the club has not put them on sale. */
export const gameSaleSchema = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  /** Whether the sale is open now, by the server's clock. */
  open: z.boolean(),
  /** Whether the line (queue tracker) guards the purchase of this game's tickets. */
  lineOn: z.boolean(),
});
export type GameSale = z.infer<typeof gameSaleSchema>;

export const publicGameSchema = z.object({
  ...gameSchema.shape,
  sale: z.nullable(gameSaleSchema),
});
export type PublicGame = z.infer<typeof publicGameSchema>;

/** A single game's ticket price of an area, in euros. */
export const gameAreaPriceSchema = z.object({ areaId: idSchema, areaName: z.string(), price: z.number() });
export type GameAreaPrice = z.infer<typeof gameAreaPriceSchema>;

export const gameDetailSchema = z.object({
  ...publicGameSchema.shape,
  /** The game's tier prices, in the arena's order; empty without a tier. */
  prices: z.array(gameAreaPriceSchema),
  /** Most tickets one buyer may have for this game (settings). */
  maxTickets: z.int().check(z.positive()),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

const idParams = z.object({ id: idParamSchema });

/**
 * Reads of a game's map per address: the costliest public read (every seat of the arena checked
 * against the game's tickets, the season's claims and the releases). Why the number: server/README.md.
 */
const GAME_MAP_LIMIT = { counter: 'game-map', per: 'address', max: 120, windowSeconds: 60 } as const;

export const gamesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: gamesPaths.list,
    auth: 'public',
    response: z.object({ season: z.string(), games: z.array(publicGameSchema) }),
  }),
  game: endpoint({
    method: 'GET',
    path: gamesPaths.game,
    auth: 'public',
    params: idParams,
    response: gameDetailSchema,
  }),
  /**
   * The game's map as the seat maps read it (membership.ts areaListSchema): sectors and priced
   * areas with the seats free for that game, or one area's seats (`available`, `taken`).
   */
  areas: endpoint({
    method: 'GET',
    path: gamesPaths.areas,
    auth: 'public',
    params: idParams,
    query: areasQuerySchema,
    response: areaListSchema,
    limits: [GAME_MAP_LIMIT],
  }),
};
