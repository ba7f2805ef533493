import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_LIMITS, SIGNUP_ACCOUNT_LIMIT } from '../../src/api/limits.ts';
import { SIGNUP_CODES, SIGNUP_PAYMENT_RETURN_PATH, signupEndpoints as endpoints } from '../../src/api/signup.ts';
import { mailConfirmationLink, startSession } from '../auth/login.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/db.ts';
import { clientKey, countedCall } from '../http/limits.ts';
import { HttpError, route } from '../http/route.ts';
import { languageOfUser, textsFor } from '../i18n/member-texts.ts';
import { passCardPdf } from '../pdf/pass-card.ts';
import { assertMailConfirmed, assertMayHold, recordAccountCreation } from '../store/hold-limits.ts';
import { recordFirstSend, sendMailCode } from '../store/mail-codes.ts';
import { readClubName } from '../store/pages.ts';
import { readServerConfig } from '../store/settings.ts';
import { createSignupAccount } from '../store/signup-accounts.ts';
import { holdOrderSeats } from '../store/signup-holds.ts';
import { proposeBestSeats, retryLostRace, wheelchairIndexOf } from '../store/best-seats.ts';
import { orderPeople } from '../store/best-seats-people.ts';
import { createOrder } from '../store/signup-order-create.ts';
import { readSignupOrder } from '../store/signup-order-view.ts';
import { end, expireOverdue as expireOverdueOf, findLatestOwn, findOwn, openOwn } from '../purchase/lifecycle.ts';
import { paymentNotification, providerPage } from '../purchase/provider.ts';
import { signupFlow as flow } from '../store/signup-flow.ts';
import { repriceOrder } from '../store/signup-prices.ts';
import { startSignupPayment } from '../store/signup-payments.ts';
import { findUserById } from '../store/users.ts';

/**
 * Sign-up (beyond §7): the visitor's account, orders for one or several people, their seat holds,
 * the payment and the provider's notification. Orders are always looked up with the caller's user
 * id (another user's order answers 404) and every step first expires the caller's overdue orders.
 */
