import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema, membershipPaths, productAvailabilitySchema, type AreaElement, type AreaGroup, type AreaSeat } from '../../src/api/membership.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { createAreasFixture, type AreasFixture } from './membership-areas.fixtures.ts';

const OWNER = 'owner.areas@test.club';
const OTHER = 'other.areas@test.club';

describe('areas and seat-change availability', () => {
  let t: TestApp;
  let fx: AreasFixture;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    fx = await createAreasFixture(t.db, OWNER, OTHER);
    for (const mail of [OWNER, OTHER, 'socio@demo.club', 'aficionado@demo.club']) cookies[mail] = await sessionCookieFor(t.db, mail);
  });
  afterAll(() => t.close());

  const get = (path: string, mail?: string) =>
    t.app.inject({ url: `/api/${path}`, headers: mail ? { cookie: cookies[mail] ?? '' } : {} });
  const post = (path: string, payload: unknown, mail?: string) =>
    t.app.inject({ method: 'POST', url: `/api/${path}`, payload: payload as object, headers: mail ? { cookie: cookies[mail] ?? '' } : {} });
  const put = (path: string, mail?: string, payload?: object) =>
    t.app.inject({ method: 'PUT', url: `/api/${path}`, payload, headers: mail ? { cookie: cookies[mail] ?? '' } : {} });

  const groups = (body: unknown) => areaListSchema.parse(body).filter((e): e is AreaGroup => e.level !== 'SEAT');
  const seats = (body: unknown) => areaListSchema.parse(body).filter((e): e is AreaSeat => e.level === 'SEAT');
  const areaIds = (elements: AreaElement[]) => elements.filter((e) => e.level === 'AREA').map((e) => e.id);
  const seatState = (list: AreaSeat[], id: number) => list.find((seat) => seat.id === id)?.state;

  describe('GET partners/seat-change/areas', () => {
    it("lists sectors then areas for the caller's rol, only areas with free seats and prices (spec §5)", async () => {
      const response = await get(membershipPaths.seatChangeAreas, 'socio@demo.club');
      expect(response.statusCode).toBe(200);
      const list = groups(response.json());
      const sectors = list.filter((e) => e.level === 'SECTOR');
      const areas = list.filter((e) => e.level === 'AREA');
      expect(list.slice(0, sectors.length).every((e) => e.level === 'SECTOR')).toBe(true);
      expect(sectors).toHaveLength(8);
      for (const area of areas) {
        expect(area.available).toBeGreaterThan(0);
        expect(area.prices.length).toBeGreaterThan(0);
        for (const price of area.prices) expect(price.rolls).toContain(1);
        expect(sectors.map((s) => s.id)).toContain(area.parentId);
        expect(area.shape.length).toBeGreaterThanOrEqual(4);
      }
      for (const sector of sectors) {
        const children = areas.filter((a) => a.parentId === sector.id);
        expect(sector.available).toBe(children.reduce((sum, a) => sum + a.available, 0));
      }
      const listed = areaIds(list);
      for (const hidden of [101, 102, 103, 502, 503]) expect(listed).not.toContain(hidden); // unpriced, full
      expect(listed).toContain(201);
      expect(areas.find((a) => a.id === 201)?.prices).toEqual([{ price: 240, junior: false, rolls: [1] }]);
    });

    it('answers 401 without a session and 403 to a user without partner profile', async () => {
      expect((await get(membershipPaths.seatChangeAreas)).statusCode).toBe(401);
      const fan = await get(membershipPaths.seatChangeAreas, 'aficionado@demo.club');
      expect(fan.statusCode).toBe(403);
      expect(fan.body).not.toContain('Zona');
    });

    it("answers an area's seats with their state for the caller", async () => {
      const response = await get(`${membershipPaths.seatChangeAreas}?parentId=106`, OWNER);
      expect(response.statusCode).toBe(200);
      const list = seats(response.json());
      expect(list.length).toBeGreaterThan(50);
      expect(list.every((seat) => seat.parentId === 106)).toBe(true);
      expect(seatState(list, fx.seats.owned)).toBe('current');
      expect(seatState(list, fx.seats.heldByOwner)).toBe('available'); // the caller's own pick
      expect(seatState(list, fx.seats.heldByOther)).toBe('taken');
      expect(seatState(list, fx.seats.expired)).toBe('available'); // an expired hold is free
      expect(list.some((seat) => seat.state === 'taken')).toBe(true); // the demo partners' seats
      expect(list[0]).toEqual({ level: 'SEAT', id: expect.any(Number), parentId: 106, row: 1, number: 1, x: expect.any(Number), y: expect.any(Number), state: 'taken' });
    });

    it('counts the free wheelchair spaces of each area and sector, and names the places among the seats', async () => {
      const wheelchairOf = async (mail: string) => {
        const list = groups((await get(membershipPaths.seatChangeAreas, mail)).json());
        return { area: list.find((e) => e.level === 'AREA' && e.id === 104)?.wheelchair, sector: list.find((e) => e.level === 'SECTOR' && e.id === 1)?.wheelchair, list };
      };
      const seeded = await wheelchairOf(OWNER);
      expect(seeded).toMatchObject({ area: 2, sector: 2 });
      expect(seeded.list.find((e) => e.id === 202)).not.toHaveProperty('wheelchair'); // none there: absent
      const space = await t.db.query<{ id: number }>("SELECT id FROM seats WHERE area_id = 104 AND row_number = 12 AND seat_number = 11 AND access = 'WHEELCHAIR'");
      const spaceId = space.rows[0]!.id;
      // Another user's live hold takes the space.
      await t.db.query(
        `INSERT INTO seat_claims (seat_id, kind, seat_change_id, expires_at)
         SELECT $1, 'HELD', seat_change_id, expires_at FROM seat_claims WHERE seat_id = $2`,
        [spaceId, fx.seats.heldByOther],
      );
      try {
        expect(await wheelchairOf(OWNER)).toMatchObject({ area: 1, sector: 1 });
      } finally {
        await t.db.query('DELETE FROM seat_claims WHERE seat_id = $1', [spaceId]);
      }
      const row12 = seats((await get(`${membershipPaths.seatChangeAreas}?parentId=104`, OWNER)).json()).filter((seat) => seat.row === 12);
      expect(row12.slice(0, 3).map((seat) => [seat.number, seat.access])).toEqual([[1, 'WHEELCHAIR'], [2, 'COMPANION'], [3, undefined]]);
      expect(row12[2]).not.toHaveProperty('access'); // an ordinary seat: absent
      expect(row12.slice(-2).map((seat) => [seat.number, seat.access, seat.state])).toEqual([
        [10, 'COMPANION', 'available'],
        [11, 'WHEELCHAIR', 'available'],
      ]);
    });

    it("marks the seats of an area priced for none of the caller's rols unavailable", async () => {
      const list = seats((await get(`${membershipPaths.seatChangeAreas}?parentId=101`, OWNER)).json());
      const states = new Set(list.map((seat) => seat.state));
      expect(states.has('unavailable')).toBe(true);
      expect(states.has('available')).toBe(false); // free seats are unavailable, sold ones stay taken
    });

    it('answers 404 for a parentId that is not an area and 400 for one that is not a number', async () => {
      expect((await get(`${membershipPaths.seatChangeAreas}?parentId=1`, OWNER)).statusCode).toBe(404);
      const response = await get(`${membershipPaths.seatChangeAreas}?parentId=abc`, OWNER);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('query.parentId');
    });
  });

  describe('GET partners/seat-change/areas/:rolId', () => {
    it('lists the areas priced for that rol: no youth prices in the courtside tribunes', async () => {
      const response = await get(membershipPaths.seatChangeAreasForRol(3), 'aficionado@demo.club');
      expect(response.statusCode).toBe(200);
      const list = groups(response.json());
      const listed = areaIds(list);
      for (const premium of [101, 104, 501, 504]) expect(listed).not.toContain(premium);
      expect(list.find((e) => e.id === 201)?.prices).toEqual([{ price: 147.5, junior: false, rolls: [3] }]);
      expect(list.find((e) => e.id === 301)?.prices).toEqual([{ price: 184.5, junior: false, rolls: [3] }]);
    });

    it('lists junior prices for a junior rol, and no adults-only area', async () => {
      const list = groups((await get(membershipPaths.seatChangeAreasForRol(7), OWNER)).json());
      expect(list.find((e) => e.id === 201)?.prices).toEqual([{ price: 25, junior: true, rolls: [7] }]);
      expect(areaIds(list)).not.toContain(203);
    });

    it('shows the seats of the caller and of their ACTIVE group members as current', async () => {
      const memberSeat = await t.db.query<{ seat_id: number; area_id: number }>(
        'SELECT c.seat_id, s.area_id FROM seat_claims c JOIN seats s ON s.id = c.seat_id WHERE c.partner_id = $1',
        [fx.memberPartnerId],
      );
      const { seat_id: seatId, area_id: areaId } = memberSeat.rows[0] ?? { seat_id: 0, area_id: 0 };
      const asOwner = seats((await get(`${membershipPaths.seatChangeAreasForRol(1)}?parentId=${areaId}`, OWNER)).json());
      expect(seatState(asOwner, seatId)).toBe('current');
      const asOther = seats((await get(`${membershipPaths.seatChangeAreasForRol(1)}?parentId=${areaId}`, OTHER)).json());
      expect(seatState(asOther, seatId)).toBe('taken');
    });

    it('answers 401 without a session, 404 for an unknown rol, 400 for a bad one', async () => {
      expect((await get(membershipPaths.seatChangeAreasForRol(1))).statusCode).toBe(401);
      expect((await get(membershipPaths.seatChangeAreasForRol(99), OWNER)).statusCode).toBe(404);
      expect((await get('partners/seat-change/areas/-1', OWNER)).statusCode).toBe(400);
    });
  });

  describe('POST group-seat-change/areas/:id', () => {
    const path = membershipPaths.productAreas(401);

    it("lists the areas for the caller and an ACTIVE group member, prices for both rols", async () => {
      const response = await post(path, { users: [fx.ownerPartnerId, fx.memberPartnerId], visitOfferId: null }, OWNER);
      expect(response.statusCode).toBe(200);
      const area = groups(response.json()).find((e) => e.id === 201);
      expect(area?.prices).toEqual([
        { price: 192, junior: false, rolls: [2] },
        { price: 240, junior: false, rolls: [1] },
      ]);
      const alone = await post(path, { users: [fx.ownerPartnerId] }, OWNER);
      expect(groups(alone.json()).find((e) => e.id === 201)?.prices).toEqual([{ price: 192, junior: false, rolls: [2] }]);
    });

    it("answers the seats of an area, the users' seats current", async () => {
      const response = await post(`${path}?parentId=106`, { users: [fx.ownerPartnerId], visitOfferId: 7 }, OWNER);
      expect(response.statusCode).toBe(200);
      expect(seatState(seats(response.json()), fx.seats.owned)).toBe('current');
    });

    it("answers 403 for a stranger's, a PENDING member's or an unknown partner, with no data", async () => {
      for (const users of [[fx.strangerPartnerId], [fx.ownerPartnerId, fx.pendingPartnerId], [99_999_999]]) {
        const response = await post(path, { users }, OWNER);
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain('Zona');
      }
      // Someone outside the group cannot act for its owner.
      expect((await post(path, { users: [fx.ownerPartnerId] }, OTHER)).statusCode).toBe(403);
    });

    it('answers 404 for a product without seats or unknown, 409 for a sold-out one', async () => {
      for (const id of [301, 190, 999]) expect((await post(membershipPaths.productAreas(id), { users: [fx.ownerPartnerId] }, OWNER)).statusCode).toBe(404);
      const soldOut = await post(membershipPaths.productAreas(111), { users: [fx.ownerPartnerId] }, OWNER);
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().message).toBe('Product sold out');
    });

    it('answers 401 without a session', async () => {
      expect((await post(path, { users: [fx.ownerPartnerId] })).statusCode).toBe(401);
    });

    it.each([
      ['a missing field', {}, 'body.users: required'],
      ['a wrong type', { users: 'all' }, 'body.users: expected array'],
      ['a 1,000,000-character string', { users: [1], visitOfferId: 'x'.repeat(1_000_000) }, 'body.visitOfferId'],
      ['an unknown field', { users: [1], seats: [1] }, "unknown field 'seats'"],
      ['no users', { users: [] }, 'body.users: at least 1 items'],
    ])('answers 400 to %s', async (_name, payload, message) => {
      const response = await post(path, payload, OWNER);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });

  describe('GET partners/seat-change/product-availability/:id', () => {
    it('answers the availability of the seat-change fee', async () => {
      const response = await get(membershipPaths.seatChangeProductAvailability(401), OWNER);
      expect(response.statusCode).toBe(200);
      expect(productAvailabilitySchema.parse(response.json())).toEqual({ productId: 401, unitsLeft: null, soldOut: false });
    });

    it('answers 401 without a session and 404 for a product that is not a seat change', async () => {
      expect((await get(membershipPaths.seatChangeProductAvailability(401))).statusCode).toBe(401);
      for (const id of [101, 999]) expect((await get(membershipPaths.seatChangeProductAvailability(id), OWNER)).statusCode).toBe(404);
    });
  });

  describe('PUT partners/seat-change/availability/:seatId', () => {
    const claimOf = async (seatId: number) => (await t.db.query('SELECT kind FROM seat_claims WHERE seat_id = $1', [seatId])).rows;

    it("answers 404 for another user's held seat, a sold seat and a free one, and changes nothing", async () => {
      for (const seatId of [fx.seats.heldByOther, fx.seats.owned, 999_999]) {
        expect((await put(membershipPaths.freeSeat(seatId), OWNER)).statusCode).toBe(404);
      }
      expect(await claimOf(fx.seats.heldByOther)).toEqual([{ kind: 'HELD' }]);
      expect(await claimOf(fx.seats.owned)).toEqual([{ kind: 'SOLD' }]);
    });

    it('answers 401 without a session and 400 to a body', async () => {
      expect((await put(membershipPaths.freeSeat(fx.seats.heldByOwner))).statusCode).toBe(401);
      expect((await put(membershipPaths.freeSeat(fx.seats.heldByOwner), OWNER, { seat: 1 })).statusCode).toBe(400);
    });

    const setOwnerChange = (status: string, thirdStep: boolean) =>
      t.db.query('UPDATE seat_changes SET status = $2, third_step = $3, total_amount_cents = $4 WHERE id = $1', [
        fx.ownerChangeId,
        status,
        thirdStep,
        thirdStep ? 11_000 : 0,
      ]);

    it('answers 409 while the change waits for payment (or is finished) and keeps the hold', async () => {
      for (const status of ['PENDING_PAYMENT', 'PAID']) {
        await setOwnerChange(status, true);
        const response = await put(membershipPaths.freeSeat(fx.seats.heldByOwner), OWNER);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('seat-change-not-open');
        expect(await claimOf(fx.seats.heldByOwner)).toEqual([{ kind: 'HELD' }]);
      }
      await setOwnerChange('CONFIRMED', true);
    });

    it("frees the caller's held seat, drops it as their change's pick and voids the confirmation; a second call is 404", async () => {
      const response = await put(membershipPaths.freeSeat(fx.seats.heldByOwner), OWNER);
      expect(response.statusCode).toBe(204);
      expect(await claimOf(fx.seats.heldByOwner)).toEqual([]);
      const pick = await t.db.query('SELECT next_seat_id FROM seat_change_partners WHERE seat_change_id = $1', [fx.ownerChangeId]);
      expect(pick.rows).toEqual([{ next_seat_id: null }]);
      const change = await t.db.query('SELECT status, third_step, total_amount_cents FROM seat_changes WHERE id = $1', [fx.ownerChangeId]);
      expect(change.rows).toEqual([{ status: 'OPEN', third_step: false, total_amount_cents: 0 }]);
      expect((await put(membershipPaths.freeSeat(fx.seats.heldByOwner), OWNER)).statusCode).toBe(404);
    });
  });
});
