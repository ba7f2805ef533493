import type { Game } from '../../src/api/gate.ts';
import type { Ticket, TicketOrder, TicketOrderStatus } from '../../src/api/tickets.ts';
import type { Queryable } from '../db/db.ts';
import { findSeasonGame } from '../store/games.ts';
import { findPublicGame } from '../store/public-games.ts';
import { currentSeason } from '../store/member-cards.ts';

/** The statuses the unique index ticket_orders_one_live counts: the order still holds seats. */
export const LIVE_TICKET_STATUSES: TicketOrderStatus[] = ['OPEN', 'PENDING_PAYMENT'];

/** The columns mutations decide on; `overdue` is computed by the database clock. */
export interface TicketOrderRow {
  id: number;
  user_id: number;
  game_id: number;
  status: TicketOrderStatus;
  overdue: boolean;
}

export const TICKET_ORDER_COLUMNS = 'id, user_id, game_id, status';

interface SeatRow {
  seat_id: number;
  area_id: number;
  area_name: string;
  sector_name: string;
  row_number: number;
  seat_number: number;
  price_cents: number;
}

/**
 * The seats of an order, with their price for its game: those it holds while it lives, those it
 * bought once paid. One read.
 */
const ORDER_SEATS = `
  WITH mine AS (
    SELECT seat_id FROM game_seat_claims WHERE kind = 'HELD' AND ticket_order_id = $1
    UNION SELECT seat_id FROM tickets WHERE ticket_order_id = $1)
  SELECT s.id AS seat_id, a.id AS area_id, a.name AS area_name, sec.name AS sector_name, s.row_number, s.seat_number,
         coalesce(gp.price_cents, 0) AS price_cents
  FROM mine JOIN seats s ON s.id = mine.seat_id JOIN areas a ON a.id = s.area_id JOIN sectors sec ON sec.id = a.sector_id
  JOIN ticket_orders o ON o.id = $1 JOIN games g ON g.id = o.game_id
  LEFT JOIN game_prices gp ON gp.tier = g.price_tier AND gp.area_id = s.area_id
  ORDER BY s.id`;

export const euros = (cents: number) => cents / 100;

export const seatOf = (row: SeatRow) => ({
  seatId: row.seat_id,
  areaId: row.area_id,
  areaName: row.area_name,
  sectorName: row.sector_name,
  row: row.row_number,
  number: row.seat_number,
  price: euros(row.price_cents),
});

/** An order as the contract shows it. */
export async function readTicketOrder(db: Queryable, id: number): Promise<TicketOrder> {
  const { rows } = await db.query<{ status: TicketOrderStatus; game_id: number; season: string; total_cents: number; expires_in: number; ticket_ids: number[] }>(
    `SELECT o.status, o.game_id, g.season, o.total_cents,
            CASE WHEN o.status IN ('OPEN', 'PENDING_PAYMENT') THEN greatest(0, ceil(extract(epoch FROM o.expires_at - now())))::int ELSE 0 END AS expires_in,
            coalesce((SELECT array_agg(t.id ORDER BY t.id) FROM tickets t WHERE t.ticket_order_id = o.id), '{}') AS ticket_ids
     FROM ticket_orders o JOIN games g ON g.id = o.game_id WHERE o.id = $1`,
    [id],
  );
  const order = rows[0]!;
  const [game, seats] = await Promise.all([findSeasonGame(db, order.season, order.game_id), db.query<SeatRow>(ORDER_SEATS, [id])]);
  const { expiresAt: _expiresAt, ...shown } = game!;
  return {
    id,
    game: shown,
    status: order.status,
    seats: seats.rows.map(seatOf),
    total: euros(order.total_cents),
    expiresIn: order.expires_in,
    ticketIds: order.ticket_ids,
  };
}

/**
 * Whether the game of the current season is on sale now (by the rule the games' pages show,
 * store/public-games.ts), with the buyer's cap; null when there is no such game.
 */
export async function saleOfGame(db: Queryable, gameId: number): Promise<{ open: boolean; maxTickets: number } | null> {
  const season = await currentSeason(db);
  const game = season ? await findPublicGame(db, season, gameId) : null;
  if (!game) return null;
  const { rows } = await db.query<{ max_tickets_per_game: number }>('SELECT max_tickets_per_game FROM settings');
  return { open: game.sale?.open ?? false, maxTickets: rows[0]!.max_tickets_per_game };
}

/** The caller's tickets, or the one with `id`: another user's ticket is never found, nor a guest's ticket the caller gave (it has no order). */
export async function readTickets(db: Queryable, userId: number, id?: number): Promise<Ticket[]> {
  const { rows } = await db.query<SeatRow & { id: number; game_id: number; season: string; holder_name: string; secret: string }>(
    `SELECT t.id, t.game_id, g.season, t.holder_name, t.secret, s.id AS seat_id, a.id AS area_id, a.name AS area_name,
            sec.name AS sector_name, s.row_number, s.seat_number, t.price_cents
     FROM tickets t JOIN games g ON g.id = t.game_id JOIN seats s ON s.id = t.seat_id JOIN areas a ON a.id = s.area_id
     JOIN sectors sec ON sec.id = a.sector_id
     WHERE t.user_id = $1 AND t.ticket_order_id IS NOT NULL AND ($2::int IS NULL OR t.id = $2) ORDER BY g.starts_at, t.id`,
    [userId, id ?? null],
  );
  const games = new Map<number, Game>();
  for (const row of rows) {
    if (games.has(row.game_id)) continue;
    const { expiresAt: _expiresAt, ...game } = (await findSeasonGame(db, row.season, row.game_id))!;
    games.set(row.game_id, game);
  }
  return rows.map((row) => ({ id: row.id, game: games.get(row.game_id)!, seat: seatOf(row), holderName: row.holder_name, secret: row.secret }));
}
