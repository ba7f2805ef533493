import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalEndpoints, renewalPaths } from '../../src/api/renewal.ts';
import { loginErrors } from '../../src/api/users.ts';
import { AREAS, AT, createAccount, createMover, NEXT_SEASON, openNextSeason, seatOf, TEST_CALENDAR, type TestMover } from '../routes/relocation.fixtures.ts';
import { OFFER_ROUND_EVERY_SECONDS } from '../store/renewal-advance.ts';
import { insertHits } from '../test/limit-hits.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const [MAP_LIMIT] = renewalEndpoints.relocationAreas.limits;
const [WRITES_LIMIT] = renewalEndpoints.move.limits;
const [LIST_LIMIT] = renewalEndpoints.joinWaitingList.limits;

/**
 * The attacks on relocation and the waiting list: a script that reloads the next season's map in
 * a loop (each read weighs every seat against the season's claims), one that moves back and forth
 * (each move rewrites claims and may block a seat others want in their window), and one that joins
 * and leaves the list in a loop (each join rewrites the line and may trigger a round of offers).
 */
let clock = AT.renewing;
let t: TestApp;
let mover: TestMover;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await openNextSeason(t.db, [AREAS.home, AREAS.alike], { ...TEST_CALENDAR, relocationWindows: 1 });
  mover = await createMover(t.db, { partnerNumber: 930_001, memberSince: '2000-01-01', people: [{ seatId: await seatOf(t.db, AREAS.home, 0) }] });
}, 120_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'DELETE', path: string, cookie: string, body?: object) =>
  t.app.inject({ method, url: `/api/${path}`, headers: { cookie }, ...(body ? { payload: body } : {}) });
const expectLimited = (response: { statusCode: number; headers: Record<string, unknown>; json(): { code?: string } }) => {
  expect([response.statusCode, response.json().code]).toEqual([429, loginErrors.tooManyAttempts]);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('relocation in a loop', () => {
  it(`answers ${MAP_LIMIT.max} map reads a minute per account, then 429`, async () => {
    clock = AT.window(1);
    await insertHits(t.db, MAP_LIMIT, `user:${mover.userId}`, MAP_LIMIT.max - 1);
    expect((await send('GET', renewalPaths.relocationAreas, mover.cookie)).statusCode).toBe(200);
    expectLimited(await send('GET', `${renewalPaths.relocationAreas}?parentId=${AREAS.home}`, mover.cookie));
  });

  it(`stops moving back and forth at ${WRITES_LIMIT.max} writes an hour, the mover keeping one seat`, async () => {
    const seats = [await seatOf(t.db, AREAS.alike, 0), await seatOf(t.db, AREAS.alike, 1)];
    await t.db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = ANY($2::int[])', [NEXT_SEASON, seats]);
    const partnerId = mover.people[0]!.partnerId;
    for (let moves = 0; moves < WRITES_LIMIT.max; moves++) {
      const response = await send('POST', renewalPaths.relocationMove, mover.cookie, { moves: [{ partnerId, seatId: seats[moves % 2]! }] });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectLimited(await send('POST', renewalPaths.relocationMove, mover.cookie, { moves: [{ partnerId, seatId: seats[0]! }] }));
    expectLimited(await send('POST', renewalPaths.relocationBestSeats, mover.cookie, { partnerIds: [partnerId] }));
    const { rows } = await t.db.query<{ seat_id: number }>('SELECT seat_id FROM season_seat_claims WHERE season = $1 AND partner_id = $2', [NEXT_SEASON, partnerId]);
    expect(rows).toEqual([{ seat_id: seats[1] }]);
  }, 60_000);
});

describe('the waiting list in a loop', () => {
  it(`stops joining and leaving at ${LIST_LIMIT.max} writes a day per account`, async () => {
    clock = AT.listOpen;
    const account = await createAccount(t.db, 'looper');
    for (let writes = 0; writes < LIST_LIMIT.max; writes++) {
      const response = writes % 2 === 0 ? await send('POST', renewalPaths.waitingList, account.cookie, { partySize: 2 }) : await send('DELETE', renewalPaths.waitingList, account.cookie);
      expect(response.statusCode, response.body).toBe(writes % 2 === 0 ? 201 : 204);
    }
    expectLimited(await send('POST', renewalPaths.waitingList, account.cookie, { partySize: 2 }));
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM waiting_list_entries WHERE user_id = $1', [account.userId]);
    expect(rows.every((row) => row.status === 'LEFT')).toBe(true);
    expect(rows).toHaveLength(LIST_LIMIT.max / 2);
  }, 60_000);
});

describe('the waiting list reloaded in a loop', () => {
  const lastRound = async () =>
    (await t.db.query<{ at: Date | null }>('SELECT offers_checked_at AS at FROM season_calendars WHERE season = $1', [NEXT_SEASON])).rows[0]!.at?.getTime();

  it(`runs one offer round per ${OFFER_ROUND_EVERY_SECONDS} s for reads that change nothing, however many come`, async () => {
    clock = AT.windowsEnded;
    const account = await createAccount(t.db, 'reloader');
    expect((await send('POST', renewalPaths.waitingList, account.cookie, { partySize: 8 })).statusCode).toBe(201);
    expect(await lastRound()).toBe(AT.windowsEnded.getTime());
    clock = new Date(AT.windowsEnded.getTime() + (OFFER_ROUND_EVERY_SECONDS - 1) * 1000);
    for (let reads = 0; reads < 30; reads++) expect((await send('GET', renewalPaths.waitingList, account.cookie)).statusCode).toBe(200);
    expect(await lastRound()).toBe(AT.windowsEnded.getTime());
    clock = new Date(AT.windowsEnded.getTime() + OFFER_ROUND_EVERY_SECONDS * 1000);
    expect((await send('GET', renewalPaths.waitingList, account.cookie)).statusCode).toBe(200);
    expect(await lastRound()).toBe(clock.getTime());
  }, 60_000);
});
