import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_CODES, renewalPaths, waitingListOverviewSchema, type WaitingListOverview } from '../../src/api/renewal.ts';
import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  AT,
  createAccount,
  createMover,
  freeSeats,
  NEXT_SEASON,
  openNextSeason,
  seatOf,
  seatsOfRow,
  takeAreaExcept,
  TEST_CALENDAR,
  type TestAccount,
} from './relocation.fixtures.ts';

/** The only area priced next season here: every free seat of the test is in it. */
const AREA = 104;
const HOUR = 3_600_000;

let clock = AT.renewing;
let t: TestApp;
const accounts = {} as Record<'family' | 'single' | 'trio' | 'pair', TestAccount>;
let row1: number[];
let row3: number[];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await openNextSeason(t.db, [AREA]);
  row1 = await seatsOfRow(t.db, AREA, 1);
  row3 = await seatsOfRow(t.db, AREA, 3);
  // Two seats together are all that is left.
  await takeAreaExcept(t.db, AREA, row1.slice(0, 2));
  for (const key of ['family', 'single', 'trio', 'pair'] as const) accounts[key] = await createAccount(t.db, key);
}, 120_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'DELETE', path: string, who: TestAccount, body?: object) =>
  t.app.inject({ method, url: `/api/${path}`, headers: { cookie: who.cookie }, ...(body ? { payload: body } : {}) });

async function listOf(who: TestAccount): Promise<WaitingListOverview> {
  const response = await send('GET', renewalPaths.waitingList, who);
  expect(response.statusCode, response.body).toBe(200);
  return waitingListOverviewSchema.parse(response.json());
}
const join = (who: TestAccount, partySize: number) => send('POST', renewalPaths.waitingList, who, { partySize });
const expectCode = (response: { statusCode: number; body: string; json(): { code?: string } }, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
};
const rowsOf = (overview: WaitingListOverview) => overview.entry?.offer?.seats.map((seat) => seat.row) ?? [];

describe('joining the waiting list', () => {
  it('is closed before the day it opens', async () => {
    clock = AT.renewing;
    expect(await listOf(accounts.family)).toMatchObject({ state: 'NOT_YET', opensOn: TEST_CALENDAR.waitingListOpensOn, entry: null, offerHours: 48 });
    expectCode(await join(accounts.family, 4), 409, RENEWAL_CODES.listClosed);
  });

  it('places each account in order of joining, once', async () => {
    clock = AT.listOpen;
    for (const [key, size] of [['family', 4], ['single', 1], ['trio', 3], ['pair', 2]] as const) {
      const response = await join(accounts[key], size);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await listOf(accounts.family)).entry).toMatchObject({ status: 'WAITING', partySize: 4, position: 1, offer: null });
    expect((await listOf(accounts.pair)).entry).toMatchObject({ status: 'WAITING', partySize: 2, position: 4 });
    expectCode(await join(accounts.single, 1), 409, RENEWAL_CODES.alreadyListed);
  });

  it('refuses an account that renewed its seat', async () => {
    const renewed = await createMover(t.db, { partnerNumber: 910_001, memberSince: '2001-01-01', people: [{ seatId: await seatOf(t.db, AREA, 50) }] });
    expectCode(await join(renewed, 1), 409, RENEWAL_CODES.alreadyListed);
    const family = await createMover(t.db, {
      partnerNumber: 910_002,
      memberSince: '2001-01-01',
      people: [{ seatId: await seatOf(t.db, AREA, 60) }, { seatId: await seatOf(t.db, AREA, 61) }],
    });
    const { rows } = await t.db.query<{ user_id: number }>('SELECT user_id FROM partners WHERE id = $1', [family.people[1]!.partnerId]);
    const renewedByOwner = { userId: rows[0]!.user_id, cookie: `${SESSION_COOKIE}=${await createSession(t.db, rows[0]!.user_id)}` };
    expectCode(await join(renewedByOwner, 1), 409, RENEWAL_CODES.alreadyListed);
  });

  it('lets an account leave, and join again at the end of the line', async () => {
    const leaver = await createAccount(t.db, 'leaver');
    expect((await join(leaver, 2)).statusCode).toBe(201);
    expect((await send('DELETE', renewalPaths.waitingList, leaver)).statusCode).toBe(204);
    expect((await listOf(leaver)).entry).toMatchObject({ status: 'LEFT', position: null });
    // Leaving twice changes nothing.
    expect((await send('DELETE', renewalPaths.waitingList, leaver)).statusCode).toBe(204);
    expect((await listOf(leaver)).entry).toMatchObject({ status: 'LEFT' });
    expect((await join(leaver, 1)).statusCode).toBe(201);
    expect((await listOf(leaver)).entry).toMatchObject({ status: 'WAITING', position: 5 });
    expect((await send('DELETE', renewalPaths.waitingList, leaver)).statusCode).toBe(204);
  });
});

