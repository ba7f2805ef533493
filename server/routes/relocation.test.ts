import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema } from '../../src/api/membership.ts';
import { RENEWAL_CODES, relocationOverviewSchema, renewalPaths, type RelocationOverview } from '../../src/api/renewal.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  AREAS,
  AT,
  createMover,
  nextSeasonClaim,
  NEXT_SEASON,
  openNextSeason,
  ROL,
  seatOf,
  seatsOfRow,
  type TestMover,
} from './relocation.fixtures.ts';

/** The server's clock: tests move it through the campaign. */
let clock = AT.renewing;

let t: TestApp;
/** Ranked as the priority says; three windows of two: [veteran, regular], [occasional, absent], [twin, family]. */
const movers = {} as Record<'veteran' | 'regular' | 'occasional' | 'absent' | 'twin' | 'family' | 'stays', TestMover>;
let notRenewedSeat: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await openNextSeason(t.db, [AREAS.home, AREAS.alike, AREAS.dearer]);
  const home = (index: number) => seatOf(t.db, AREAS.home, index);
  movers.veteran = await createMover(t.db, { partnerNumber: 900_004, memberSince: '1999-09-01', people: [{ seatId: await home(0) }] });
  movers.regular = await createMover(t.db, { partnerNumber: 900_003, memberSince: '2010-06-24', people: [{ seatId: await home(1) }] });
  movers.occasional = await createMover(t.db, { partnerNumber: 900_002, memberSince: '2010-06-24', people: [{ seatId: await home(2) }] });
  // A lower number does not beat more attendance; with the same attendance it goes first.
  movers.absent = await createMover(t.db, { partnerNumber: 900_001, memberSince: '2010-06-24', people: [{ seatId: await home(3) }] });
  movers.twin = await createMover(t.db, { partnerNumber: 900_007, memberSince: '2010-01-01', people: [{ seatId: await home(8) }] });
  movers.family = await createMover(t.db, {
    partnerNumber: 900_005,
    memberSince: '2020-01-01',
    people: [{ seatId: await home(4) }, { seatId: await home(5), rolId: ROL.child }],
  });
  movers.stays = await createMover(t.db, { partnerNumber: 900_006, memberSince: '1980-01-01', people: [{ seatId: await home(6) }], wantsToMove: false });
  // The regular came to every game of the season; the occasional to one: attendance breaks their tie of years.
  await t.db.query(
    `INSERT INTO gate_entries (game_id, partner_number, device_id, at) SELECT id, $1, 'gate-1', starts_at FROM games WHERE season = '25/26'`,
    [900_003],
  );
  await t.db.query(
    `INSERT INTO gate_entries (game_id, partner_number, device_id, at) SELECT id, $1, 'gate-1', starts_at FROM games WHERE season = '25/26' ORDER BY starts_at LIMIT 1`,
    [900_002],
  );
  // A member who did not renew keeps their seat until the deadline.
  notRenewedSeat = await home(7);
  await t.db.query("UPDATE season_seat_claims SET kind = 'KEPT' WHERE season = $1 AND seat_id = $2 AND partner_id IS NOT NULL", [NEXT_SEASON, notRenewedSeat]);
}, 120_000);
afterAll(() => t.close());

const request = (method: 'GET' | 'POST', path: string, mover: TestMover, body?: object) =>
  t.app.inject({ method, url: `/api/${path}`, headers: { cookie: mover.cookie }, ...(body ? { payload: body } : {}) });

async function overview(mover: TestMover): Promise<RelocationOverview> {
  const response = await request('GET', renewalPaths.relocation, mover);
  expect(response.statusCode, response.body).toBe(200);
  return relocationOverviewSchema.parse(response.json());
}

const move = (mover: TestMover, moves: { partnerId: number; seatId: number }[]) => request('POST', renewalPaths.relocationMove, mover, { moves });
const expectCode = (response: { statusCode: number; body: string; json(): { code?: string } }, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
};

