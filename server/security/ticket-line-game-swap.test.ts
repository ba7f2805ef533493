import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../src/api/contract.ts';
import { QUEUE_ADMISSION_CODE } from '../../src/api/queue-admission.ts';
import { DEFAULT_PURCHASE_ROUTES } from '../../src/api/queue.ts';
import { ticketsPaths } from '../../src/api/tickets.ts';
import type { Queryable } from '../db/db.ts';
import { FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { createSignupUser } from '../routes/signup.fixtures.ts';
import { insertTicketGame } from '../routes/tickets.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const QUEUE = { capacity: 1, permissionSeconds: 60, graceSeconds: 60, purchaseRoutes: [...DEFAULT_PURCHASE_ROUTES], tickMs: 100 };

/** An open order of the buyer for the game, as POST ticket-orders leaves it. */
async function openOrder(db: Queryable, userId: number, gameId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO ticket_orders (user_id, game_id, status, expires_at) VALUES ($1, $2, 'OPEN', now() + interval '10 minutes') RETURNING id",
    [userId, gameId],
  );
  return rows[0]!.id;
}

/**
 * The attack: with the line on for one game and off for another, a buyer who never waited names
 * the game without the line somewhere in a call on the game with it (the query, an extra body
 * field), hoping the check reads that game and lets them hold seats past everyone in line.
 */
describe("a call on a line's game naming a game without the line", () => {
  let t: TestApp;
  let lineGame: number;
  let freeGame: number;
  let buyer: { userId: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp({ queue: QUEUE });
    await insertArenaFixture(t.db);
    lineGame = await insertTicketGame(t.db, { lineOn: true });
    freeGame = await insertTicketGame(t.db);
    buyer = await createSignupUser(t.db);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie: buyer.cookie }, payload });
  const expectRefused = (response: { statusCode: number; body: string; json(): { code?: string } }) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().code).toBe(QUEUE_ADMISSION_CODE);
  };
  const claimsOf = async (gameId: number) =>
    (await t.db.query('SELECT 1 FROM game_seat_claims WHERE game_id = $1', [gameId])).rows.length;

  it("refuses the order on the line's game whatever game the query names", async () => {
    expectRefused(await send('POST', `${ticketsPaths.orders}?gameId=${freeGame}`, { gameId: lineGame, seats: [FIXTURE.seat(FIXTURE.dearArea, 10)] }));
    // A repeated key: the body's last one is the game, for the check as for the handler.
    const repeated = await t.app.inject({
      method: 'POST',
      url: `/api/${ticketsPaths.orders}`,
      headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
      payload: `{"gameId": ${freeGame}, "seats": [${FIXTURE.seat(FIXTURE.dearArea, 11)}], "gameId": ${lineGame}}`,
    });
    expectRefused(repeated);
    expect(await claimsOf(lineGame)).toBe(0);
  });

  it("refuses every call on an order of the line's game, the game read from the order, never from the request", async () => {
    const orderId = await openOrder(t.db, buyer.userId, lineGame);
    const path = (template: string) => `${pathOf({ path: template }, { id: orderId })}?gameId=${freeGame}`;
    expectRefused(await send('PUT', path(ticketsPaths.seats), { seats: [FIXTURE.seat(FIXTURE.dearArea, 12)], gameId: freeGame }));
    expectRefused(await send('PUT', path(ticketsPaths.bestSeats), { count: 2, gameId: freeGame }));
    expectRefused(await send('POST', path(ticketsPaths.payment), { paymentMethod: 'CARD', gameId: freeGame }));
    expect(await claimsOf(lineGame)).toBe(0);
  });

  it('refuses a call on an order that does not exist or a game that is not one, rather than guess its line', async () => {
    expectRefused(await send('PUT', pathOf({ path: ticketsPaths.seats }, { id: 999_999 }), { seats: [FIXTURE.seat(FIXTURE.dearArea, 13)] }));
    expectRefused(await send('POST', ticketsPaths.orders, { gameId: 999_999, seats: [FIXTURE.seat(FIXTURE.dearArea, 13)] }));
    expectRefused(await send('POST', ticketsPaths.orders, { gameId: String(freeGame), seats: [FIXTURE.seat(FIXTURE.dearArea, 13)] }));
  });

  it("lets the same buyer, without an admission, hold seats of the game without the line", async () => {
    const held = await send('POST', ticketsPaths.orders, { gameId: freeGame, seats: [FIXTURE.seat(FIXTURE.dearArea, 14)] });
    expect(held.statusCode, held.body).toBe(201);
    expect(await claimsOf(freeGame)).toBe(1);
  });
});
