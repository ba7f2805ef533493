import type { FastifyPluginAsync } from 'fastify';
import { APP_PATHS } from '../../src/api/app-paths/index.ts';
import { TICKET_CODES, ticketsEndpoints as endpoints } from '../../src/api/tickets.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { languageOfUser, textsFor } from '../i18n/member-texts.ts';
import { ticketPdf } from '../pdf/ticket.ts';
import { end, expireOverdue as expireOverdueOf, findLatestOwn, findOwn, openOwn } from '../purchase/lifecycle.ts';
import { awaitPayment, newTransaction, PAYMENT_HOLD_SECONDS } from '../purchase/payments.ts';
import { paymentNotification, providerPage } from '../purchase/provider.ts';
import { proposeBestSeats, retryLostRace } from '../store/best-seats.ts';
import { readClubName } from '../store/pages.ts';
import { readServerConfig } from '../store/settings.ts';
import { gameAreas } from '../tickets/best-seats.ts';
import { ticketFlow as flow } from '../tickets/flow.ts';
import { holdTicketSeats, startTicketOrder } from '../tickets/holds.ts';
import { LIVE_TICKET_STATUSES, readTicketOrder, readTickets, saleOfGame } from '../tickets/orders.ts';

/** Where the provider sends the browser back; it appends /success, /error or /pending-refund. */
const RESULT_PATH = APP_PATHS.ticketResult.replace('/:result', '');

/**
 * A single game's tickets (beyond §7): orders and their holds, the payment, the provider's
 * notification, and the buyer's tickets. Orders and tickets are always looked up with the caller's
 * user id (another user's answers 404); every step first expires the caller's overdue orders.
 */
export const ticketsRoutes: FastifyPluginAsync<{ db: Db; publicOrigin: string }> = async (app, { db, publicOrigin }) => {
  const expireOverdue = (userId: number) => expireOverdueOf(db, flow, userId);

  /** The open sale of the order's game and its buyer's cap: 409 once the sale has closed. */
  const openSale = async (tx: Queryable, gameId: number) => {
    const sale = await saleOfGame(tx, gameId);
    if (!sale?.open) throw new HttpError(409, "The game's tickets are not on sale", TICKET_CODES.saleClosed);
    return sale;
  };

  route(app, db, endpoints.createOrder, async ({ session, body, reply }) => {
    await expireOverdue(session.user.id);
    const id = await db.transaction((tx) => startTicketOrder(tx, session.user.id, body.gameId, body.seats));
    reply.code(201);
    return readTicketOrder(db, id);
  });

  route(app, db, endpoints.latestOrder, async ({ session }) => {
    await expireOverdue(session.user.id);
    const order = await findLatestOwn(db, flow, session.user.id);
    if (!order) throw new HttpError(404, 'No ticket order');
    return readTicketOrder(db, order.id);
  });

  route(app, db, endpoints.order, async ({ session, params }) => {
    await expireOverdue(session.user.id);
    const order = await findOwn(db, flow, session.user.id, { id: params.id });
    if (!order) throw new HttpError(404, flow.texts.notFound);
    return readTicketOrder(db, order.id);
  });

  route(app, db, endpoints.cancelOrder, async ({ session, params }) => {
    await db.transaction(async (tx) => {
      const order = await findOwn(tx, flow, session.user.id, { id: params.id }, { lock: true });
      if (!order || !LIVE_TICKET_STATUSES.includes(order.status)) throw new HttpError(404, 'No live ticket order');
      await end(tx, flow, order.id, 'CANCELLED');
    });
    return undefined;
  });

  route(app, db, endpoints.holdSeats, async ({ session, params, body }) => {
    await expireOverdue(session.user.id);
    await db.transaction(async (tx) => {
      const order = await openOwn(tx, flow, session.user, { id: params.id });
      const sale = await openSale(tx, order.game_id);
      await holdTicketSeats(tx, order, body.seats, sale.maxTickets);
    });
    return readTicketOrder(db, params.id);
  });

  route(app, db, endpoints.bestSeats, async ({ session, params, body }) => {
    await expireOverdue(session.user.id);
    const proposal = await retryLostRace(() =>
      db.transaction(async (tx) => {
        const order = await openOwn(tx, flow, session.user, { id: params.id });
        const sale = await openSale(tx, order.game_id);
        const people = Array.from({ length: body.count }, (_, index) => ({ id: index + 1, rolId: null }));
        const found = await proposeBestSeats(tx, {
          userId: session.user.id,
          people,
          areaId: body.areaId,
          wheelchairIndex: body.wheelchair ? 0 : undefined,
          load: gameAreas(order.game_id, order.id, body.count),
        });
        await holdTicketSeats(tx, order, found.seats.map((seat) => seat.seatId), sale.maxTickets);
        return found;
      }),
    );
    return { order: await readTicketOrder(db, params.id), proposal };
  });

  route(app, db, endpoints.payment, async ({ session, params, body }) => {
    await expireOverdue(session.user.id);
    const { methods, providerOrigin } = (await readServerConfig(db)).payments;
    if (!(methods as string[]).includes(body.paymentMethod)) {
      throw new HttpError(400, `body.paymentMethod: must be one of ${methods.join(', ')}`, 'invalid-payment-method');
    }
    const { transaction, amountCents } = await db.transaction(async (tx) => {
      const order = await openOwn(tx, flow, session.user, { id: params.id });
      await openSale(tx, order.game_id);
      const { rows } = await tx.query<{ total_cents: number; seats: number }>(
        "SELECT total_cents, (SELECT count(*)::int FROM game_seat_claims WHERE kind = 'HELD' AND ticket_order_id = $1) AS seats FROM ticket_orders WHERE id = $1",
        [order.id],
      );
      if (!rows[0]?.seats) throw new HttpError(409, 'The order holds no seat', TICKET_CODES.seatTaken);
      const started = { transaction: newTransaction(), amountCents: rows[0].total_cents };
      await tx.query('INSERT INTO ticket_order_payments (ticket_order_id, transaction, method, amount_cents) VALUES ($1, $2, $3, $4)', [
        order.id,
        started.transaction,
        body.paymentMethod,
        started.amountCents,
      ]);
      await awaitPayment(tx, flow, order.id, 'PENDING_PAYMENT', PAYMENT_HOLD_SECONDS);
      return started;
    });
    const url = await providerPage(db, providerOrigin, {
      transaction,
      amountCents,
      description: `Entradas nº ${params.id}`,
      returnUrl: `${publicOrigin}${RESULT_PATH}`,
      notifyUrl: `${publicOrigin}/api/${endpoints.paymentNotify.path}`,
    });
    return { transaction: url };
  });

  route(app, db, endpoints.paymentNotify, paymentNotification(db, flow));

  route(app, db, endpoints.tickets, ({ session }) => readTickets(db, session.user.id));

  const ownTicket = async (userId: number, id: number) => {
    const [ticket] = await readTickets(db, userId, id);
    if (!ticket) throw new HttpError(404, 'Ticket not found');
    return ticket;
  };

  route(app, db, endpoints.ticket, ({ session, params }) => ownTicket(session.user.id, params.id));

  route(app, db, endpoints.ticketPdf, async ({ session, params, reply }) => {
    const ticket = await ownTicket(session.user.id, params.id);
    const file = await ticketPdf(ticket, await readClubName(db), textsFor(await languageOfUser(db, session.user.id)));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="entrada-${ticket.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file));
  });
};
