import type { FastifyInstance } from 'fastify';
import { ticketOrderSchema, ticketsPaths, type TicketOrder } from '../../src/api/tickets.ts';
import { pathOf } from '../../src/api/contract.ts';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { signNotification } from '../payment-provider/signature.ts';
import { readSigningSecret } from '../store/settings.ts';
import { FIXTURE } from './seat-change.fixtures.ts';
import { sendAs, transactionOf } from './signup.fixtures.ts';

/** The fixture areas' ticket prices (seat-change.fixtures.ts): 20 € cheap, 30 € dear; the junior area has none. */
export const TICKET_PRICE_CENTS = { [FIXTURE.cheapArea]: 2_000, [FIXTURE.dearArea]: 3_000 } as const;

let games = 0;

/**
 * A home game of the current season a week from now, its tickets on sale since yesterday until
 * tip-off, priced by a tier of its own for the fixture areas, without the line unless `lineOn`.
 * Answers its id.
 */
export async function insertTicketGame(db: Queryable, options: { saleOpen?: boolean; startsInHours?: number; lineOn?: boolean } = {}): Promise<number> {
  const tier = `FIXTURE_${++games}`;
  for (const [area, cents] of Object.entries(TICKET_PRICE_CENTS)) {
    await db.query('INSERT INTO game_prices (tier, area_id, price_cents) VALUES ($1, $2, $3)', [tier, Number(area), cents]);
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO games (season, starts_at, competition, opponent, price_tier, sale_opens_at, sale_closes_at, line_on)
     SELECT season, now() + make_interval(hours => $2), 'MENS_LEAGUE', 'Fixture Basket', $1,
            now() - interval '1 day', CASE WHEN $3 THEN now() + make_interval(hours => $2) ELSE now() - interval '1 hour' END, $4
     FROM (SELECT season FROM games ORDER BY starts_at DESC LIMIT 1) current RETURNING id`,
    [tier, options.startsInHours ?? 24 * 7, options.saleOpen ?? true, options.lineOn ?? false],
  );
  return rows[0]!.id;
}

/** A member's seat released for the game, as POST releases makes it. Answers the release's id. */
export async function releaseSeat(db: Queryable, gameId: number, partner: { partnerId: number; userId: number }, seatId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO seat_releases (game_id, seat_id, partner_id, released_by, status) VALUES ($1, $2, $3, $4, 'RELEASED') RETURNING id",
    [gameId, seatId, partner.partnerId, partner.userId],
  );
  return rows[0]!.id;
}

/** The buyer's calls of the ticket flow. */
export function ticketBuyer(app: FastifyInstance, cookie: string) {
  const send = sendAs(app, cookie);
  return {
    send,
    order: (gameId: number, seats: number[]) => send('POST', ticketsPaths.orders, { gameId, seats }),
    hold: (orderId: number, seats: number[]) => send('PUT', pathOf({ path: ticketsPaths.seats }, { id: orderId }), { seats }),
    pay: (orderId: number) => send('POST', pathOf({ path: ticketsPaths.payment }, { id: orderId }), { paymentMethod: 'CARD' }),
  };
}

export const orderOf = (body: string): TicketOrder => ticketOrderSchema.parse(JSON.parse(body));

/** Pays the order at the provider: starts the payment and sends the provider's signed outcome. */
export async function payOrder(app: FastifyInstance, db: Queryable, cookie: string, orderId: number, outcome: PaymentOutcome = 'APPROVED') {
  const started = await ticketBuyer(app, cookie).pay(orderId);
  if (started.statusCode !== 200) return started;
  const transaction = transactionOf(started.json<{ transaction: string }>().transaction);
  const signature = signNotification(await readSigningSecret(db, 'payment'), transaction, outcome);
  return app.inject({ method: 'POST', url: `/api/${ticketsPaths.paymentNotify}`, payload: { transaction, outcome, signature } });
}