describe('relocation windows by priority', () => {
  it('waits for the assignment until the renewal closes, and keeps the seats of members not renewed till then', async () => {
    clock = AT.renewing;
    expect((await overview(movers.veteran)).state).toBe('WAITING_ASSIGNMENT');
    expect((await overview(movers.stays)).state).toBe('NOT_REQUESTED');
    expect(await nextSeasonClaim(t.db, notRenewedSeat)).toMatchObject({ kind: 'KEPT' });
  });

  it('ranks by whole years as a member, then attendance, then partner number, in equal consecutive windows', async () => {
    clock = AT.deadlinePassed;
    const seen = await overview(movers.veteran);
    expect(seen).toMatchObject({ state: 'BEFORE', season: NEXT_SEASON, window: { index: 1, of: 3 }, priority: { years: 26, attendancePercent: 0 } });
    expect(seen.window?.startsAt).toBe('2026-06-29T08:00:00.000Z');
    expect(seen.window?.endsAt).toBe('2026-06-29T09:00:00.000Z');
    // Member since 24 June 2010: 16 whole years on 25 June 2026, the deadline.
    expect(await overview(movers.regular)).toMatchObject({ window: { index: 1 }, priority: { years: 16, attendancePercent: 100 } });
    const occasional = await overview(movers.occasional);
    expect(occasional).toMatchObject({ window: { index: 2 }, priority: { years: 16 } });
    expect(occasional.priority!.attendancePercent).toBeGreaterThan(0);
    expect(await overview(movers.absent)).toMatchObject({ window: { index: 2 }, priority: { years: 16, attendancePercent: 0 } });
    expect(await overview(movers.twin)).toMatchObject({ window: { index: 3 }, priority: { years: 16, attendancePercent: 0 } });
    expect(await overview(movers.family)).toMatchObject({ window: { index: 3, startsAt: '2026-06-29T10:00:00.000Z' }, priority: { years: 6 } });
    expect(await overview(movers.stays)).toMatchObject({ state: 'NOT_REQUESTED', window: null });
  });

  it('frees the seats of members who did not renew once the deadline passed', async () => {
    expect(await nextSeasonClaim(t.db, notRenewedSeat)).toBeNull();
  });

  it('opens and closes each window by the clock, and refuses the map and moves outside it', async () => {
    clock = AT.window(1);
    expect((await overview(movers.veteran)).state).toBe('OPEN');
    expect((await overview(movers.occasional)).state).toBe('BEFORE');
    expectCode(await request('GET', renewalPaths.relocationAreas, movers.occasional), 409, RENEWAL_CODES.notYourWindow);
    const seat = await seatOf(t.db, AREAS.alike, 0);
    expectCode(await move(movers.occasional, [{ partnerId: movers.occasional.people[0]!.partnerId, seatId: seat }]), 409, RENEWAL_CODES.notYourWindow);
    expectCode(await move(movers.stays, [{ partnerId: movers.stays.people[0]!.partnerId, seatId: seat }]), 409, RENEWAL_CODES.notYourWindow);
  });
});

