import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatChangePaths, seatChangeSchema } from '../../src/api/seat-change.ts';
import { signupOrderSchema, signupPaths } from '../../src/api/signup.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { countingDb } from '../test/query-counter.ts';
import { createTestApp, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN, type TestApp } from '../test/test-app.ts';
import { createTestPartner, FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { createSignupUser, PRODUCT, sendAs } from './signup.fixtures.ts';

/**
 * The statements (queries, BEGIN and COMMIT) of the sale-day calls bench:api drives, once warm:
 * each is a round trip, and under load a queue behind a single-threaded database (PGlite) or a
 * pool's connections. A bound rising means a new round trip on the hottest paths.
 */
let t: TestApp;
let counter: ReturnType<typeof countingDb>;
/** The app on the counted database. */
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
  counter = countingDb(t.db);
  app = await buildApp({ db: counter.db, localesDir: t.localesDir, languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function statementsOf(send: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  counter.reset();
  const response = await send();
  expect(response.statusCode, response.body).toBeLessThan(300);
  return counter.statements();
}

const dear = (index: number) => FIXTURE.seat(FIXTURE.dearArea, index);

describe('statements per request', () => {
  it('a seat change moving one partner to another seat', async () => {
    const partner = await createTestPartner(t.db);
    const send = sendAs(app, partner.cookie);
    const init = await send('POST', seatChangePaths.init, { productId: FIXTURE.product, partners: [partner.partnerId] });
    const change = seatChangeSchema.parse(init.json());
    const hold = (seatId: number) => () => send('PUT', seatChangePaths.updateSeats, { session: change.session, seatsInfo: [{ partnerId: partner.partnerId, seatId }] });
    await statementsOf(hold(dear(0)));
    expect(await statementsOf(hold(dear(1)))).toBeLessThanOrEqual(15);
  });

  it('a sign-up order: its creation and its hold moving one person to another seat', async () => {
    const { cookie } = await createSignupUser(t.db);
    const send = sendAs(app, cookie);
    const self = { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] };
    await send('POST', signupPaths.orders, self);
    // It replaces the order before: cancels it, resolves the person and the product, prices the new one.
    expect(await statementsOf(() => send('POST', signupPaths.orders, self))).toBeLessThanOrEqual(14);
    const order = signupOrderSchema.parse((await send('POST', signupPaths.orders, self)).json());
    const personId = order.people[0]!.personId;
    const hold = (seatId: number) => () => send('PUT', signupPaths.seats(order.id), { seats: [{ personId, seatId }] });
    await statementsOf(hold(dear(10)));
    expect(await statementsOf(hold(dear(11)))).toBeLessThanOrEqual(16);
    expect(await statementsOf(hold(dear(10)))).toBeLessThanOrEqual(16);
  });
});
