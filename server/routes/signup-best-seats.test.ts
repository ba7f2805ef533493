import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestSeatsProposalSchema, NO_SEATS_TOGETHER } from '../../src/api/best-seats.ts';
import { SIGNUP_CODES, signupOrderSchema, signupPaths } from '../../src/api/signup.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { BEST, insertBestSeatsFixture } from './best-seats.fixtures.ts';
import { FIXTURE } from './seat-change.fixtures.ts';
import { BORN, createSignupUser, PRODUCT } from './signup.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBestSeatsFixture(t.db);
});
afterAll(() => t.close());

const dear = (index: number) => FIXTURE.seat(FIXTURE.dearArea, index);
let orders = 0;

interface FamilyOrder {
  cookie: string;
  orderId: number;
  people: number[];
  /** Each order from an address of its own: the per-address hold cap is another test's matter. */
  ip: string;
}

/** A confirmed account's open order for itself and two children, all of the fixture rol. */
async function familyOrder(): Promise<FamilyOrder> {
  const { cookie } = await createSignupUser(t.db);
  const ip = `198.51.100.${++orders}`;
  const child = (name: string) => ({ self: false, name, lastname: 'Ferrer', birthdate: BORN.child, productId: PRODUCT.child });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${signupPaths.orders}`,
    remoteAddress: ip,
    headers: { cookie },
    payload: { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }, child('Jan'), child('Aina')] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = signupOrderSchema.parse(response.json());
  await t.db.query('UPDATE signup_order_people SET rol_id = $2 WHERE order_id = $1', [order.id, BEST.rol]);
  return { cookie, orderId: order.id, people: order.people.map((person) => person.personId), ip };
}

const bestSeats = (order: FamilyOrder, body: { areaId?: number; wheelchairFor?: number } = {}, cookie = order.cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/${signupPaths.bestSeats(order.orderId)}`, remoteAddress: order.ip, headers: { cookie }, payload: body });

async function heldBy(orderId: number): Promise<number[]> {
  const { rows } = await t.db.query<{ seat_id: number }>(
    "SELECT seat_id FROM seat_claims WHERE kind = 'HELD' AND signup_order_id = $1 ORDER BY seat_id",
    [orderId],
  );
  return rows.map((row) => row.seat_id);
}

describe('PUT signup/orders/:id/best-seats', () => {
  it('holds the best three seats side by side in the chosen area and prices the order for them', async () => {
    const order = await familyOrder();
    const response = await bestSeats(order, { areaId: FIXTURE.dearArea });
    expect(response.statusCode, response.body).toBe(200);
    // Row 1, seats 4 to 6: the two blocks nearest the centre tie, the lower first seat wins.
    expect(bestSeatsProposalSchema.parse(response.json().proposal)).toEqual({
      arrangement: 'ROW',
      areaId: FIXTURE.dearArea,
      groups: 1,
      seats: order.people.map((personId, index) => ({ personId, seatId: dear(3 + index), row: 1, number: 4 + index })),
    });
    expect(await heldBy(order.orderId)).toEqual([dear(3), dear(4), dear(5)]);
    const shown = signupOrderSchema.parse(response.json().order);
    expect(shown.people.map((person) => person.seat?.idSeat)).toEqual([dear(3), dear(4), dear(5)]);
    expect(shown.total).toBeGreaterThan(0);
  });

  it('without an area, takes the cheapest area with a row for everyone, and a repeat replaces the hold', async () => {
    const order = await familyOrder();
    const first = await bestSeats(order);
    expect(first.statusCode, first.body).toBe(200);
    // The gappy area is cheaper but has no two seats side by side.
    expect(first.json().proposal).toMatchObject({ arrangement: 'ROW', areaId: FIXTURE.cheapArea });
    const again = await bestSeats(order, { areaId: FIXTURE.dearArea });
    expect(again.statusCode, again.body).toBe(200);
    const held = await heldBy(order.orderId);
    expect(held).toEqual(bestSeatsProposalSchema.parse(again.json().proposal).seats.map((seat) => seat.seatId).sort((a, b) => a - b));
    expect(held.every((seat) => seat >= dear(0) && seat <= dear(99))).toBe(true);
  });

  it('gives the wheelchair user the space, the next person its companion seat and the third the seat beside', async () => {
    const order = await familyOrder();
    const [adult, first, second] = order.people as [number, number, number];
    const response = await bestSeats(order, { areaId: FIXTURE.cheapArea, wheelchairFor: first });
    expect(response.statusCode, response.body).toBe(200);
    const seats = bestSeatsProposalSchema.parse(response.json().proposal).seats;
    expect(seats.find((seat) => seat.personId === first)?.seatId).toBe(BEST.wheelchairSpace);
    expect(seats.find((seat) => seat.personId === second)?.seatId).toBe(BEST.companionSeat);
    const beside = seats.find((seat) => seat.personId === adult)!;
    expect([beside.row, Math.abs(beside.number - 7) === 1 || Math.abs(beside.number - 6) === 1]).toEqual([10, true]);
    expect(await heldBy(order.orderId)).toHaveLength(3);
  });

  it('splits the people when no block fits, then answers 409 no-seats-together when too few seats are left', async () => {
    const [first, second] = [await familyOrder(), await familyOrder()];
    const split = await bestSeats(first, { areaId: BEST.gappyArea });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().proposal).toMatchObject({ arrangement: 'SPLIT', areaId: BEST.gappyArea, groups: 3 });
    // Two of the area's five seats are left for three people.
    const tooFew = await bestSeats(second, { areaId: BEST.gappyArea });
    expect([tooFew.statusCode, tooFew.json().code]).toEqual([409, NO_SEATS_TOGETHER]);
    const noSpace = await bestSeats(second, { areaId: FIXTURE.dearArea, wheelchairFor: second.people[0]! });
    expect([noSpace.statusCode, noSpace.json().code]).toEqual([409, NO_SEATS_TOGETHER]);
    expect(await heldBy(second.orderId)).toEqual([]);
  });

  it('answers 403 for a stranger in wheelchairFor and 404 for another account’s order', async () => {
    const order = await familyOrder();
    const stranger = await bestSeats(order, { wheelchairFor: 987_654 });
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, SIGNUP_CODES.personNotInOrder]);
    const other = await createSignupUser(t.db);
    expect((await bestSeats(order, {}, other.cookie)).statusCode).toBe(404);
  });

  it('refuses an order that is not open (409) and holds nothing for it', async () => {
    const order = await familyOrder();
    await t.db.query("UPDATE signup_orders SET status = 'CANCELLED' WHERE id = $1", [order.orderId]);
    const response = await bestSeats(order);
    expect([response.statusCode, response.json().code]).toEqual([409, SIGNUP_CODES.orderNotOpen]);
    expect(await heldBy(order.orderId)).toEqual([]);
  });
});