describe('moving in the window', () => {
  let takenInWindowOne: number;

  it('shows the next season map: only areas priced alike, seats taken by any claim, the own seat current', async () => {
    clock = AT.window(1);
    const areas = areaListSchema.parse((await request('GET', renewalPaths.relocationAreas, movers.veteran)).json());
    const areaIds = areas.filter((a) => a.level === 'AREA').map((a) => a.id);
    expect(areaIds).toContain(AREAS.home);
    expect(areaIds).toContain(AREAS.alike);
    expect(areaIds).not.toContain(AREAS.dearer);
    const seats = areaListSchema.parse((await request('GET', `${renewalPaths.relocationAreas}?parentId=${AREAS.home}`, movers.veteran)).json());
    const stateOf = (seatId: number) => seats.find((s) => s.id === seatId && s.level === 'SEAT')!;
    expect(stateOf(movers.veteran.people[0]!.seatId)).toMatchObject({ state: 'current' });
    expect(stateOf(movers.regular.people[0]!.seatId)).toMatchObject({ state: 'taken' });
    expect(stateOf(notRenewedSeat)).toMatchObject({ state: 'available' });
    const dearer = areaListSchema.parse((await request('GET', `${renewalPaths.relocationAreas}?parentId=${AREAS.dearer}`, movers.veteran)).json());
    expect(dearer.every((s) => s.level === 'SEAT' && s.state !== 'available')).toBe(true);
  });

  it('refuses a seat of an area with another price', async () => {
    const dearer = await seatOf(t.db, AREAS.dearer, 0);
    await t.db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = $2', [NEXT_SEASON, dearer]);
    expectCode(await move(movers.veteran, [{ partnerId: movers.veteran.people[0]!.partnerId, seatId: dearer }]), 409, RENEWAL_CODES.otherPrice);
  });

  it("refuses to move someone of another member's renewal", async () => {
    const seat = await seatOf(t.db, AREAS.alike, 3);
    expectCode(await move(movers.veteran, [{ partnerId: movers.family.people[0]!.partnerId, seatId: seat }]), 403, RENEWAL_CODES.notYours);
  });

  it('moves alone to a free seat priced alike, freeing the old seat at once', async () => {
    takenInWindowOne = await seatOf(t.db, AREAS.alike, 5);
    await t.db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = $2', [NEXT_SEASON, takenInWindowOne]);
    const [veteran] = movers.veteran.people;
    const response = await move(movers.veteran, [{ partnerId: veteran!.partnerId, seatId: takenInWindowOne }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(relocationOverviewSchema.parse(response.json()).people).toEqual([expect.objectContaining({ seat: expect.objectContaining({ id: takenInWindowOne, areaId: AREAS.alike }) })]);
    expect(await nextSeasonClaim(t.db, takenInWindowOne)).toMatchObject({ kind: 'SOLD', partner_id: veteran!.partnerId });
    expect(await nextSeasonClaim(t.db, veteran!.seatId)).toBeNull();
  });

  it('refuses, in a later window, a seat an earlier window took; the old seat of the earlier mover is free to take', async () => {
    clock = AT.window(2);
    const [occasional] = movers.occasional.people;
    expectCode(await move(movers.occasional, [{ partnerId: occasional!.partnerId, seatId: takenInWindowOne }]), 409, RENEWAL_CODES.seatTaken);
    const response = await move(movers.occasional, [{ partnerId: occasional!.partnerId, seatId: movers.veteran.people[0]!.seatId }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await nextSeasonClaim(t.db, movers.veteran.people[0]!.seatId)).toMatchObject({ partner_id: occasional!.partnerId });
    // The window before is over.
    expectCode(await move(movers.veteran, [{ partnerId: movers.veteran.people[0]!.partnerId, seatId: occasional!.seatId }]), 409, RENEWAL_CODES.notYourWindow);
    expect((await overview(movers.veteran)).state).toBe('AFTER');
  });

  it('moves with the group in one go, and the best seats together for the family', async () => {
    clock = AT.window(3);
    const [parent, child] = movers.family.people;
    const row = await seatsOfRow(t.db, AREAS.alike, 12);
    await t.db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = ANY($2::int[])', [NEXT_SEASON, row]);
    const together = await move(movers.family, [
      { partnerId: parent!.partnerId, seatId: row[0]! },
      { partnerId: child!.partnerId, seatId: row[1]! },
    ]);
    expect(together.statusCode, together.body).toBe(200);
    expect((await nextSeasonClaim(t.db, row[1]!))?.partner_id).toBe(child!.partnerId);

    const best = await request('POST', renewalPaths.relocationBestSeats, movers.family, { partnerIds: [parent!.partnerId, child!.partnerId] });
    expect(best.statusCode, best.body).toBe(200);
    const seats = relocationOverviewSchema.parse(best.json()).people.map((p) => p.seat);
    expect(seats[0]!.row).toBe(seats[1]!.row);
    expect(seats[0]!.areaId).toBe(seats[1]!.areaId);
    expect(Math.abs(seats[0]!.number - seats[1]!.number)).toBe(1);
    const { rows } = await t.db.query('SELECT seat_id FROM season_seat_claims WHERE season = $1 AND partner_id = ANY($2::int[])', [
      NEXT_SEASON,
      [parent!.partnerId, child!.partnerId],
    ]);
    expect(rows).toHaveLength(2);
  });

  it('answers no-seats-together when the area has no block for the group', async () => {
    const [parent, child] = movers.family.people;
    const response = await request('POST', renewalPaths.relocationBestSeats, movers.family, {
      partnerIds: [parent!.partnerId, child!.partnerId],
      areaId: AREAS.dearer,
    });
    expectCode(response, 409, RENEWAL_CODES.noSeatsTogether);
  });

  it("moves a child seated where the season has no child's price at the adult's price the renewal charged, to an area priced alike", async () => {
    const child = movers.family.people[1]!;
    // Areas for adults only: no child's price, so the renewal charged the child the adult's pass (store/renewal-people.ts).
    await t.db.query('DELETE FROM season_area_prices WHERE season = $1 AND rol_id = $2 AND area_id = ANY($3::int[])', [NEXT_SEASON, ROL.child, [AREAS.home, AREAS.alike]]);
    await t.db.query(
      'UPDATE renewal_people SET pass_cents = (SELECT price_cents FROM season_area_prices WHERE season = $1 AND area_id = $2 AND rol_id = $3) WHERE partner_id = $4',
      [NEXT_SEASON, AREAS.alike, ROL.adult, child.partnerId],
    );
    const map = await request('GET', renewalPaths.relocationAreas, movers.family);
    expect(map.statusCode, map.body).toBe(200);
    expect((map.json() as { level: string; id: number }[]).filter((element) => element.level === 'AREA').map((area) => area.id)).toEqual(
      expect.arrayContaining([AREAS.home, AREAS.alike]),
    );
    const seatId = await seatOf(t.db, AREAS.home, 20);
    await t.db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = $2', [NEXT_SEASON, seatId]);
    const moved = await move(movers.family, [{ partnerId: child.partnerId, seatId }]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await nextSeasonClaim(t.db, seatId))?.partner_id).toBe(child.partnerId);
  });
});