export const signupRoutes: FastifyPluginAsync<{ db: Db; publicOrigin: string }> = async (app, { db, publicOrigin }) => {
  /** Spec §5: creation only while the club allows it (settings row, read per request). */
  const requireCreationOpen = async () => {
    if (!(await readServerConfig(db)).enablePartnerCreation) {
      throw new HttpError(403, 'Membership creation is disabled', SIGNUP_CODES.creationClosed);
    }
  };
  const expireOverdue = (userId: number) => expireOverdueOf(db, flow, userId);

  route(app, db, endpoints.account, async ({ body, request, reply }) => {
    await requireCreationOpen();
    // A refused sign-up tells that the mail or DNI has an account: it counts like a failed login.
    const refusedSignUps = [
      { limit: SIGNUP_ACCOUNT_LIMIT, key: `mail:${body.mail.toLowerCase()}` },
      { limit: LOGIN_LIMITS.address, key: clientKey(request.ip) },
    ];
    const user = await countedCall(db, reply, refusedSignUps, async () => {
      const passwordHash = await hashPassword(body.password);
      // The account and its mails in one transaction (the outbox): a process that dies between
      // them would leave an account its owner can neither confirm nor make again.
      return db.transaction(async (tx) => {
        await recordAccountCreation(tx, request.ip);
        const created = await findUserById(tx, await createSignupAccount(tx, body, passwordHash));
        if (!created) throw new HttpError(500, 'The new account could not be read');
        await mailConfirmationLink(tx, created);
        await recordFirstSend(tx, created.id);
        await sendMailCode(tx, created);
        return created;
      });
    });
    await startSession(db, request, reply, user.id);
    reply.code(201);
    return user;
  });

  route(app, db, endpoints.createOrder, async ({ body, session, reply }) => {
    await requireCreationOpen();
    await expireOverdue(session.user.id);
    const id = await db.transaction((tx) => createOrder(tx, session.user.id, body));
    reply.code(201);
    return readSignupOrder(db, id);
  });

  route(app, db, endpoints.latestOrder, async ({ session }) => {
    await expireOverdue(session.user.id);
    const order = await findLatestOwn(db, flow, session.user.id);
    if (!order) throw new HttpError(404, 'No order');
    return readSignupOrder(db, order.id);
  });

  route(app, db, endpoints.order, async ({ params, session }) => {
    await expireOverdue(session.user.id);
    const order = await findOwn(db, flow, session.user.id, { id: params.id });
    if (!order) throw new HttpError(404, flow.texts.notFound);
    return readSignupOrder(db, order.id);
  });

  route(app, db, endpoints.passCard, async ({ params, session, reply }) => {
    const order = await findOwn(db, flow, session.user.id, { id: params.id });
    if (!order) throw new HttpError(404, flow.texts.notFound);
    if (order.status !== 'PAID') throw new HttpError(409, `The order is ${order.status}`, SIGNUP_CODES.orderNotOpen);
    const texts = textsFor(await languageOfUser(db, session.user.id));
    const file = await passCardPdf(await readSignupOrder(db, order.id), await readClubName(db), texts);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="abono-${order.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file));
  });

  route(app, db, endpoints.cancelOrder, async ({ params, session }) => {
    await expireOverdue(session.user.id);
    await db.transaction(async (tx) => {
      const order = await findOwn(tx, flow, session.user.id, { id: params.id }, { lock: true });
      if (!order) throw new HttpError(404, flow.texts.notFound);
      if (order.status !== 'OPEN' && order.status !== 'AWAITING_CASH') {
        throw new HttpError(409, `The order is ${order.status}`, SIGNUP_CODES.orderNotOpen);
      }
      await end(tx, flow, order.id, 'CANCELLED');
    });
    return undefined;
  });

  route(app, db, endpoints.holdSeats, async ({ params, body, session, request }) => {
    await requireCreationOpen();
    await expireOverdue(session.user.id);
    await db.transaction(async (tx) => {
      const order = await openOwn(tx, flow, session.user, { id: params.id });
      await assertMayHold(tx, order, request.ip);
      await holdOrderSeats(tx, order, body.seats);
      await repriceOrder(tx, order.id);
    });
    return readSignupOrder(db, params.id);
  });

  route(app, db, endpoints.bestSeats, async ({ params, body, session, request }) => {
    await requireCreationOpen();
    await expireOverdue(session.user.id);
    const proposal = await retryLostRace(() =>
      db.transaction(async (tx) => {
        const order = await openOwn(tx, flow, session.user, { id: params.id });
        await assertMayHold(tx, order, request.ip);
        const people = await orderPeople(tx, order.id);
        const notAPerson = new HttpError(403, `Person ${body.wheelchairFor} is not in this order`, SIGNUP_CODES.personNotInOrder);
        const wheelchairIndex = wheelchairIndexOf(people, body.wheelchairFor, notAPerson);
        const found = await proposeBestSeats(tx, { userId: session.user.id, people, areaId: body.areaId, wheelchairIndex });
        await holdOrderSeats(tx, order, found.seats.map((seat) => ({ personId: seat.personId, seatId: seat.seatId })));
        await repriceOrder(tx, order.id);
        return found;
      }),
    );
    return { order: await readSignupOrder(db, params.id), proposal };
  });

  route(app, db, endpoints.payment, async ({ params, body, session }) => {
    await requireCreationOpen();
    await expireOverdue(session.user.id);
    const { transaction, amountCents } = await db.transaction(async (tx) => {
      const order = await openOwn(tx, flow, session.user, { id: params.id });
      await assertMailConfirmed(tx, order.user_id);
      return startSignupPayment(tx, order, body);
    });
    const order = await readSignupOrder(db, params.id);
    if (transaction === null) return { transaction: null, order };
    const { providerOrigin } = (await readServerConfig(db)).payments;
    const url = await providerPage(db, providerOrigin, {
      transaction,
      amountCents,
      description: `Alta de abonado nº ${params.id}`,
      returnUrl: `${publicOrigin}${SIGNUP_PAYMENT_RETURN_PATH}`,
      notifyUrl: `${publicOrigin}/api/${endpoints.paymentNotify.path}`,
    });
    return { transaction: url, order };
  });

  route(app, db, endpoints.paymentNotify, paymentNotification(db, flow));
};
