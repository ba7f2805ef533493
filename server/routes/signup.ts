import type { FastifyPluginAsync } from 'fastify';
import { SIGNUP_CODES, SIGNUP_PAYMENT_RETURN_PATH, signupEndpoints as endpoints } from '../../src/api/signup.ts';
import { mailConfirmationLink, startSession } from '../auth/login.ts';
import { hashPassword } from '../auth/password.ts';
import { limitedAttempt } from '../auth/rate-limit.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { languageOfUser, textsFor } from '../i18n/member-texts.ts';
import { paymentPageUrl, verifyNotification } from '../payment-provider/signature.ts';
import { passCardPdf } from '../pdf/pass-card.ts';
import { assertMailConfirmed, assertMayHold, recordAccountCreation } from '../store/hold-limits.ts';
import { recordFirstSend, sendMailCode } from '../store/mail-codes.ts';
import { readClubName } from '../store/pages.ts';
import { readServerConfig, readSigningSecret } from '../store/settings.ts';
import { createSignupAccount } from '../store/signup-accounts.ts';
import { holdOrderSeats } from '../store/signup-holds.ts';
import { BEST_SEATS_LIMIT, proposeBestSeats, retryLostRace, wheelchairIndexOf } from '../store/best-seats.ts';
import { orderPeople } from '../store/best-seats-people.ts';
import { countRequest } from '../auth/request-limit.ts';
import { createOrder } from '../store/signup-order-create.ts';
import { readSignupOrder } from '../store/signup-order-view.ts';
import {
  assertOrderOpen,
  endOrder,
  expireOverdueOrders,
  findLatestOwnOrder,
  findOwnOrder,
  type OrderRow,
} from '../store/signup-orders.ts';
import { repriceOrder } from '../store/signup-prices.ts';
import { applyProviderOutcome, startSignupPayment } from '../store/signup-payments.ts';
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
  const expireOverdue = (userId: number) => expireOverdueOrders(db, userId);
  /** The caller's order, locked, inside `work`'s transaction; 404 when it is not theirs. */
  const withOwnOrder = <T>(userId: number, orderId: number, work: (tx: Queryable, order: OrderRow) => Promise<T>) =>
    db.transaction(async (tx) => {
      const order = await findOwnOrder(tx, userId, orderId, { lock: true });
      if (!order) throw new HttpError(404, 'Order not found');
      return work(tx, order);
    });

  route(app, db, endpoints.account, async ({ body, request, reply }) => {
    await requireCreationOpen();
    // A refused sign-up tells that the mail or DNI has an account: it counts like a failed login.
    const user = await limitedAttempt(db, reply, { ip: request.ip, account: `signup:${body.mail.toLowerCase()}` }, async () => {
      const passwordHash = await hashPassword(body.password);
      // The account and its mails in one transaction (the outbox): a process that dies between
      // them would leave an account its owner can neither confirm nor make again.
      return db.transaction(async (tx) => {
        await recordAccountCreation(tx, request.ip);
        const created = await findUserById(tx, await createSignupAccount(tx, body, passwordHash));
        if (!created) throw new HttpError(500, 'The new account could not be read');
        await mailConfirmationLink(tx, created);
        await recordFirstSend(tx, created.id, request.ip);
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
    const order = await findLatestOwnOrder(db, session.user.id);
    if (!order) throw new HttpError(404, 'No order');
    return readSignupOrder(db, order.id);
  });

  route(app, db, endpoints.order, async ({ params, session }) => {
    await expireOverdue(session.user.id);
    const order = await findOwnOrder(db, session.user.id, params.id);
    if (!order) throw new HttpError(404, 'Order not found');
    return readSignupOrder(db, order.id);
  });

  route(app, db, endpoints.passCard, async ({ params, session, reply }) => {
    const order = await findOwnOrder(db, session.user.id, params.id);
    if (!order) throw new HttpError(404, 'Order not found');
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
    await withOwnOrder(session.user.id, params.id, async (tx, order) => {
      if (order.status !== 'OPEN' && order.status !== 'AWAITING_CASH') {
        throw new HttpError(409, `The order is ${order.status}`, SIGNUP_CODES.orderNotOpen);
      }
      await endOrder(tx, order.id, 'CANCELLED');
    });
    return undefined;
  });

  route(app, db, endpoints.holdSeats, async ({ params, body, session, request }) => {
    await requireCreationOpen();
    await expireOverdue(session.user.id);
    await withOwnOrder(session.user.id, params.id, async (tx, order) => {
      assertOrderOpen(order);
      await assertMayHold(tx, order, request.ip);
      await holdOrderSeats(tx, order.id, body.seats);
      await repriceOrder(tx, order.id);
    });
    return readSignupOrder(db, params.id);
  });

  route(app, db, endpoints.bestSeats, async ({ params, body, session, request, reply }) => {
    await countRequest(db, reply, [{ limit: BEST_SEATS_LIMIT, key: String(session.user.id) }]);
    await requireCreationOpen();
    await expireOverdue(session.user.id);
    const proposal = await retryLostRace(() =>
      withOwnOrder(session.user.id, params.id, async (tx, order) => {
        assertOrderOpen(order);
        await assertMayHold(tx, order, request.ip);
        const people = await orderPeople(tx, order.id);
        const notAPerson = new HttpError(403, `Person ${body.wheelchairFor} is not in this order`, SIGNUP_CODES.personNotInOrder);
        const wheelchairIndex = wheelchairIndexOf(people, body.wheelchairFor, notAPerson);
        const found = await proposeBestSeats(tx, { userId: session.user.id, people, areaId: body.areaId, wheelchairIndex });
        await holdOrderSeats(tx, order.id, found.seats.map((seat) => ({ personId: seat.personId, seatId: seat.seatId })));
        await repriceOrder(tx, order.id);
        return found;
      }),
    );
    return { order: await readSignupOrder(db, params.id), proposal };
  });

  route(app, db, endpoints.payment, async ({ params, body, session }) => {
    await requireCreationOpen();
    await expireOverdue(session.user.id);
    const { transaction, amountCents } = await withOwnOrder(session.user.id, params.id, async (tx, order) => {
      assertOrderOpen(order);
      await assertMailConfirmed(tx, order.user_id);
      return startSignupPayment(tx, order, body);
    });
    const order = await readSignupOrder(db, params.id);
    if (transaction === null) return { transaction: null, order };
    const { providerOrigin } = (await readServerConfig(db)).payments;
    const url = paymentPageUrl(providerOrigin, await readSigningSecret(db, 'payment'), {
      transaction,
      amount: String(amountCents),
      description: `Alta de abonado nº ${params.id}`,
      returnUrl: `${publicOrigin}${SIGNUP_PAYMENT_RETURN_PATH}`,
      notifyUrl: `${publicOrigin}/api/${endpoints.paymentNotify.path}`,
    });
    return { transaction: url, order };
  });

  route(app, db, endpoints.paymentNotify, async ({ body }) => {
    const secret = await readSigningSecret(db, 'payment');
    if (!verifyNotification(secret, body.transaction, body.outcome, body.signature)) {
      throw new HttpError(403, 'Bad payment notification signature', 'bad-signature');
    }
    await db.transaction((tx) => applyProviderOutcome(tx, body.transaction, body.outcome));
    return undefined;
  });
};
