import type { SeatClaims } from '../purchase/flow.ts';

/**
 * Whether the season lets seat `seat` be sold for game `game` (SQL expressions): the seat has no
 * season claim but a lapsed hold, or its member released it for that game.
 */
const seasonLetsGameSql = (seat: string, game: string) => `NOT EXISTS (
  SELECT 1 FROM seat_claims c WHERE c.seat_id = ${seat} AND (
    (c.kind = 'HELD' AND c.expires_at > now())
    OR (c.kind = 'SOLD' AND NOT EXISTS (
      SELECT 1 FROM seat_releases r WHERE r.game_id = ${game} AND r.seat_id = ${seat} AND r.partner_id = c.partner_id AND r.status = 'RELEASED'))))`;

/**
 * Which seats are free for one game. A seat is free for game `game` (an SQL expression) when no
 * ticket holds or bought it for that game, and the season lets it be sold. `s` is the seats row.
 */
export const freeForGameSql = (game: string) => `(
  NOT EXISTS (SELECT 1 FROM game_seat_claims g WHERE g.game_id = ${game} AND g.seat_id = s.id AND (g.kind = 'SOLD' OR g.expires_at > now()))
  AND ${seasonLetsGameSql('s.id', game)})`;

/** Whether seat `s` has a ticket price for game `g` (a games row). */
export const pricedForGameSql = (g: string) =>
  `EXISTS (SELECT 1 FROM game_prices gp WHERE gp.tier = ${g}.price_tier AND gp.area_id = s.area_id)`;

/** A game is still to be played until its club day is over: its tickets keep their seats until then. */
const COMING_GAME = "gm.starts_at > now() - interval '1 day'";

/** Whether seat `seat` has a live ticket (held or sold) for a game still to be played. */
export const ticketedSql = (seat: string) => `EXISTS (SELECT 1 FROM game_seat_claims g JOIN games gm ON gm.id = g.game_id
  WHERE g.seat_id = ${seat} AND ${COMING_GAME} AND (g.kind = 'SOLD' OR g.expires_at > now()))`;

/** The season's claims: a seat with a live ticket for a game to come is not sold for the season. */
export const SEASON_CLAIMS: SeatClaims = { table: 'seat_claims', soldTo: 'partner_id', free: `NOT ${ticketedSql('$1')}` };

/** A game's claims: the season must let the seat be sold for the owner's game. */
export const GAME_CLAIMS: SeatClaims = {
  table: 'game_seat_claims',
  soldTo: 'ticket_id',
  scope: 'game_id',
  free: seasonLetsGameSql('$1', 'o.game_id'),
};
