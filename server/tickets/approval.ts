import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { sellHeld } from '../purchase/sell.ts';
import { creditCents } from '../store/releases.ts';
import type { PurchaseFlow } from '../purchase/flow.ts';
import { mailCredits, mailTickets } from './mails.ts';

interface HeldSeat {
  seat_id: number;
  price_cents: number;
  /** The member's release the seat is sold through; null for a seat unsold for the season. */
  release_id: number | null;
  partner_id: number | null;
  sold_for_season: boolean;
}

/**
 * The approval of a ticket order: one ticket per held seat, each in the buyer's name with its own
 * code secret; the claims become SOLD to them; a member's released seat becomes SOLD and the
 * member is credited their share of its price (settings.release_share_percent, rounded down to the
 * cent) in the ledger. False, making nothing, when the seats held are no longer what was paid: a
 * member's seat not released any more, or a total that differs from the payment's amount.
 */
export async function makeTickets(tx: Queryable, flow: PurchaseFlow, orderId: number, paymentId: number): Promise<boolean> {
  const { rows: order } = await tx.query<{ user_id: number; game_id: number; amount_cents: number; holder: string; share: number }>(
    `SELECT o.user_id, o.game_id, p.amount_cents, trim(u.name || ' ' || u.lastname) AS holder,
            (SELECT release_share_percent FROM settings) AS share
     FROM ticket_orders o JOIN users u ON u.id = o.user_id JOIN ticket_order_payments p ON p.id = $2
     WHERE o.id = $1`,
    [orderId, paymentId],
  );
  const { user_id: userId, game_id: gameId, amount_cents: paid, holder, share } = order[0]!;
  // The releases first, in seat order as a take-back or a hold locks them, then the claims.
  await tx.query(
    `SELECT 1 FROM seat_releases WHERE game_id = $1 AND status = 'RELEASED'
       AND seat_id IN (SELECT seat_id FROM game_seat_claims WHERE kind = 'HELD' AND ticket_order_id = $2)
     ORDER BY seat_id FOR UPDATE`,
    [gameId, orderId],
  );
  const { rows: seats } = await tx.query<HeldSeat>(
    `SELECT c.seat_id, coalesce(gp.price_cents, 0) AS price_cents, r.id AS release_id, r.partner_id, sc.seat_id IS NOT NULL AS sold_for_season
     FROM game_seat_claims c JOIN games g ON g.id = c.game_id JOIN seats s ON s.id = c.seat_id
     LEFT JOIN game_prices gp ON gp.tier = g.price_tier AND gp.area_id = s.area_id
     LEFT JOIN seat_claims sc ON sc.seat_id = c.seat_id AND sc.kind = 'SOLD'
     LEFT JOIN seat_releases r ON r.game_id = c.game_id AND r.seat_id = c.seat_id AND r.partner_id = sc.partner_id AND r.status = 'RELEASED'
     WHERE c.kind = 'HELD' AND c.ticket_order_id = $1 ORDER BY c.seat_id FOR UPDATE OF c`,
    [orderId],
  );
  const total = seats.reduce((sum, seat) => sum + seat.price_cents, 0);
  if (seats.length === 0 || total !== paid || seats.some((seat) => seat.sold_for_season && seat.release_id === null)) return false;
  const { rows: tickets } = await tx.query<{ id: number; seat_id: number }>(
    `INSERT INTO tickets (ticket_order_id, user_id, game_id, seat_id, holder_name, price_cents, secret, release_id)
     SELECT $1, $2, $3, seat.id, $4, seat.price, seat.secret, seat.release
     FROM unnest($5::int[], $6::int[], $7::text[], $8::int[]) AS seat(id, price, secret, release)
     RETURNING id, seat_id`,
    [
      orderId,
      userId,
      gameId,
      holder,
      seats.map((seat) => seat.seat_id),
      seats.map((seat) => seat.price_cents),
      seats.map(() => randomBytes(20).toString('hex')),
      seats.map((seat) => seat.release_id),
    ],
  );
  for (const ticket of tickets) await sellHeld(tx, flow, orderId, { seatId: ticket.seat_id, holderId: ticket.id });
  const released = seats.filter((seat) => seat.release_id !== null);
  if (released.length > 0) {
    await tx.query("UPDATE seat_releases SET status = 'SOLD', updated_at = now() WHERE id = ANY($1::int[])", [released.map((seat) => seat.release_id)]);
    const credits = released.map((seat) => ({ ...seat, cents: creditCents(seat.price_cents, share) })).filter((seat) => seat.cents > 0);
    await tx.query(
      `INSERT INTO member_credits (partner_id, amount_cents, reason, release_id)
       SELECT credit.partner, credit.cents, 'RELEASE_SOLD', credit.release FROM unnest($1::int[], $2::int[], $3::int[]) AS credit(partner, cents, release)`,
      [credits.map((seat) => seat.partner_id), credits.map((seat) => seat.cents), credits.map((seat) => seat.release_id)],
    );
    await mailCredits(tx, credits.map((seat) => seat.release_id!));
  }
  await tx.query("UPDATE ticket_orders SET status = 'PAID', updated_at = now() WHERE id = $1", [orderId]);
  await mailTickets(tx, orderId);
  return true;
}
