import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../src/api/contract.ts';
import { SEAT_CHANGE_CODES, seatChangePaths } from '../../src/api/seat-change.ts';
import { TICKET_CODES, ticketSchema, ticketsPaths } from '../../src/api/tickets.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestPartner, FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { createSignupUser, sendAs } from './signup.fixtures.ts';
import { insertTicketGame, orderOf, payOrder, releaseSeat, ticketBuyer, TICKET_PRICE_CENTS } from './tickets.fixtures.ts';

let t: TestApp;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
  gameId = await insertTicketGame(t.db);
});
afterAll(() => t.close());

/** Seats of the dear area no test has used: index 50 and up (partners sit in the cheap area). */
let nextIndex = 50;
const freshSeat = () => FIXTURE.seat(FIXTURE.dearArea, nextIndex++);

const mailsOf = async (kind: string) => (await t.db.query<{ recipient: string }>('SELECT recipient FROM mail_outbox WHERE kind = $1', [kind])).rows;

describe('a ticket for one game', () => {
  it('a visitor holds two seats unsold for the season, pays, and gets a ticket per seat, a PDF and a mail', async () => {
    const { cookie, mail } = await createSignupUser(t.db);
    const buyer = ticketBuyer(t.app, cookie);
    const seats = [freshSeat(), freshSeat()];
    const created = await buyer.order(gameId, seats);
    expect(created.statusCode, created.body).toBe(201);
    const order = orderOf(created.body);
    expect(order.seats.map((seat) => seat.seatId)).toEqual(seats);
    expect(order.total).toBe((2 * TICKET_PRICE_CENTS[FIXTURE.dearArea]) / 100);
    expect(order.expiresIn).toBeGreaterThan(0);

    const paid = await payOrder(t.app, t.db, cookie, order.id);
    expect(paid.statusCode, paid.body).toBe(204);
    const after = orderOf((await buyer.send('GET', pathOf({ path: ticketsPaths.order }, { id: order.id }))).body);
    expect(after.status).toBe('PAID');
    expect(after.ticketIds).toHaveLength(2);

    const list = await buyer.send('GET', ticketsPaths.tickets);
    const tickets = list.json<unknown[]>().map((ticket) => ticketSchema.parse(ticket));
    expect(tickets.map((ticket) => ticket.seat.seatId)).toEqual(seats);
    expect(new Set(tickets.map((ticket) => ticket.secret)).size).toBe(2);
    const claims = await t.db.query('SELECT kind FROM game_seat_claims WHERE game_id = $1 AND seat_id = ANY($2)', [gameId, seats]);
    expect(claims.rows).toEqual([{ kind: 'SOLD' }, { kind: 'SOLD' }]);

    const pdf = await buyer.send('GET', pathOf({ path: ticketsPaths.ticketPdf }, { id: tickets[0]!.id }));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    expect(await mailsOf('ticketsBought')).toContainEqual({ recipient: mail });
  });

  it('another account never sees a ticket or an order that is not theirs', async () => {
    const owner = await createSignupUser(t.db);
    const created = orderOf((await ticketBuyer(t.app, owner.cookie).order(gameId, [freshSeat()])).body);
    await payOrder(t.app, t.db, owner.cookie, created.id);
    const [ticketId] = orderOf((await sendAs(t.app, owner.cookie)('GET', pathOf({ path: ticketsPaths.order }, { id: created.id }))).body).ticketIds;
    const other = sendAs(t.app, (await createSignupUser(t.db)).cookie);
    for (const path of [ticketsPaths.ticket, ticketsPaths.ticketPdf]) {
      expect((await other('GET', pathOf({ path }, { id: ticketId! }))).statusCode).toBe(404);
    }
    expect((await other('GET', pathOf({ path: ticketsPaths.order }, { id: created.id }))).statusCode).toBe(404);
    expect((await other('DELETE', pathOf({ path: ticketsPaths.order }, { id: created.id }))).statusCode).toBe(404);
    expect((await other('GET', ticketsPaths.tickets)).json()).toEqual([]);
  });

  it("a member's seat is not for sale until released; sold, the release is SOLD and the member is credited half its price and mailed", async () => {
    const seatId = FIXTURE.seat(FIXTURE.dearArea, 99);
    const member = await createTestPartner(t.db, { seatId });
    const { cookie } = await createSignupUser(t.db);
    const buyer = ticketBuyer(t.app, cookie);
    const refused = await buyer.order(gameId, [seatId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(TICKET_CODES.seatTaken);

    const releaseId = await releaseSeat(t.db, gameId, member, seatId);
    const order = orderOf((await buyer.order(gameId, [seatId])).body);
    expect((await payOrder(t.app, t.db, cookie, order.id)).statusCode).toBe(204);
    const release = await t.db.query('SELECT status FROM seat_releases WHERE id = $1', [releaseId]);
    expect(release.rows).toEqual([{ status: 'SOLD' }]);
    const credits = await t.db.query('SELECT amount_cents, reason FROM member_credits WHERE release_id = $1', [releaseId]);
    expect(credits.rows).toEqual([{ amount_cents: TICKET_PRICE_CENTS[FIXTURE.dearArea] / 2, reason: 'RELEASE_SOLD' }]);
    expect((await mailsOf('creditEarned')).length).toBeGreaterThan(0);
    // The season is untouched: the member keeps the seat for every other game.
    const season = await t.db.query("SELECT partner_id FROM seat_claims WHERE seat_id = $1 AND kind = 'SOLD'", [seatId]);
    expect(season.rows).toEqual([{ partner_id: member.partnerId }]);
  });

  it('a seat with a live ticket for a game to come is not taken for the season, and a seat held for the season is not sold as a ticket', async () => {
    const ticketed = freshSeat();
    expect((await ticketBuyer(t.app, (await createSignupUser(t.db)).cookie).order(gameId, [ticketed])).statusCode).toBe(201);
    const member = await createTestPartner(t.db);
    const change = sendAs(t.app, member.cookie);
    const started = await change('POST', seatChangePaths.init, { productId: FIXTURE.product, partners: [member.partnerId] });
    expect(started.statusCode, started.body).toBe(201);
    const session = started.json<{ session: string }>().session;
    // The season's map shows it taken, as the hold finds it.
    const map = await change('GET', `partners/seat-change/areas?parentId=${FIXTURE.dearArea}`);
    expect(map.json<{ id: number; state: string }[]>().find((seat) => seat.id === ticketed)?.state).toBe('taken');
    const refused = await change('PUT', seatChangePaths.updateSeats, { session, seatsInfo: [{ partnerId: member.partnerId, seatId: ticketed }] });
    expect([refused.statusCode, refused.json().code]).toEqual([409, SEAT_CHANGE_CODES.seatTaken]);

    const heldForSeason = freshSeat();
    const held = await change('PUT', seatChangePaths.updateSeats, { session, seatsInfo: [{ partnerId: member.partnerId, seatId: heldForSeason }] });
    expect(held.statusCode, held.body).toBe(200);
    const taken = await ticketBuyer(t.app, (await createSignupUser(t.db)).cookie).order(gameId, [heldForSeason]);
    expect([taken.statusCode, taken.json().code]).toEqual([409, TICKET_CODES.seatTaken]);
  });
});

describe('what a buyer may hold', () => {
  it('at most max_tickets_per_game per buyer and game, counting the tickets bought', async () => {
    await t.db.query('UPDATE settings SET max_tickets_per_game = 3');
    try {
      const { cookie } = await createSignupUser(t.db);
      const buyer = ticketBuyer(t.app, cookie);
      const tooMany = await buyer.order(gameId, [freshSeat(), freshSeat(), freshSeat(), freshSeat()]);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().code).toBe(TICKET_CODES.tooMany);
      const first = orderOf((await buyer.order(gameId, [freshSeat(), freshSeat()])).body);
      await payOrder(t.app, t.db, cookie, first.id);
      const more = await buyer.order(gameId, [freshSeat(), freshSeat()]);
      expect(more.statusCode).toBe(409);
      expect(more.json().code).toBe(TICKET_CODES.tooMany);
      expect((await buyer.order(gameId, [freshSeat()])).statusCode).toBe(201);
    } finally {
      await t.db.query('UPDATE settings SET max_tickets_per_game = 8');
    }
  });

  it('a script restarting holds it never pays is refused after HOLD_LIMITS.holdsPerAccountPerDay orders a day', async () => {
    const { cookie } = await createSignupUser(t.db);
    const buyer = ticketBuyer(t.app, cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await buyer.order(gameId, [freshSeat()])).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Each new order freed the one before: the script never held more than one seat.
    const held = await t.db.query(
      "SELECT count(*)::int AS n FROM game_seat_claims c JOIN ticket_orders o ON o.id = c.ticket_order_id WHERE c.kind = 'HELD' AND o.user_id = (SELECT user_id FROM ticket_orders ORDER BY id DESC LIMIT 1)",
    );
    expect(held.rows[0]).toEqual({ n: 1 });
  });

  it('a script holding and freeing seats in a loop is stopped at 60 hold calls in 10 minutes', async () => {
    const { cookie } = await createSignupUser(t.db);
    const buyer = ticketBuyer(t.app, cookie);
    const order = orderOf((await buyer.order(gameId, [])).body);
    const seats = [freshSeat(), freshSeat()];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await buyer.hold(order.id, [seats[i % 2]!])).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(59);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a game whose sale is closed, an unpriced seat, and an unconfirmed mail', async () => {
    const closed = await insertTicketGame(t.db, { saleOpen: false });
    const { cookie } = await createSignupUser(t.db);
    const buyer = ticketBuyer(t.app, cookie);
    const late = await buyer.order(closed, [freshSeat()]);
    expect([late.statusCode, late.json().code]).toEqual([409, TICKET_CODES.saleClosed]);
    const unpriced = await buyer.order(gameId, [FIXTURE.seat(FIXTURE.juniorArea, 1)]);
    expect([unpriced.statusCode, unpriced.json().code]).toEqual([409, TICKET_CODES.seatNotPriced]);
    const unconfirmed = await createSignupUser(t.db, { mailConfirmed: false });
    expect((await ticketBuyer(t.app, unconfirmed.cookie).order(gameId, [freshSeat()])).statusCode).toBe(403);
  });

  it('a declined payment frees the seats; an order waiting for its payment blocks a new one', async () => {
    const { cookie } = await createSignupUser(t.db);
    const buyer = ticketBuyer(t.app, cookie);
    const seatId = freshSeat();
    const order = orderOf((await buyer.order(gameId, [seatId])).body);
    expect((await buyer.pay(order.id)).statusCode).toBe(200);
    const blocked = await buyer.order(gameId, [freshSeat()]);
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, TICKET_CODES.orderPending]);
    expect((await buyer.send('DELETE', pathOf({ path: ticketsPaths.order }, { id: order.id }))).statusCode).toBe(204);
    const again = orderOf((await buyer.order(gameId, [seatId])).body);
    expect((await payOrder(t.app, t.db, cookie, again.id, 'DECLINED')).statusCode).toBe(204);
    const claims = await t.db.query('SELECT 1 FROM game_seat_claims WHERE game_id = $1 AND seat_id = $2', [gameId, seatId]);
    expect(claims.rows).toEqual([]);
  });
});

describe('races', () => {
  it('buyers racing for one released seat: it is held once and sold once', async () => {
    const seatId = FIXTURE.seat(FIXTURE.dearArea, 98);
    const member = await createTestPartner(t.db, { seatId });
    await releaseSeat(t.db, gameId, member, seatId);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createSignupUser(t.db)));
    const answers = await Promise.all(buyers.map(({ cookie }) => ticketBuyer(t.app, cookie).order(gameId, [seatId])));
    const won = answers.filter((answer) => answer.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === TICKET_CODES.seatTaken)).toBe(true);
    const winner = buyers[answers.indexOf(won[0]!)]!;
    expect((await payOrder(t.app, t.db, winner.cookie, orderOf(won[0]!.body).id)).statusCode).toBe(204);
    const sold = await t.db.query('SELECT count(*)::int AS n FROM tickets WHERE game_id = $1 AND seat_id = $2', [gameId, seatId]);
    expect(sold.rows[0]).toEqual({ n: 1 });
  });
});
