import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUE_ADMISSION_HEADER } from '../../src/api/queue-admission.ts';
import { DEFAULT_PURCHASE_ROUTES } from '../../src/api/queue.ts';
import { ticketsPaths } from '../../src/api/tickets.ts';
import { FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { createSignupUser } from '../routes/signup.fixtures.ts';
import { insertTicketGame } from '../routes/tickets.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { connectQueueClient, visitorCookie } from './test-client.ts';

/** With the line on, a game's ticket purchase page is a purchase route: its admission lets the buyer hold seats. */
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
  const gameId = await insertTicketGame(t.db);
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
