import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestSeatsProposalSchema, NO_SEATS_TOGETHER } from '../../src/api/best-seats.ts';
import { SEAT_CHANGE_CODES, seatChangePaths, seatChangeSchema } from '../../src/api/seat-change.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { BEST, insertBestSeatsFixture } from './best-seats.fixtures.ts';
import { createTestGroup, createTestPartner, FIXTURE, type TestPartner } from './seat-change.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBestSeatsFixture(t.db);
});
afterAll(() => t.close());

const cheap = (index: number) => FIXTURE.seat(FIXTURE.cheapArea, index);
const dear = (index: number) => FIXTURE.seat(FIXTURE.dearArea, index);

interface GroupChange {
  owner: TestPartner;
  member: TestPartner;
  session: string;
  id: number;
}

let seated = 0;
/** A partner of the fixture rol, seated in the junior area (which has no price for that rol). */
const partner = () => createTestPartner(t.db, { rolId: BEST.rol, seatId: FIXTURE.seat(FIXTURE.juniorArea, seated++) });

/** An open change of an owner for themselves and a group member. */
async function groupChange(): Promise<GroupChange> {
  const owner = await partner();
  const member = await partner();
  await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${seatChangePaths.init}`,
    headers: { cookie: owner.cookie },
    payload: { productId: FIXTURE.product, partners: [owner.partnerId, member.partnerId] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const change = seatChangeSchema.parse(response.json());
  return { owner, member, session: change.session, id: change.id };
}

const bestSeats = (caller: TestPartner, session: string, body: { areaId?: number; wheelchairFor?: number } = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/group-seat-change/best-seats/${session}`, headers: { cookie: caller.cookie }, payload: body });

async function heldBy(changeId: number): Promise<number[]> {
  const { rows } = await t.db.query<{ seat_id: number }>(
    "SELECT seat_id FROM seat_claims WHERE kind = 'HELD' AND seat_change_id = $1 ORDER BY seat_id",
    [changeId],
  );
  return rows.map((row) => row.seat_id);
}

describe('PUT group-seat-change/best-seats/:session', () => {
  it('holds the best two seats side by side in the chosen area and shows them on the change', async () => {
    const { owner, member, session, id } = await groupChange();
    const response = await bestSeats(owner, session, { areaId: FIXTURE.dearArea });
    expect(response.statusCode, response.body).toBe(200);
    const { change, proposal } = response.json();
    // Row 1 (nearest the court), seats 5 and 6: the centre of a row of 10.
    expect(bestSeatsProposalSchema.parse(proposal)).toEqual({
      arrangement: 'ROW',
      areaId: FIXTURE.dearArea,
      groups: 1,
      seats: [
        { personId: owner.partnerId, seatId: dear(4), row: 1, number: 5 },
        { personId: member.partnerId, seatId: dear(5), row: 1, number: 6 },
      ],
    });
    expect(await heldBy(id)).toEqual([dear(4), dear(5)]);
    const partners = seatChangeSchema.parse(change).partners;
    expect(partners.map((partner) => [partner.partnerId, partner.nextSeat?.idSeat])).toEqual([
      [owner.partnerId, dear(4)],
      [member.partnerId, dear(5)],
    ]);
  });

  it('without an area, takes the cheapest area with a row for everyone, and a repeat replaces the hold', async () => {
    const { owner, session, id } = await groupChange();
    const first = await bestSeats(owner, session);
    expect(first.statusCode, first.body).toBe(200);
    // The gappy area is cheaper but has no two seats side by side.
    expect(first.json().proposal).toMatchObject({ arrangement: 'ROW', areaId: FIXTURE.cheapArea });
    const firstSeats = await heldBy(id);
    expect(firstSeats.every((seat) => seat >= cheap(0) && seat <= cheap(99))).toBe(true);

    const again = await bestSeats(owner, session, { areaId: BEST.gappyArea });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().proposal).toMatchObject({ arrangement: 'SPLIT', areaId: BEST.gappyArea, groups: 2 });
    const held = await heldBy(id);
    expect(held).toHaveLength(2);
    expect(held.every((seat) => (BEST.gappySeats as readonly number[]).includes(seat))).toBe(true);
  });

  it('gives the wheelchair user the space and the other partner its companion seat', async () => {
    const { owner, member, session, id } = await groupChange();
    const response = await bestSeats(owner, session, { areaId: FIXTURE.cheapArea, wheelchairFor: member.partnerId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().proposal.seats).toEqual([
      { personId: member.partnerId, seatId: BEST.wheelchairSpace, row: 10, number: 6 },
      { personId: owner.partnerId, seatId: BEST.companionSeat, row: 10, number: 7 },
    ]);
    expect(await heldBy(id)).toEqual([BEST.wheelchairSpace, BEST.companionSeat]);
  });

  it('answers 409 no-seats-together without a wheelchair space, or in an area not priced for them, and holds nothing', async () => {
    const { owner, session, id } = await groupChange();
    const noSpace = await bestSeats(owner, session, { areaId: FIXTURE.dearArea, wheelchairFor: owner.partnerId });
    expect([noSpace.statusCode, noSpace.json().code]).toEqual([409, NO_SEATS_TOGETHER]);
    const unpriced = await bestSeats(owner, session, { areaId: FIXTURE.juniorArea });
    expect([unpriced.statusCode, unpriced.json().code]).toEqual([409, NO_SEATS_TOGETHER]);
    expect((await bestSeats(owner, session, { areaId: 987_654 })).statusCode).toBe(404);
    const stranger = await bestSeats(owner, session, { wheelchairFor: 987_654 });
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, SEAT_CHANGE_CODES.partnerNotInChange]);
    expect(await heldBy(id)).toEqual([]);
  });

  it('refuses a change that is not open (409) and another user’s change (404)', async () => {
    const { owner, session, id } = await groupChange();
    const stranger = await partner();
    expect((await bestSeats(stranger, session)).statusCode).toBe(404);
    await t.db.query("UPDATE seat_changes SET status = 'PENDING_PAYMENT' WHERE id = $1", [id]);
    const response = await bestSeats(owner, session);
    expect([response.statusCode, response.json().code]).toEqual([409, SEAT_CHANGE_CODES.seatChangeNotOpen]);
    expect(await heldBy(id)).toEqual([]);
  });
});
