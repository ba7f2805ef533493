import { HOLD_LIMITS } from '../../src/api/hold-limits.ts';
import { TICKET_CODES } from '../../src/api/tickets.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { claimSeat, holdAllOrNone, releaseSeats } from '../purchase/holds.ts';
import { end } from '../purchase/lifecycle.ts';
import { assertMailConfirmed } from '../store/hold-limits.ts';
import { pricedForGameSql } from '../store/game-seats.ts';
import { ticketFlow } from './flow.ts';
import { saleOfGame, type TicketOrderRow } from './orders.ts';

/**
 * A new order of the caller for one game, holding `seatIds`: the game's sale must be open, the
 * caller's mail confirmed, and no order of theirs waiting for its payment; an OPEN one is
 * replaced (its seats freed). Answers the new order's id.
 */
export async function startTicketOrder(tx: Queryable, userId: number, gameId: number, seatIds: number[]): Promise<number> {
  const sale = await saleOfGame(tx, gameId);
  if (!sale) throw new HttpError(404, 'No such game this season', 'game-not-found');
  if (!sale.open) throw new HttpError(409, "The game's tickets are not on sale", TICKET_CODES.saleClosed);
  await assertMailConfirmed(tx, userId);
  const { rows: live } = await tx.query<{ id: number; status: string }>(
    "SELECT id, status FROM ticket_orders WHERE user_id = $1 AND status IN ('OPEN', 'PENDING_PAYMENT') FOR UPDATE",
    [userId],
  );
  for (const order of live) {
    if (order.status === 'PENDING_PAYMENT') throw new HttpError(409, 'An order is waiting for its payment', TICKET_CODES.orderPending);
    await end(tx, ticketFlow, order.id, 'CANCELLED');
  }
  const { rows: today } = await tx.query<{ orders: number }>(
    "SELECT count(*)::int AS orders FROM ticket_orders WHERE user_id = $1 AND created_at > now() - interval '1 day'",
    [userId],
  );
  if ((today[0]?.orders ?? 0) >= HOLD_LIMITS.holdsPerAccountPerDay) {
    throw new HttpError(429, 'Too many ticket orders started today by this account', TICKET_CODES.tooManyOrders);
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ticket_orders (user_id, game_id, status, expires_at)
     VALUES ($1, $2, 'OPEN', now() + make_interval(secs => (SELECT seat_hold_seconds FROM settings))) RETURNING id`,
    [userId, gameId],
  );
  const id = rows[0]!.id;
  await holdTicketSeats(tx, { id, user_id: userId, game_id: gameId }, seatIds, sale.maxTickets);
  return id;
}

/**
 * Makes the order hold exactly `seatIds`, all or none (purchase/holds.ts): seats it no longer wants
 * are freed, new ones claimed for its game in seat id order. The buyer's tickets for the game,
 * bought and held, stay within `maxTickets`. A member's released seat is claimed with its release
 * locked, as a take-back locks it: one of the two waits for the other, and the second sees the
 * first (store/releases.ts).
 */
export async function holdTicketSeats(
  tx: Queryable,
  order: Pick<TicketOrderRow, 'id' | 'user_id' | 'game_id'>,
  seatIds: number[],
  maxTickets: number,
): Promise<void> {
  // A guest's ticket the buyer gave from their season seat is not one they bought.
  const { rows: counts } = await tx.query<{ bought: number }>(
    'SELECT count(*)::int AS bought FROM tickets WHERE user_id = $1 AND game_id = $2 AND ticket_order_id IS NOT NULL',
    [order.user_id, order.game_id],
  );
  if ((counts[0]?.bought ?? 0) + seatIds.length > maxTickets) {
    throw new HttpError(409, `At most ${maxTickets} tickets per buyer for this game`, TICKET_CODES.tooMany);
  }
  const picks = seatIds.map((seatId, index) => ({ holderId: index + 1, seatId }));
  await holdAllOrNone(ticketFlow, picks, async () => {
    const { rows: seats } = await tx.query<{ id: number; priced: boolean; held: boolean }>(
      `SELECT s.id, ${pricedForGameSql('g')} AS priced,
              EXISTS (SELECT 1 FROM game_seat_claims c WHERE c.game_id = g.id AND c.seat_id = s.id AND c.kind = 'HELD' AND c.ticket_order_id = $3) AS held
       FROM seats s, games g WHERE g.id = $2 AND (s.id = ANY($1::int[]) OR s.id IN (SELECT seat_id FROM game_seat_claims WHERE kind = 'HELD' AND ticket_order_id = $3))`,
      [seatIds, order.game_id, order.id],
    );
    const wanted = new Set(seatIds);
    for (const seatId of seatIds) {
      const seat = seats.find((row) => row.id === seatId);
      if (!seat) throw new HttpError(404, `Seat ${seatId} not found`);
      if (!seat.priced) throw new HttpError(409, ticketFlow.texts.notPriced(seatId), TICKET_CODES.seatNotPriced);
    }
    await releaseSeats(tx, ticketFlow, order.id, seats.filter((seat) => seat.held && !wanted.has(seat.id)).map((seat) => seat.id));
    const claims = seats.filter((seat) => !seat.held && wanted.has(seat.id)).map((seat) => seat.id).sort((a, b) => a - b);
    for (const seatId of claims) {
      await tx.query("SELECT 1 FROM seat_releases WHERE game_id = $1 AND seat_id = $2 AND status = 'RELEASED' FOR UPDATE", [order.game_id, seatId]);
      await claimSeat(tx, ticketFlow, order.id, seatId, null);
    }
    await tx.query(
      `UPDATE ticket_orders o SET updated_at = now(), total_cents = coalesce((
         SELECT sum(gp.price_cents) FROM game_seat_claims c JOIN seats s ON s.id = c.seat_id JOIN games g ON g.id = o.game_id
         JOIN game_prices gp ON gp.tier = g.price_tier AND gp.area_id = s.area_id
         WHERE c.kind = 'HELD' AND c.ticket_order_id = o.id), 0)
       WHERE o.id = $1`,
      [order.id],
    );
  });
}
