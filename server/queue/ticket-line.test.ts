import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUE_ADMISSION_HEADER } from '../../src/api/queue-admission.ts';
import { DEFAULT_PURCHASE_ROUTES, NO_EXPIRY } from '../../src/api/queue.ts';
import { ticketsPaths } from '../../src/api/tickets.ts';
import { FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { createSignupUser } from '../routes/signup.fixtures.ts';
import { insertTicketGame, orderOf, ticketBuyer } from '../routes/tickets.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { connectQueueClient, visitorCookie } from './test-client.ts';

/**
 * The line per game (ticket-line.ts): a game's ticket purchase page is a purchase route, and its
 * calls need the line's admission, only when the game's line is on.
 */
const QUEUE = { capacity: 1, permissionSeconds: 60, graceSeconds: 60, purchaseRoutes: [...DEFAULT_PURCHASE_ROUTES], tickMs: 100 };

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ queue: QUEUE });
  await insertArenaFixture(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

it("a buyer let in on a game's purchase page holds its seats with the line's admission; one still waiting is refused", async () => {
  const gameId = await insertTicketGame(t.db, { lineOn: true });
  const route = `/partidos/${gameId}/entradas`;
  const hold = (cookie: string, admission: string | undefined, seatIndex: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${ticketsPaths.orders}`,
      headers: { cookie, ...(admission ? { [QUEUE_ADMISSION_HEADER]: admission } : {}) },
      payload: { gameId, seats: [FIXTURE.seat(FIXTURE.dearArea, seatIndex)] },
    });
  const first = await createSignupUser(t.db);
  const firstCookie = `${first.cookie}; ${await visitorCookie(base)}`;
  const admitted = await connectQueueClient(base, firstCookie);
  const second = await createSignupUser(t.db);
  const secondCookie = `${second.cookie}; ${await visitorCookie(base)}`;
  const waiting = await connectQueueClient(base, secondCookie);
  try {
    const answer = await admitted.go(route);
    expect(answer).toMatchObject({ permission: true });
    const held = await hold(firstCookie, answer.admission, 70);
    expect(held.statusCode, held.body).toBe(201);

    expect(await waiting.go(route)).toMatchObject({ permission: false });
    const refused = await hold(secondCookie, undefined, 71);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'queue-admission-required']);
  } finally {
    admitted.close();
    waiting.close();
  }
});

/** A game with the line and one without, and two buyers connected to the line (the first to take its one place). */
async function twoGamesTwoBuyers() {
  const lineGame = await insertTicketGame(t.db, { lineOn: true });
  const freeGame = await insertTicketGame(t.db);
  const inside = await createSignupUser(t.db);
  const insideClient = await connectQueueClient(base, `${inside.cookie}; ${await visitorCookie(base)}`);
  const buyer = await createSignupUser(t.db);
  const buyerClient = await connectQueueClient(base, `${buyer.cookie}; ${await visitorCookie(base)}`);
  return { lineGame, freeGame, insideClient, buyer, buyerClient };
}

it("a buyer of a game without the line is never put in line and holds, changes and pays its seats without an admission, while another game's line is full", async () => {
  const { lineGame, freeGame, insideClient, buyer, buyerClient } = await twoGamesTwoBuyers();
  try {
    // The line's one place is taken (by this buyer or an earlier one): a buyer of the line's game would wait.
    await insideClient.go(`/partidos/${lineGame}/entradas`);

    const route = `/partidos/${freeGame}/entradas`;
    const answer = await buyerClient.go(route);
    expect(answer).toEqual({ permission: true, expiresIn: NO_EXPIRY, route });
    const places = await t.db.query('SELECT 1 FROM queue_entries WHERE holder = $1', [`user:${buyer.userId}`]);
    expect(places.rows).toHaveLength(0);

    const calls = ticketBuyer(t.app, buyer.cookie);
    const created = await calls.order(freeGame, [FIXTURE.seat(FIXTURE.dearArea, 80)]);
    expect(created.statusCode, created.body).toBe(201);
    const order = orderOf(created.body);
    const changed = await calls.hold(order.id, [FIXTURE.seat(FIXTURE.dearArea, 81)]);
    expect(changed.statusCode, changed.body).toBe(200);
    const paid = await calls.pay(order.id);
    expect(paid.statusCode, paid.body).toBe(200);
  } finally {
    insideClient.close();
    buyerClient.close();
  }
});

it("a buyer waiting for a game with the line gives up the place on the page of a game without it", async () => {
  const { lineGame, freeGame, insideClient, buyer, buyerClient } = await twoGamesTwoBuyers();
  const placeOf = async () => (await t.db.query('SELECT 1 FROM queue_entries WHERE holder = $1', [`user:${buyer.userId}`])).rows.length;
  try {
    // Ahead of the buyer in a line of one place.
    await insideClient.go(`/partidos/${lineGame}/entradas`);
    expect(await buyerClient.go(`/partidos/${lineGame}/entradas`)).toMatchObject({ permission: false });
    expect(await placeOf()).toBe(1);
    expect(await buyerClient.go(`/partidos/${freeGame}/entradas`)).toMatchObject({ permission: true, expiresIn: NO_EXPIRY });
    await expect.poll(placeOf, { timeout: 10_000 }).toBe(0);
  } finally {
    insideClient.close();
    buyerClient.close();
  }
});
