import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/api/users.ts';
import type { Db } from '../db/db.ts';
import { signNotification } from '../payment-provider/signature.ts';
import { FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { createSignupUser } from '../routes/signup.fixtures.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestDb } from '../test/test-app.ts';
import { approvals, authorised, createTicketTables, ticketFlow as flow } from './game-ticket.fixtures.ts';
import { claimSeat, holdAllOrNone } from './holds.ts';
import { end, expireOverdue, extendHolds, findLatestOwn, openOwn } from './lifecycle.ts';
import { applyProviderOutcome, awaitPayment, newTransaction, PAYMENT_HOLD_SECONDS } from './payments.ts';
import { paymentNotification } from './provider.ts';

/**
 * The purchase core under a third flow that only implements PurchaseFlow (a game's ticket):
 * claiming seats all or none, the race codes, lapsing and extending holds, and the payment's
 * states, each with the flow's own codes and effects.
 */
let db: Db;
let userId: number;
beforeAll(async () => {
  db = await createTestDb();
  await insertArenaFixture(db);
  await createTicketTables(db);
  userId = (await createSignupUser(db)).userId;
}, 120_000);
afterAll(() => db.close());
beforeEach(() => {
  approvals.answer = true;
  authorised.length = 0;
});

let nextSeat = 0;
const freeSeat = () => FIXTURE.seat(FIXTURE.cheapArea, nextSeat++);
const asUser = (id = userId) => ({ id }) as User;

async function newTicket(owner = userId): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO test_game_tickets (user_id) VALUES ($1) RETURNING id', [owner]);
  return rows[0]!.id;
}
const ticketOf = async (id: number) =>
  (
    await db.query<{ status: string; made: boolean; declined: boolean; closings: number }>(
      'SELECT status, made, declined, (SELECT count(*)::integer FROM test_game_ticket_closings WHERE ticket_id = $1) AS closings FROM test_game_tickets WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const heldBy = async (id: number) =>
  (await db.query<{ seat_id: number }>("SELECT seat_id FROM seat_claims WHERE kind = 'HELD' AND test_game_ticket_id = $1 ORDER BY seat_id", [id])).rows.map((row) => row.seat_id);

/** Holds the seats for the ticket as a flow's hold step would: each claimed in seat id order. */
const hold = (ticketId: number, seatIds: number[]) =>
  db.transaction((tx) =>
    holdAllOrNone(flow, seatIds.map((seatId, holderId) => ({ holderId, seatId })), async () => {
      for (const seatId of [...seatIds].sort((a, b) => a - b)) await claimSeat(tx, flow, ticketId, seatId, null);
    }),
  );

async function startPayment(ticketId: number): Promise<string> {
  const transaction = newTransaction();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO test_game_ticket_payments (ticket_id, transaction) VALUES ($1, $2)', [ticketId, transaction]);
    await awaitPayment(tx, flow, ticketId, 'PENDING_PAYMENT', PAYMENT_HOLD_SECONDS);
  });
  return transaction;
}
const paymentStatus = async (transaction: string) =>
  (await db.query<{ status: string }>('SELECT status FROM test_game_ticket_payments WHERE transaction = $1', [transaction])).rows[0]!.status;
const notify = (transaction: string, outcome: 'APPROVED' | 'DECLINED') => db.transaction((tx) => applyProviderOutcome(tx, flow, transaction, outcome));

describe('claiming seats', () => {
  it('holds every seat, or none when one is taken, with the flow’s code', async () => {
    const [first, second] = [freeSeat(), freeSeat()];
    const rival = await newTicket();
    await hold(rival, [second]);
    const ticket = await newTicket();
    await expect(hold(ticket, [first, second])).rejects.toMatchObject({ statusCode: 409, code: 'ticket-seat-taken', message: `Seat ${second} is not available` });
    expect(await heldBy(ticket)).toEqual([]);
    await hold(ticket, [first]);
    expect(await heldBy(ticket)).toEqual([first]);
  });

  it('refuses a seat or a holder listed twice, in the flow’s words', async () => {
    const seat = freeSeat();
    const twice = (picks: { holderId: number; seatId: number }[]) => holdAllOrNone(flow, picks, async () => undefined);
    await expect(twice([{ holderId: 1, seatId: seat }, { holderId: 2, seatId: seat }])).rejects.toMatchObject({ statusCode: 400, message: 'body.seats: a seat is listed twice' });
    await expect(twice([{ holderId: 1, seatId: seat }, { holderId: 1, seatId: seat + 1 }])).rejects.toMatchObject({ statusCode: 400, message: 'body.seats: a guest is listed twice' });
  });

  it('answers a lost race (deadlock, serialization) as a taken seat; other errors pass through', async () => {
    const failing = (code: string) => holdAllOrNone(flow, [], () => Promise.reject(Object.assign(new Error('aborted'), { code })));
    for (const code of ['40P01', '40001']) {
      await expect(failing(code)).rejects.toMatchObject({ statusCode: 409, code: 'ticket-seat-taken', message: 'A seat was taken by another ticket meanwhile' });
    }
    await expect(failing('23505')).rejects.toMatchObject({ code: '23505', message: 'aborted' });
  });

  it('lets a lapsed hold of another owner go', async () => {
    const seat = freeSeat();
    const lapsed = await newTicket();
    await hold(lapsed, [seat]);
    await db.query("UPDATE seat_claims SET expires_at = now() - interval '1 second' WHERE seat_id = $1", [seat]);
    const ticket = await newTicket();
    await hold(ticket, [seat]);
    expect(await heldBy(ticket)).toEqual([seat]);
  });
});