describe('offers, group-size aware', () => {
  it('makes none while the relocation windows run', async () => {
    clock = AT.window(2);
    expect((await listOf(accounts.single)).entry).toMatchObject({ status: 'WAITING', position: 2 });
    expectCode(await send('POST', renewalPaths.acceptOffer, accounts.single), 409, RENEWAL_CODES.noOffer);
  });

  it('skips the family of four while no four seats together exist, and offers the single behind it', async () => {
    clock = AT.windowsEnded;
    expect((await listOf(accounts.family)).entry).toMatchObject({ status: 'WAITING', position: 1 });
    const single = await listOf(accounts.single);
    expect(single.entry).toMatchObject({ status: 'OFFERED', position: null });
    expect(single.entry!.offer!.seats).toHaveLength(1);
    expect(single.entry!.offer!.expiresAt).toBe(new Date(AT.windowsEnded.getTime() + 48 * HOUR).toISOString());
    // One seat left: the trio and the pair keep their places.
    expect((await listOf(accounts.trio)).entry).toMatchObject({ status: 'WAITING', position: 2 });
    expect((await listOf(accounts.pair)).entry).toMatchObject({ status: 'WAITING', position: 3 });
  });

  it('offers the family four together once they exist', async () => {
    clock = new Date(AT.windowsEnded.getTime() + HOUR);
    await freeSeats(t.db, row3.slice(0, 4));
    const family = await listOf(accounts.family);
    expect(family.entry).toMatchObject({ status: 'OFFERED' });
    expect(rowsOf(family)).toEqual([3, 3, 3, 3]);
    expect((await listOf(accounts.trio)).entry?.status).toBe('WAITING');
  });

  it('passes a declined offer on to the next that fits', async () => {
    const declined = await send('POST', renewalPaths.declineOffer, accounts.family);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(waitingListOverviewSchema.parse(declined.json()).entry).toMatchObject({ status: 'DECLINED', offer: null });
    const trio = await listOf(accounts.trio);
    expect(trio.entry?.status).toBe('OFFERED');
    expect(rowsOf(trio)).toEqual([3, 3, 3]);
    expectCode(await send('POST', renewalPaths.declineOffer, accounts.family), 409, RENEWAL_CODES.noOffer);
  });

  it('makes the seats the entry’s when accepted', async () => {
    const accepted = await send('POST', renewalPaths.acceptOffer, accounts.trio);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const trio = waitingListOverviewSchema.parse(accepted.json());
    expect(trio.entry).toMatchObject({ status: 'ACCEPTED' });
    const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM season_seat_claims WHERE season = $1 AND waiting_entry_id = $2', [
      NEXT_SEASON,
      trio.entry!.id,
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['SOLD', 'SOLD', 'SOLD']);
  });

  it('lapses an offer after its hours, and its seat passes on to the next that fits', async () => {
    clock = new Date(AT.windowsEnded.getTime() + 48 * HOUR);
    expect((await listOf(accounts.single)).entry).toMatchObject({ status: 'LAPSED', offer: null });
    expectCode(await send('POST', renewalPaths.acceptOffer, accounts.single), 409, RENEWAL_CODES.noOffer);
    const pair = await listOf(accounts.pair);
    expect(pair.entry).toMatchObject({ status: 'OFFERED' });
    expect(pair.entry!.offer!.seats.map((seat) => seat.seatId).sort()).toEqual(row1.slice(0, 2).sort());
  });

  it('lets an ended entry join again, and offers at once the seat left for it', async () => {
    const lapsed = (await listOf(accounts.single)).entry!;
    const again = await join(accounts.single, 1);
    expect(again.statusCode, again.body).toBe(201);
    const entry = waitingListOverviewSchema.parse(again.json()).entry!;
    expect(entry.id).toBeGreaterThan(lapsed.id);
    // The trio took three of the four seats of row 3: the fourth is the single's.
    expect(entry).toMatchObject({ status: 'OFFERED', partySize: 1 });
    expect(entry.offer!.seats).toEqual([expect.objectContaining({ row: 3 })]);
  });
});
