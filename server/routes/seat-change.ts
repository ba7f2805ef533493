import type { FastifyPluginAsync } from 'fastify';
import { APP_PATHS } from '../../src/api/app-paths/index.ts';
import { SEAT_CHANGE_CODES, seatChangeEndpoints as endpoints, type SeatChangeStatus } from '../../src/api/seat-change.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { end, expireOverdue as expireOverdueOf, findLatestOwn, findOwn, openOwn } from '../purchase/lifecycle.ts';
import { paymentNotification, providerPage } from '../purchase/provider.ts';
import { readServerConfig } from '../store/settings.ts';
import { startSeatChange } from '../store/seat-change-init.ts';
import { seatChangeFlow as flow } from '../store/seat-change-flow.ts';
import { confirmChange, startPayment } from '../store/seat-change-payments.ts';
import { FINISHED_STATUSES, LIVE_STATUSES, OPEN_STATUSES, readSeatChange } from '../store/seat-changes.ts';
import { holdSeats } from '../store/seat-holds.ts';
import { proposeBestSeats, retryLostRace, wheelchairIndexOf } from '../store/best-seats.ts';
import { changePeople } from '../store/best-seats-people.ts';

/** Where the provider sends the browser back; it appends /success, /error or /pending-refund. */
const CHECKOUT_PATH = APP_PATHS.seatChangeCheckout;

/**
 * Seat change area: sessions, seat holds, confirmation, payment and the provider's notification.
 * Reads and every step first expire the caller's overdue changes (lazy expiry). Changes are
 * always looked up with the caller's user id, so another user's change answers 404; every step
 * that advances a change checks again that the caller may still act for all its partners.
 */
export const seatChangeRoutes: FastifyPluginAsync<{ db: Db; publicOrigin: string }> = async (app, { db, publicOrigin }) => {
  const expireOverdue = (userId: number) => expireOverdueOf(db, flow, userId);

  const latest = async (userId: number, statuses: SeatChangeStatus[], notFoundMessage: string) => {
    await expireOverdue(userId);
    const change = await findLatestOwn(db, flow, userId, statuses);
    if (!change) throw new HttpError(404, notFoundMessage);
    return readSeatChange(db, change.id);
  };

  route(app, db, endpoints.current, ({ session }) => latest(session.user.id, OPEN_STATUSES, 'Seat change not loaded'));
  route(app, db, endpoints.pendingPayment, ({ session }) =>
    latest(session.user.id, ['PENDING_PAYMENT'], 'No seat change waiting for payment'),
  );
  route(app, db, endpoints.finished, ({ session }) =>
    latest(session.user.id, FINISHED_STATUSES, 'No finished seat change'),
  );

  route(app, db, endpoints.init, async ({ session, body, reply }) => {
    await expireOverdue(session.user.id);
    const id = await db.transaction((tx) =>
      startSeatChange(tx, session.user, { productId: body.productId, partnerIds: body.partners }),
    );
    reply.code(201);
    return readSeatChange(db, id);
  });

  route(app, db, endpoints.cancelPendingPayment, async ({ session, params }) => {
    await db.transaction(async (tx) => {
      const change = await findOwn(tx, flow, session.user.id, { id: params.id }, { lock: true });
      if (change?.status !== 'PENDING_PAYMENT') throw new HttpError(404, 'No seat change waiting for payment');
      await end(tx, flow, change.id, 'CANCELLED');
    });
    return undefined;
  });

  route(app, db, endpoints.cancel, async ({ session, params }) => {
    await db.transaction(async (tx) => {
      const change = await findOwn(tx, flow, session.user.id, { session: params.session }, { lock: true });
      if (!change || !LIVE_STATUSES.includes(change.status)) throw new HttpError(404, 'Failed cancel seat change');
      await end(tx, flow, change.id, 'CANCELLED');
    });
    return undefined;
  });

  route(app, db, endpoints.expire, async ({ session, params }) => {
    await db.transaction(async (tx) => {
      const change = await findOwn(tx, flow, session.user.id, { session: params.session }, { lock: true });
      if (!change) throw new HttpError(404, flow.texts.notFound);
      if (change.status === 'EXPIRED') return;
      if (!OPEN_STATUSES.includes(change.status)) throw new HttpError(409, flow.texts.notOpen(change.status), flow.codes.notOpen);
      await end(tx, flow, change.id, 'EXPIRED');
    });
    return undefined;
  });

  route(app, db, endpoints.updateSeats, async ({ session, body }) => {
    await expireOverdue(session.user.id);
    const id = await db.transaction(async (tx) => {
      const change = await openOwn(tx, flow, session.user, { session: body.session });
      await holdSeats(tx, change.id, body.seatsInfo);
      return change.id;
    });
    return readSeatChange(db, id);
  });

  route(app, db, endpoints.bestSeats, async ({ session, params, body }) => {
    await expireOverdue(session.user.id);
    const { id, proposal } = await retryLostRace(() =>
      db.transaction(async (tx) => {
        const change = await openOwn(tx, flow, session.user, { session: params.session });
        const people = await changePeople(tx, change.id);
        const notAPartner = new HttpError(403, `Partner ${body.wheelchairFor} is not part of this seat change`, SEAT_CHANGE_CODES.partnerNotInChange);
        const wheelchairIndex = wheelchairIndexOf(people, body.wheelchairFor, notAPartner);
        const found = await proposeBestSeats(tx, { userId: session.user.id, people, areaId: body.areaId, wheelchairIndex });
        await holdSeats(tx, change.id, found.seats.map((seat) => ({ partnerId: seat.personId, seatId: seat.seatId })));
        return { id: change.id, proposal: found };
      }),
    );
    return { change: await readSeatChange(db, id), proposal };
  });

  route(app, db, endpoints.confirm, async ({ session, params }) => {
    await expireOverdue(session.user.id);
    const id = await db.transaction(async (tx) => {
      const change = await openOwn(tx, flow, session.user, { session: params.session });
      await confirmChange(tx, change.id);
      return change.id;
    });
    return readSeatChange(db, id);
  });

  route(app, db, endpoints.payment, async ({ session, body }) => {
    await expireOverdue(session.user.id);
    const { methods, providerOrigin } = (await readServerConfig(db)).payments;
    if (!(methods as string[]).includes(body.paymentMethod)) {
      throw new HttpError(400, `body.paymentMethod: must be one of ${methods.join(', ')}`, 'invalid-payment-method');
    }
    const { transaction, amountCents, changeId } = await db.transaction(async (tx) => {
      const change = await openOwn(tx, flow, session.user, { session: body.session });
      if (change.status !== 'CONFIRMED' || !change.third_step) {
        throw new HttpError(409, 'Seat change is not confirmed', SEAT_CHANGE_CODES.seatChangeNotConfirmed);
      }
      return { ...(await startPayment(tx, { id: change.id, method: body.paymentMethod })), changeId: change.id };
    });
    const url = await providerPage(db, providerOrigin, {
      transaction,
      amountCents,
      description: `Cambio de asiento nº ${changeId}`,
      returnUrl: `${publicOrigin}${CHECKOUT_PATH}`,
      notifyUrl: `${publicOrigin}/api/payments/notify`,
    });
    return { transaction: url };
  });

  route(app, db, endpoints.paymentNotify, paymentNotification(db, flow));
};
