import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatChangeSchema, type SeatChange } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';
import { SEAT_CHANGE_PRODUCT_ID } from '../db/seed-data/arena-products.ts';
import { holdSeats } from '../store/seat-holds.ts';
import { setSeatHoldSeconds } from '../store/settings.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { claimOf, createTestGroup, createTestPartner, FIXTURE, insertArenaFixture, type TestPartner } from './seat-change.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${path}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const dear = (index: number) => FIXTURE.seat(FIXTURE.dearArea, index);

async function startChange(partner: TestPartner, partners = [partner.partnerId]): Promise<SeatChange> {
  const response = await call('POST', 'group-seat-change/init', partner.cookie, { productId: FIXTURE.product, partners });
  expect(response.statusCode, response.body).toBe(201);
  return seatChangeSchema.parse(response.json());
}

const updateSeats = (partner: TestPartner, session: string, seatsInfo: { partnerId: number; seatId: number }[]) =>
  call('PUT', 'group-seat-change/update/seats', partner.cookie, { session, seatsInfo });


async function statusOf(changeId: number) {
  const { rows } = await t.db.query<{ status: string }>('SELECT status FROM seat_changes WHERE id = $1', [changeId]);
  return rows[0]?.status;
}

describe('POST group-seat-change/init', () => {
  it('starts a change for the caller’s own partner', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    expect(change).toMatchObject({
      status: 'OPEN',
      productId: FIXTURE.product,
      seatChangeFailed: false,
      totalAmount: 0,
      steps: { firstStep: true, secondStep: false, thirdStep: false },
      rolsSelected: [1],
    });
    expect(change.session).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(change.expirateIn).toBeGreaterThan(890);
    expect(change.expirateIn).toBeLessThanOrEqual(900);
    expect(change.partners).toEqual([
      expect.objectContaining({ partnerId: partner.partnerId, rolId: 1, nextSeat: null, currentSeat: expect.objectContaining({ areaId: FIXTURE.cheapArea }) }),
    ]);
  });

  it('holds for settings.seat_hold_seconds, read when the change starts', async () => {
    await setSeatHoldSeconds(t.db, 30);
    try {
      const change = await startChange(await createTestPartner(t.db));
      expect(change.expirateIn).toBeGreaterThan(25);
      expect(change.expirateIn).toBeLessThanOrEqual(30);
    } finally {
      await setSeatHoldSeconds(t.db, 900);
    }
  });

  it('takes active members of the caller’s group, not pending ones or strangers', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db, { rolId: 4 });
    const pending = await createTestPartner(t.db);
    const stranger = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [
      { partnerId: member.partnerId, status: 'ACTIVE' },
      { partnerId: pending.partnerId, status: 'PENDING' },
    ]);
    for (const other of [pending, stranger]) {
      const response = await call('POST', 'group-seat-change/init', owner.cookie, {
        productId: FIXTURE.product,
        partners: [owner.partnerId, other.partnerId],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('partner-not-allowed');
    }
    const change = await startChange(owner, [owner.partnerId, member.partnerId]);
    expect(change.partners.map((p) => p.partnerId).sort()).toEqual([owner.partnerId, member.partnerId].sort());
    expect(change.rolsSelected).toEqual([1, 4]);
  });

  it('lets only an active owner include other members: a plain member acts only for themselves', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    const otherMember = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [
      { partnerId: member.partnerId, status: 'ACTIVE' },
      { partnerId: otherMember.partnerId, status: 'ACTIVE' },
    ]);
    for (const other of [owner, otherMember]) {
      const response = await call('POST', 'group-seat-change/init', member.cookie, {
        productId: FIXTURE.product,
        partners: [member.partnerId, other.partnerId],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('partner-not-allowed');
    }
    await startChange(member);
    // An owner whose own membership is not active may not act for the group either.
    await t.db.query("UPDATE group_members SET status = 'PENDING' WHERE partner_id = $1", [owner.partnerId]);
    const inactiveOwner = await call('POST', 'group-seat-change/init', owner.cookie, {
      productId: FIXTURE.product,
      partners: [otherMember.partnerId],
    });
    expect(inactiveOwner.statusCode).toBe(403);
    expect(inactiveOwner.json().code).toBe('partner-not-allowed');
  });

  it.each([
    ['changeSeat.allowed', { allowed: false }],
    ['executionAllowed', { executionAllowed: false }],
    ['an unblocked profile', { blocked: true }],
  ])('answers 403 when a listed member lacks %s', async (_, flags) => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db, flags);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    const response = await call('POST', 'group-seat-change/init', owner.cookie, {
      productId: FIXTURE.product,
      partners: [owner.partnerId, member.partnerId],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('partner-may-not-change-seat');
    expect((await call('GET', 'group-seat-change', owner.cookie)).statusCode).toBe(404);
  });

  it('answers 409 for a sold-out seat change product', async () => {
    const partner = await createTestPartner(t.db);
    const response = await call('POST', 'group-seat-change/init', partner.cookie, {
      productId: FIXTURE.soldOutProduct,
      partners: [partner.partnerId],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Product sold out', code: 'product-sold-out' });
  });

  it('answers 403 to a user without a partner profile', async () => {
    const cookie = await sessionCookieFor(t.db, 'aficionado@demo.club');
    const response = await call('POST', 'group-seat-change/init', cookie, { productId: FIXTURE.product, partners: [1] });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('no-partner');
  });

  it.each([
    ['changeSeat.allowed', { allowed: false }],
    ['executionAllowed', { executionAllowed: false }],
    ['an unblocked profile', { blocked: true }],
  ])('answers 403 when the caller lacks %s', async (_, flags) => {
    const partner = await createTestPartner(t.db, flags);
    const response = await call('POST', 'group-seat-change/init', partner.cookie, {
      productId: FIXTURE.product,
      partners: [partner.partnerId],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Seat change not allowed', code: 'seat-change-not-allowed' });
  });

  it.each([
    ['an inactive', FIXTURE.inactiveProduct],
    ['a renewal', FIXTURE.renewalProduct],
    ['an unknown', 987_654],
  ])('answers 404 for %s product', async (_, productId) => {
    const partner = await createTestPartner(t.db);
    const response = await call('POST', 'group-seat-change/init', partner.cookie, { productId, partners: [partner.partnerId] });
    expect(response.statusCode).toBe(404);
  });

  it('answers 409 while the caller has a live change, and again after cancelling it', async () => {
    const partner = await createTestPartner(t.db);
    const first = await startChange(partner);
    const again = await call('POST', 'group-seat-change/init', partner.cookie, {
      productId: FIXTURE.product,
      partners: [partner.partnerId],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('seat-change-live');
    expect((await call('DELETE', `group-seat-change/cancel/${first.session}`, partner.cookie)).statusCode).toBe(204);
    await startChange(partner);
  });

  it('answers 409 when a partner is in another user’s live change', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    await startChange(member);
    const response = await call('POST', 'group-seat-change/init', owner.cookie, {
      productId: FIXTURE.product,
      partners: [owner.partnerId, member.partnerId],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('partner-in-seat-change');
  });

  it('frees a partner whose other change lapsed while waiting for payment', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    const abandoned = await startChange(member);
    await t.db.query("UPDATE seat_changes SET status = 'PENDING_PAYMENT', expires_at = now() - interval '1 second' WHERE id = $1", [
      abandoned.id,
    ]);
    await startChange(owner, [member.partnerId]);
  });

  it('answers 409 for a partner without a seat to change', async () => {
    const partner = await createTestPartner(t.db, { seatId: null });
    const response = await call('POST', 'group-seat-change/init', partner.cookie, {
      productId: FIXTURE.product,
      partners: [partner.partnerId],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('partner-without-seat');
  });

  it.each([
    ['a missing field', { partners: [1] }, 'body.productId: required'],
    ['a wrong type', { productId: '1', partners: [1] }, 'body.productId: expected number'],
    ['a 1,000,000-character string', { productId: 'x'.repeat(1_000_000), partners: [1] }, 'body.productId'],
    ['an empty partner list', { productId: 1, partners: [] }, 'body.partners: at least 1 items'],
    ['an unknown field', { productId: 1, partners: [1], x: 1 }, "body: unknown field 'x'"],
  ])('answers 400 naming the field for %s', async (_, payload, message) => {
    const partner = await createTestPartner(t.db);
    const response = await call('POST', 'group-seat-change/init', partner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 400 for a partner listed twice', async () => {
    const partner = await createTestPartner(t.db);
    const response = await call('POST', 'group-seat-change/init', partner.cookie, {
      productId: FIXTURE.product,
      partners: [partner.partnerId, partner.partnerId],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.partners');
  });
});

describe('GET group-seat-change', () => {
  it('answers 404 Seat change not loaded without a live change', async () => {
    const partner = await createTestPartner(t.db);
    const response = await call('GET', 'group-seat-change', partner.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Seat change not loaded');
  });

  it('answers the caller’s live change, and never another user’s', async () => {
    const partner = await createTestPartner(t.db);
    const other = await createTestPartner(t.db);
    const change = await startChange(partner);
    const response = await call('GET', 'group-seat-change', partner.cookie);
    expect(response.statusCode).toBe(200);
    expect(seatChangeSchema.parse(response.json()).session).toBe(change.session);
    expect((await call('GET', 'group-seat-change', other.cookie)).statusCode).toBe(404);
  });

  it('expires an overdue change when read and frees its seats', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    expect((await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: dear(1) }])).statusCode).toBe(200);
    expect(await claimOf(t.db, dear(1))).toMatchObject({ kind: 'HELD', seat_change_id: change.id });
    await t.db.query("UPDATE seat_changes SET expires_at = now() - interval '1 second' WHERE id = $1", [change.id]);
    const response = await call('GET', 'group-seat-change', partner.cookie);
    expect(response.statusCode).toBe(404);
    expect(await statusOf(change.id)).toBe('EXPIRED');
    expect(await claimOf(t.db, dear(1))).toBeNull();
  });

  it.each(['group-seat-change', 'group-seat-change/pending-payment', 'group-seat-change/finished'])(
    'answers 401 to GET %s without a session',
    async (path) => {
      expect((await call('GET', path)).statusCode).toBe(401);
    },
  );
});

describe('PUT group-seat-change/update/seats', () => {
  it('holds the chosen seat, releases the one held before and sets secondStep', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    const first = await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: dear(2) }]);
    expect(first.statusCode).toBe(200);
    const updated = seatChangeSchema.parse(first.json());
    expect(updated.steps).toEqual({ firstStep: true, secondStep: true, thirdStep: false });
    expect(updated.partners[0]?.nextSeat).toEqual({ idSeat: dear(2), areaId: FIXTURE.dearArea, areaName: `Fixture area ${FIXTURE.dearArea}`, row: 1, number: 3 });
    expect(await claimOf(t.db, dear(2))).toEqual({ kind: 'HELD', seat_change_id: change.id, partner_id: partner.partnerId });
    const second = await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: dear(3) }]);
    expect(second.statusCode).toBe(200);
    expect(await claimOf(t.db, dear(2))).toBeNull();
    expect(await claimOf(t.db, dear(3))).toMatchObject({ kind: 'HELD', seat_change_id: change.id });
  });

  it('lets a partner keep their own current seat without a hold', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    const own = change.partners[0]!.currentSeat!.idSeat;
    const response = await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: own }]);
    expect(response.statusCode).toBe(200);
    expect(seatChangeSchema.parse(response.json()).partners[0]?.nextSeat?.idSeat).toBe(own);
    expect(await claimOf(t.db, own)).toMatchObject({ kind: 'SOLD', partner_id: partner.partnerId });
  });

  it('answers 409 for a seat not priced for the partner’s role', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    const response = await updateSeats(partner, change.session, [
      { partnerId: partner.partnerId, seatId: FIXTURE.seat(FIXTURE.juniorArea, 0) },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('seat-not-priced');
  });

  it('answers 409 for a taken seat and rolls the whole update back', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    const change = await startChange(owner, [owner.partnerId, member.partnerId]);
    const soldToSomeoneElse = (await createTestPartner(t.db)).partnerId;
    const { rows } = await t.db.query<{ seat_id: number }>("SELECT seat_id FROM seat_claims WHERE partner_id = $1 AND kind = 'SOLD'", [
      soldToSomeoneElse,
    ]);
    const response = await updateSeats(owner, change.session, [
      { partnerId: owner.partnerId, seatId: dear(4) },
      { partnerId: member.partnerId, seatId: rows[0]!.seat_id },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('seat-taken');
    expect(await claimOf(t.db, dear(4))).toBeNull();
  });

  it('takes over a seat whose hold has lapsed', async () => {
    const first = await createTestPartner(t.db);
    const second = await createTestPartner(t.db);
    const lapsed = await startChange(first);
    await updateSeats(first, lapsed.session, [{ partnerId: first.partnerId, seatId: dear(5) }]);
    await t.db.query("UPDATE seat_claims SET expires_at = now() - interval '1 second' WHERE seat_id = $1", [dear(5)]);
    const change = await startChange(second);
    const response = await updateSeats(second, change.session, [{ partnerId: second.partnerId, seatId: dear(5) }]);
    expect(response.statusCode).toBe(200);
    expect(await claimOf(t.db, dear(5))).toMatchObject({ kind: 'HELD', seat_change_id: change.id });
  });

  it('lets partners of one change trade the seats they hold', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    const change = await startChange(owner, [owner.partnerId, member.partnerId]);
    await updateSeats(owner, change.session, [
      { partnerId: owner.partnerId, seatId: dear(6) },
      { partnerId: member.partnerId, seatId: dear(7) },
    ]);
    const swapped = await updateSeats(owner, change.session, [
      { partnerId: owner.partnerId, seatId: dear(7) },
      { partnerId: member.partnerId, seatId: dear(6) },
    ]);
    expect(swapped.statusCode).toBe(200);
    expect(await claimOf(t.db, dear(7))).toMatchObject({ partner_id: owner.partnerId });
    expect(await claimOf(t.db, dear(6))).toMatchObject({ partner_id: member.partnerId });
  });

  it('answers 403 for a partner outside the change and 404 for an unknown seat', async () => {
    const partner = await createTestPartner(t.db);
    const stranger = await createTestPartner(t.db);
    const change = await startChange(partner);
    const outside = await updateSeats(partner, change.session, [{ partnerId: stranger.partnerId, seatId: dear(8) }]);
    expect(outside.statusCode).toBe(403);
    const unknown = await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: 999_999 }]);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for another user’s session and holds nothing', async () => {
    const partner = await createTestPartner(t.db);
    const intruder = await createTestPartner(t.db);
    const change = await startChange(partner);
    const response = await updateSeats(intruder, change.session, [{ partnerId: partner.partnerId, seatId: dear(9) }]);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(change.session);
    expect(await claimOf(t.db, dear(9))).toBeNull();
  });

  it('releases and claims seats in seat id order, whatever the order of the request', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    const change = await startChange(owner, [owner.partnerId, member.partnerId]);
    await updateSeats(owner, change.session, [
      { partnerId: owner.partnerId, seatId: dear(21) },
      { partnerId: member.partnerId, seatId: dear(20) },
    ]);
    const seen: { sql: string; params: unknown[] }[] = [];
    const recorder: Queryable = {
      query: (sql, params = []) => {
        seen.push({ sql, params });
        return t.db.query(sql, params);
      },
      exec: (sql) => t.db.exec(sql),
    };
    await holdSeats(recorder, change.id, [
      { partnerId: owner.partnerId, seatId: dear(31) },
      { partnerId: member.partnerId, seatId: dear(30) },
    ]);
    const seatsOf = (pattern: RegExp) => seen.filter(({ sql }) => pattern.test(sql)).map(({ params }) => params[0]);
    expect(seatsOf(/DELETE FROM seat_claims WHERE seat_id = \$1 AND kind = 'HELD' AND seat_change_id/)).toEqual([dear(20), dear(21)]);
    expect(seatsOf(/INSERT INTO seat_claims/)).toEqual([dear(30), dear(31)]);
  });

  it.each(['40P01', '40001'])('answers 409 seat-taken when PostgreSQL aborts the hold with %s', async (code) => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    const aborting: Queryable = {
      query: async (sql, params) => {
        if (sql.includes('INSERT INTO seat_claims')) throw Object.assign(new Error('deadlock detected'), { code });
        return t.db.query(sql, params);
      },
      exec: (sql) => t.db.exec(sql),
    };
    await expect(holdSeats(aborting, change.id, [{ partnerId: partner.partnerId, seatId: dear(32) }])).rejects.toMatchObject({
      statusCode: 409,
      code: 'seat-taken',
    });
  });

  it('answers 409 once the change has expired', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    await t.db.query("UPDATE seat_changes SET expires_at = now() - interval '1 second' WHERE id = $1", [change.id]);
    const response = await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: dear(10) }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('seat-change-expired');
  });

  it.each([
    ['a missing field', { seatsInfo: [{ partnerId: 1, seatId: 1 }] }, 'body.session: required'],
    ['a wrong type', { session: 'abc', seatsInfo: [{ partnerId: 1, seatId: 'one' }] }, 'body.seatsInfo.0.seatId: expected number'],
    ['a 1,000,000-character string', { session: 'x'.repeat(1_000_000), seatsInfo: [{ partnerId: 1, seatId: 1 }] }, 'body.session: at most 64 characters'],
    ['an unknown field', { session: 'abc', seatsInfo: [{ partnerId: 1, seatId: 1, row: 2 }] }, "body.seatsInfo.0: unknown field 'row'"],
  ])('answers 400 naming the field for %s', async (_, payload, message) => {
    const partner = await createTestPartner(t.db);
    const response = await call('PUT', 'group-seat-change/update/seats', partner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 401 without a session', async () => {
    const response = await call('PUT', 'group-seat-change/update/seats', undefined, { session: 'a', seatsInfo: [{ partnerId: 1, seatId: 1 }] });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT group-seat-change/confirm/:session', () => {
  it('answers 409 until every partner has a seat', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    const response = await call('PUT', `group-seat-change/confirm/${change.session}`, partner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('seats-missing');
  });

  it('confirms: thirdStep, CONFIRMED and the fee plus the price rise per moving partner', async () => {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    const change = await startChange(owner, [owner.partnerId, member.partnerId]);
    const memberSeat = change.partners.find((p) => p.partnerId === member.partnerId)!.currentSeat!.idSeat;
    await updateSeats(owner, change.session, [
      { partnerId: owner.partnerId, seatId: dear(11) },
      { partnerId: member.partnerId, seatId: memberSeat },
    ]);
    const response = await call('PUT', `group-seat-change/confirm/${change.session}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const confirmed = seatChangeSchema.parse(response.json());
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', steps: { thirdStep: true }, totalAmount: 110 });
    // Each partner's share of the total: the owner moves (fee and rise), the member keeps their seat.
    expect(confirmed.partners.map(({ partnerId, fee, priceRise }) => ({ partnerId, fee, priceRise }))).toEqual(
      expect.arrayContaining([
        { partnerId: owner.partnerId, fee: 10, priceRise: 100 },
        { partnerId: member.partnerId, fee: 0, priceRise: 0 },
      ]),
    );
    // Sending the seats already chosen changes nothing; new seats void the confirmation.
    const same = await updateSeats(owner, change.session, [{ partnerId: owner.partnerId, seatId: dear(11) }]);
    expect(same.json()).toMatchObject({ status: 'CONFIRMED', totalAmount: 110 });
    const moved = await updateSeats(owner, change.session, [{ partnerId: owner.partnerId, seatId: dear(12) }]);
    expect(seatChangeSchema.parse(moved.json())).toMatchObject({ status: 'OPEN', steps: { thirdStep: false }, totalAmount: 0 });
  });

  it('charges only the fee for a cheaper seat', async () => {
    const partner = await createTestPartner(t.db, { seatId: dear(50) });
    const change = await startChange(partner);
    await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: FIXTURE.seat(FIXTURE.cheapArea, 99) }]);
    const response = await call('PUT', `group-seat-change/confirm/${change.session}`, partner.cookie);
    expect(response.json()).toMatchObject({ totalAmount: 10, partners: [{ fee: 10, priceRise: 0 }] });
  });

  it('answers 404 for another user’s session, 400 for a body and 401 without a session', async () => {
    const partner = await createTestPartner(t.db);
    const intruder = await createTestPartner(t.db);
    const change = await startChange(partner);
    expect((await call('PUT', `group-seat-change/confirm/${change.session}`, intruder.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `group-seat-change/confirm/${change.session}`, partner.cookie, { x: 1 })).statusCode).toBe(400);
    expect((await call('PUT', `group-seat-change/confirm/${change.session}`)).statusCode).toBe(401);
  });
});

describe('the caller must still be allowed to act for every partner at every step', () => {
  /** An owner's change for themselves and a member, both moved to dear seats and confirmed. */
  async function confirmedGroupChange() {
    const owner = await createTestPartner(t.db);
    const member = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: member.partnerId, status: 'ACTIVE' }]);
    const change = await startChange(owner, [owner.partnerId, member.partnerId]);
    const picks = [
      { partnerId: owner.partnerId, seatId: dear(nextDear++) },
      { partnerId: member.partnerId, seatId: dear(nextDear++) },
    ];
    expect((await updateSeats(owner, change.session, picks)).statusCode).toBe(200);
    expect((await call('PUT', `group-seat-change/confirm/${change.session}`, owner.cookie)).statusCode).toBe(200);
    return { owner, member, change };
  }
  let nextDear = 60;

  /** update/seats, confirm and payment all answer 403 with `code`, and the change stays as it was. */
  async function expectEveryStepRefused(owner: TestPartner, change: SeatChange, code: string) {
    const seat = dear(nextDear++);
    const steps = [
      await updateSeats(owner, change.session, [{ partnerId: owner.partnerId, seatId: seat }]),
      await call('PUT', `group-seat-change/confirm/${change.session}`, owner.cookie),
      await call('POST', 'group-seat-change/payment', owner.cookie, { paymentMethod: 'CARD', session: change.session }),
    ];
    for (const response of steps) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe(code);
    }
    expect(await claimOf(t.db, seat)).toBeNull();
    expect(await statusOf(change.id)).toBe('CONFIRMED');
    const payments = await t.db.query('SELECT 1 FROM payments WHERE seat_change_id = $1', [change.id]);
    expect(payments.rows).toEqual([]);
  }

  it('refuses every step once the member has left the group', async () => {
    const { owner, member, change } = await confirmedGroupChange();
    await t.db.query('DELETE FROM group_members WHERE partner_id = $1', [member.partnerId]);
    await expectEveryStepRefused(owner, change, 'partner-not-allowed');
  });

  it('refuses every step once the caller no longer owns the group', async () => {
    const { owner, change } = await confirmedGroupChange();
    await t.db.query('UPDATE group_members SET is_owner = false WHERE partner_id = $1', [owner.partnerId]);
    await expectEveryStepRefused(owner, change, 'partner-not-allowed');
  });

  it('refuses every step once a partner of the change is blocked', async () => {
    const { owner, member, change } = await confirmedGroupChange();
    await t.db.query('UPDATE partners SET blocked = true WHERE id = $1', [member.partnerId]);
    await expectEveryStepRefused(owner, change, 'partner-may-not-change-seat');
  });
});

describe('DELETE group-seat-change/cancel/:session', () => {
  it('cancels the change and frees its seats; a second cancel fails', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: dear(13) }]);
    expect((await call('DELETE', `group-seat-change/cancel/${change.session}`, partner.cookie)).statusCode).toBe(204);
    expect(await statusOf(change.id)).toBe('CANCELLED');
    expect(await claimOf(t.db, dear(13))).toBeNull();
    const again = await call('DELETE', `group-seat-change/cancel/${change.session}`, partner.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Failed cancel seat change');
  });

  it('answers 404 to another user and leaves the change live', async () => {
    const partner = await createTestPartner(t.db);
    const intruder = await createTestPartner(t.db);
    const change = await startChange(partner);
    expect((await call('DELETE', `group-seat-change/cancel/${change.session}`, intruder.cookie)).statusCode).toBe(404);
    expect(await statusOf(change.id)).toBe('OPEN');
  });

  it('answers 400 for a malformed session and 401 without a session', async () => {
    const partner = await createTestPartner(t.db);
    expect((await call('DELETE', 'group-seat-change/cancel/bad%20session', partner.cookie)).statusCode).toBe(400);
    expect((await call('DELETE', 'group-seat-change/cancel/abc')).statusCode).toBe(401);
  });
});

describe('PUT group-seat-change/expire/:session', () => {
  it('expires the change now and frees its seats; repeating is harmless', async () => {
    const partner = await createTestPartner(t.db);
    const change = await startChange(partner);
    await updateSeats(partner, change.session, [{ partnerId: partner.partnerId, seatId: dear(14) }]);
    expect((await call('PUT', `group-seat-change/expire/${change.session}`, partner.cookie)).statusCode).toBe(204);
    expect(await statusOf(change.id)).toBe('EXPIRED');
    expect(await claimOf(t.db, dear(14))).toBeNull();
    expect((await call('PUT', `group-seat-change/expire/${change.session}`, partner.cookie)).statusCode).toBe(204);
  });

  it('answers 409 for a finished change, 404 to another user, 400 for a body, 401 without a session', async () => {
    const partner = await createTestPartner(t.db);
    const intruder = await createTestPartner(t.db);
    const change = await startChange(partner);
    expect((await call('PUT', `group-seat-change/expire/${change.session}`, intruder.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `group-seat-change/expire/${change.session}`, partner.cookie, { now: true })).statusCode).toBe(400);
    expect((await call('PUT', `group-seat-change/expire/${change.session}`)).statusCode).toBe(401);
    await t.db.query("UPDATE seat_changes SET status = 'PAID' WHERE id = $1", [change.id]);
    expect((await call('PUT', `group-seat-change/expire/${change.session}`, partner.cookie)).statusCode).toBe(409);
  });
});

describe('demo accounts', () => {
  const cookieOf = (mail: string) => sessionCookieFor(t.db, mail);

  it('have a live change, one waiting for payment, a paid one and a failed one', async () => {
    const open = await call('GET', 'group-seat-change', await cookieOf('cambio.abierto@demo.club'));
    expect(seatChangeSchema.parse(open.json())).toMatchObject({ status: 'OPEN', steps: { secondStep: true } });
    expect(open.json().partners[0].nextSeat).not.toBeNull();
    const pending = await call('GET', 'group-seat-change/pending-payment', await cookieOf('cambio.pago@demo.club'));
    expect(seatChangeSchema.parse(pending.json()).status).toBe('PENDING_PAYMENT');
    const paid = await call('GET', 'group-seat-change/finished', await cookieOf('cambio.pagado@demo.club'));
    expect(seatChangeSchema.parse(paid.json())).toMatchObject({ status: 'PAID', steps: { thirdStep: true } });
    expect(paid.json().totalAmount).toBeGreaterThan(0);
    const failed = await call('GET', 'group-seat-change/finished', await cookieOf('cambio.fallido@demo.club'));
    expect(seatChangeSchema.parse(failed.json())).toMatchObject({ status: 'FAILED', seatChangeFailed: true });
  });

  it.each(['cambio.no.permitido@demo.club', 'cambio.sin.ejecucion@demo.club'])('%s may not start a change', async (mail) => {
    const cookie = await cookieOf(mail);
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT p.id FROM partners p JOIN users u ON u.id = p.user_id WHERE u.mail = $1',
      [mail],
    );
    const response = await call('POST', 'group-seat-change/init', cookie, { productId: SEAT_CHANGE_PRODUCT_ID, partners: [rows[0]!.id] });
    expect(response.statusCode).toBe(403);
  });
});
