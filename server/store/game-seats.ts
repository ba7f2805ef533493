/**
 * Which seats are free for one game. A seat is free for game `game` (an SQL expression) when no
 * ticket holds or bought it for that game, and for the season it is unsold and unheld, or sold to
 * a member who released it for that game. `s` is the seats row.
 */
export const freeForGameSql = (game: string) => `(
  NOT EXISTS (SELECT 1 FROM game_seat_claims g WHERE g.game_id = ${game} AND g.seat_id = s.id AND (g.kind = 'SOLD' OR g.expires_at > now()))
  AND NOT EXISTS (
    SELECT 1 FROM seat_claims c WHERE c.seat_id = s.id AND (
      (c.kind = 'HELD' AND c.expires_at > now())
      OR (c.kind = 'SOLD' AND NOT EXISTS (
        SELECT 1 FROM seat_releases r WHERE r.game_id = ${game} AND r.seat_id = s.id AND r.partner_id = c.partner_id AND r.status = 'RELEASED')))))`;

/** Whether seat `s` has a ticket price for game `g` (a games row). */
export const pricedForGameSql = (g: string) =>
  `EXISTS (SELECT 1 FROM game_prices gp WHERE gp.tier = ${g}.price_tier AND gp.area_id = s.area_id)`;