describe('the life of an owner', () => {
  it('finds only the caller’s own, authorised, open owner', async () => {
    const ticket = await newTicket();
    const other = (await createSignupUser(db)).userId;
    await expect(db.transaction((tx) => openOwn(tx, flow, asUser(other), { id: ticket }))).rejects.toMatchObject({ statusCode: 404, message: 'Ticket not found' });
    expect((await db.transaction((tx) => openOwn(tx, flow, asUser(), { id: ticket }))).id).toBe(ticket);
    expect(authorised).toEqual([{ userId, ticketId: ticket }]);
    expect((await findLatestOwn(db, flow, userId))?.id).toBe(ticket);
  });

  it('lapses an overdue owner, frees its seats and runs the flow’s closing; an extended one lives on', async () => {
    const [lapsing, extended] = [await newTicket(), await newTicket()];
    const [lapsingSeat, extendedSeat] = [freeSeat(), freeSeat()];
    await hold(lapsing, [lapsingSeat]);
    await hold(extended, [extendedSeat]);
    await db.query("UPDATE test_game_tickets SET expires_at = now() - interval '1 second' WHERE id = ANY($1)", [[lapsing, extended]]);
    await db.transaction((tx) => extendHolds(tx, flow, extended, 60));
    await expireOverdue(db, flow, userId);
    expect(await ticketOf(lapsing)).toMatchObject({ status: 'EXPIRED', closings: 1 });
    expect(await heldBy(lapsing)).toEqual([]);
    expect(await ticketOf(extended)).toMatchObject({ status: 'OPEN', closings: 0 });
    expect(await heldBy(extended)).toEqual([extendedSeat]);
    await expect(db.transaction((tx) => openOwn(tx, flow, asUser(), { id: lapsing }))).rejects.toMatchObject({ statusCode: 409, code: 'ticket-expired' });
    await db.transaction((tx) => end(tx, flow, extended, 'CANCELLED'));
    expect(await ticketOf(extended)).toMatchObject({ status: 'CANCELLED', closings: 1 });
    await expect(db.transaction((tx) => openOwn(tx, flow, asUser(), { id: extended }))).rejects.toMatchObject({ statusCode: 409, code: 'ticket-not-open', message: 'The ticket is CANCELLED' });
  });
});

describe('the payment', () => {
  it('makes what the flow sells once, however often the provider repeats itself', async () => {
    const ticket = await newTicket();
    await hold(ticket, [freeSeat()]);
    const transaction = await startPayment(ticket);
    await notify(transaction, 'APPROVED');
    await notify(transaction, 'DECLINED');
    expect(await paymentStatus(transaction)).toBe('APPROVED');
    expect(await ticketOf(ticket)).toMatchObject({ made: true, declined: false });
  });

  it('fails the owner and frees its seats on a decline', async () => {
    const ticket = await newTicket();
    await hold(ticket, [freeSeat()]);
    const transaction = await startPayment(ticket);
    await notify(transaction, 'DECLINED');
    expect(await paymentStatus(transaction)).toBe('DECLINED');
    expect(await ticketOf(ticket)).toMatchObject({ status: 'FAILED', declined: true, made: false });
    expect(await heldBy(ticket)).toEqual([]);
  });

  it('leaves a refund pending when approved too late, or when the flow can no longer make it', async () => {
    const late = await newTicket();
    await hold(late, [freeSeat()]);
    const lateTransaction = await startPayment(late);
    await db.query("UPDATE test_game_tickets SET expires_at = now() - interval '1 second' WHERE id = $1", [late]);
    await notify(lateTransaction, 'APPROVED');
    expect(await paymentStatus(lateTransaction)).toBe('REFUND_PENDING');
    expect(await ticketOf(late)).toMatchObject({ status: 'EXPIRED', made: false });

    const unmade = await newTicket();
    await hold(unmade, [freeSeat()]);
    const unmadeTransaction = await startPayment(unmade);
    approvals.answer = false;
    await notify(unmadeTransaction, 'APPROVED');
    expect(await paymentStatus(unmadeTransaction)).toBe('REFUND_PENDING');
    expect(await ticketOf(unmade)).toMatchObject({ status: 'REFUND_PENDING', made: false });
    expect(await heldBy(unmade)).toEqual([]);
  });

  it('takes the provider’s word only with its signature, and knows no other transaction', async () => {
    const ticket = await newTicket();
    await hold(ticket, [freeSeat()]);
    const transaction = await startPayment(ticket);
    const handler = paymentNotification(db, flow);
    const secret = await readSigningSecret(db, 'payment');
    await expect(handler({ body: { transaction, outcome: 'APPROVED', signature: signNotification('not the secret', transaction, 'APPROVED') } })).rejects.toMatchObject({
      statusCode: 403,
      code: 'bad-signature',
    });
    expect(await paymentStatus(transaction)).toBe('PENDING');
    await expect(handler({ body: { transaction: 'unknown', outcome: 'APPROVED', signature: signNotification(secret, 'unknown', 'APPROVED') } })).rejects.toMatchObject({ statusCode: 404 });
    await handler({ body: { transaction, outcome: 'APPROVED', signature: signNotification(secret, transaction, 'APPROVED') } });
    expect(await paymentStatus(transaction)).toBe('APPROVED');
  });
});

