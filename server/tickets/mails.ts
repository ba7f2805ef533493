import { APP_PATHS } from '../../src/api/app-paths/index.ts';
import type { Queryable } from '../db/db.ts';
import { eurosOf, gameTime } from '../i18n/member-texts.ts';
import { mailMember } from '../mail/member-mail.ts';
import { siteLink } from '../mail/site-link.ts';

/** The buyer's mail of a paid order, in their language: the game, its time, the seats and the link to the tickets. */
export async function mailTickets(tx: Queryable, orderId: number): Promise<void> {
  const { rows } = await tx.query<{ user_id: number; mail: string | null; opponent: string; starts_at: Date | string; total_cents: number; seats: string[] }>(
    `SELECT o.user_id, u.mail, g.opponent, g.starts_at, o.total_cents,
            array_agg(a.name || ' · ' || s.row_number || '-' || s.seat_number ORDER BY s.id) AS seats
     FROM ticket_orders o JOIN users u ON u.id = o.user_id JOIN games g ON g.id = o.game_id
     JOIN tickets t ON t.ticket_order_id = o.id JOIN seats s ON s.id = t.seat_id JOIN areas a ON a.id = s.area_id
     WHERE o.id = $1 GROUP BY o.id, u.id, g.id`,
    [orderId],
  );
  const order = rows[0];
  if (!order?.mail) return;
  await mailMember(tx, { userId: order.user_id, recipient: order.mail }, 'ticketsBought', (texts) => ({
    orderId,
    game: order.opponent,
    when: gameTime(texts, new Date(order.starts_at).toISOString()),
    seats: order.seats.join(', '),
    total: eurosOf(texts, order.total_cents),
    link: siteLink(APP_PATHS.tickets),
  }));
}

/** Each credited member's mail, in their language: the game, the seat that sold and the credit. */
export async function mailCredits(tx: Queryable, releaseIds: number[]): Promise<void> {
  const { rows } = await tx.query<{ user_id: number; mail: string | null; opponent: string; seat: string; amount_cents: number }>(
    `SELECT p.user_id, u.mail, g.opponent, a.name || ' · ' || s.row_number || '-' || s.seat_number AS seat, mc.amount_cents
     FROM member_credits mc JOIN seat_releases r ON r.id = mc.release_id JOIN partners p ON p.id = mc.partner_id
     JOIN users u ON u.id = p.user_id JOIN games g ON g.id = r.game_id JOIN seats s ON s.id = r.seat_id JOIN areas a ON a.id = s.area_id
     WHERE mc.release_id = ANY($1::int[])`,
    [releaseIds],
  );
  for (const credit of rows) {
    if (!credit.mail) continue;
    await mailMember(tx, { userId: credit.user_id, recipient: credit.mail }, 'creditEarned', (texts) => ({
      game: credit.opponent,
      seat: credit.seat,
      amount: eurosOf(texts, credit.amount_cents),
      link: siteLink(APP_PATHS.partnerProfile),
    }));
  }
}
