import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsSchema, releasesOverviewSchema, releasesPaths, releaseSchema } from '../../src/api/releases.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { holdReleasedSeat, insertGame, partnerOf, priceEveryArea, releasesCall, sellRelease, TEST_TIER } from './releases.fixtures.ts';

const takeBackPath = (id: number) => releasesPaths.takeBack.replace(':id', String(id));

describe('releases and credits: GET releases, POST releases, DELETE releases/:id, GET credits', () => {
  let t: TestApp;
  let owner: string;
  let coming: number;
  let closing: number;
  let unpriced: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await sessionCookieFor(t.db, groupDemo.familyOwner);
    await priceEveryArea(t.db);
    coming = await insertGame(t.db, '10 days');
    // Tip-off in two hours: inside the default three-hour deadline.
    closing = await insertGame(t.db, '2 hours');
    unpriced = await insertGame(t.db, '12 days', null);
  });
  afterAll(() => t.close());

  const overview = async (cookie: string) => {
    const response = await releasesCall(t.app, 'GET', releasesPaths.list, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return releasesOverviewSchema.parse(response.json());
  };
  const release = (cookie: string, gameId: number, partnerId: number) => releasesCall(t.app, 'POST', releasesPaths.release, cookie, { gameId, partnerId });
  const takeBack = (cookie: string, id: number) => releasesCall(t.app, 'DELETE', takeBackPath(id), cookie);
  const statusOf = async (id: number) => (await t.db.query<{ status: string }>('SELECT status FROM seat_releases WHERE id = $1', [id])).rows[0]?.status;

  it('lists the partners the owner acts for, the games to come with their deadline, and the exact credit of each seat', async () => {
    const own = await partnerOf(t.db, groupDemo.familyOwner);
    const spouse = await partnerOf(t.db, groupDemo.familySpouse);
    const pending = await partnerOf(t.db, groupDemo.familyPending);
    const view = await overview(owner);
    expect(view).toMatchObject({ sharePercent: 50, deadlineMinutes: 180 });
    const partnerIds = view.partners.map((p) => p.partnerId);
    // Their own partner first, then the active members of the group they own; never a pending one.
    expect(partnerIds[0]).toBe(own.partnerId);
    expect(partnerIds).toContain(spouse.partnerId);
    expect(partnerIds).not.toContain(pending.partnerId);
    expect(view.partners[0]!.seat.id).toBe(own.seatId);
    // Only games still to come, in order; the seeded season is over.
    expect(view.games.map((g) => g.game.id)).toEqual([closing, coming, unpriced]);
    const [soon, later, noPrice] = view.games;
    expect(Date.parse(later!.game.startsAt) - Date.parse(later!.deadline)).toBe(180 * 60_000);
    expect([soon!.open, later!.open]).toEqual([false, true]);
    // 50 % of 25.01 € is 12.505 €: rounded down to the cent.
    expect(later!.seats).toEqual(partnerIds.map((partnerId) => ({ partnerId, credit: 12.5, release: null })));
    expect(noPrice!.seats).toEqual([]);
  });

  it('reads the share and the deadline on every call', async () => {
    await t.db.query('UPDATE settings SET release_share_percent = 40, release_deadline_minutes = 60');
    const view = await overview(owner);
    expect(view).toMatchObject({ sharePercent: 40, deadlineMinutes: 60 });
    const soon = view.games.find((g) => g.game.id === closing)!;
    expect(soon.open).toBe(true);
    expect(soon.seats[0]!.credit).toBe(10);
    await t.db.query('UPDATE settings SET release_share_percent = 50, release_deadline_minutes = 180');
  });

  it('releases a seat once per game, for the owner and for a member they manage, and shows it in the list', async () => {
    const own = await partnerOf(t.db, groupDemo.familyOwner);
    const spouse = await partnerOf(t.db, groupDemo.familySpouse);
    const created = await release(owner, coming, own.partnerId);
    expect(created.statusCode, created.body).toBe(201);
    const mine = releaseSchema.parse(created.json());
    expect(mine).toMatchObject({ gameId: coming, partnerId: own.partnerId, status: 'RELEASED', credit: 12.5 });
    expect(await release(owner, coming, own.partnerId)).toMatchObject({ statusCode: 409 });
    expect((await release(owner, coming, own.partnerId)).json()).toMatchObject({ code: 'release-exists' });

    const forSpouse = await release(owner, coming, spouse.partnerId);
    expect(forSpouse.statusCode, forSpouse.body).toBe(201);
    const { rows } = await t.db.query<{ released_by: number; seat_id: number }>('SELECT released_by, seat_id FROM seat_releases WHERE id = $1', [
      releaseSchema.parse(forSpouse.json()).id,
    ]);
    expect(rows[0]).toMatchObject({ seat_id: spouse.seatId });

    const game = (await overview(owner)).games.find((g) => g.game.id === coming)!;
    expect(game.seats.find((s) => s.partnerId === own.partnerId)!.release).toEqual(mine);
    // The spouse sees the release the owner made for them.
    const spouseView = await overview(await sessionCookieFor(t.db, groupDemo.familySpouse));
    expect(spouseView.partners.map((p) => p.partnerId)).toEqual([spouse.partnerId]);
    expect(spouseView.games.find((g) => g.game.id === coming)!.seats[0]!.release).toMatchObject({ status: 'RELEASED' });
  });

  it('refuses a partner the caller does not act for, a closed deadline, an unknown game and a game without a price', async () => {
    const own = await partnerOf(t.db, groupDemo.familyOwner);
    const stranger = await partnerOf(t.db, groupDemo.friendsMemberA);
    expect((await release(owner, coming, stranger.partnerId)).json()).toMatchObject({ statusCode: 403, code: 'release-not-yours' });
    // A member does not act for the owner of their group.
    const spouse = await sessionCookieFor(t.db, groupDemo.familySpouse);
    expect((await release(spouse, closing, own.partnerId)).json()).toMatchObject({ statusCode: 403, code: 'release-not-yours' });
    expect((await release(owner, closing, own.partnerId)).json()).toMatchObject({ statusCode: 409, code: 'release-deadline-passed' });
    expect((await release(owner, 999_999, own.partnerId)).json()).toMatchObject({ statusCode: 404, code: 'game-not-found' });
    // The current season is the latest game's: a game of the last one is long played.
    const otherSeason = await insertGame(t.db, '-300 days', TEST_TIER, '24/25');
    expect((await release(owner, otherSeason, own.partnerId)).json()).toMatchObject({ statusCode: 404, code: 'game-not-found' });
    expect((await release(owner, unpriced, own.partnerId)).json()).toMatchObject({ statusCode: 409, code: 'release-no-price' });
    const sympathizer = await sessionCookieFor(t.db, 'simpatizante@demo.club');
    expect((await release(sympathizer, coming, own.partnerId)).json()).toMatchObject({ statusCode: 403, code: 'release-not-yours' });
    expect((await release(owner, coming, 0)).statusCode).toBe(400);
    expect((await releasesCall(t.app, 'POST', releasesPaths.release, owner, { gameId: coming, partnerId: own.partnerId, extra: 1 })).statusCode).toBe(400);
  });

  it('takes a release back in one call, and releases it again afterwards', async () => {
    const child = await partnerOf(t.db, groupDemo.familyChild);
    const first = releaseSchema.parse((await release(owner, coming, child.partnerId)).json());
    expect((await takeBack(owner, first.id)).statusCode).toBe(204);
    expect(await statusOf(first.id)).toBe('TAKEN_BACK');
    // A second click changes nothing.
    expect((await takeBack(owner, first.id)).statusCode).toBe(204);
    const again = await release(owner, coming, child.partnerId);
    expect(again.statusCode, again.body).toBe(201);
    const game = (await overview(owner)).games.find((g) => g.game.id === coming)!;
    expect(game.seats.find((s) => s.partnerId === child.partnerId)!.release).toMatchObject({ id: releaseSchema.parse(again.json()).id, status: 'RELEASED' });
    expect((await takeBack(owner, releaseSchema.parse(again.json()).id)).statusCode).toBe(204);
  });

  it('refuses to take back a seat a buyer holds, a seat sold, and a release past its deadline', async () => {
    const friends = await sessionCookieFor(t.db, groupDemo.friendsOwner);
    const a = await partnerOf(t.db, groupDemo.friendsOwner);
    const b = await partnerOf(t.db, groupDemo.friendsMemberA);
    const c = await partnerOf(t.db, groupDemo.friendsMemberB);
    const held = releaseSchema.parse((await release(friends, coming, a.partnerId)).json());
    expect(await holdReleasedSeat(t.db, 'simpatizante@demo.club', coming, a.seatId)).toBe(true);
    expect((await takeBack(friends, held.id)).json()).toMatchObject({ statusCode: 409, code: 'release-held' });
    // The hold lapses: the member takes the seat back.
    await t.db.query("UPDATE game_seat_claims SET expires_at = now() - interval '1 second' WHERE game_id = $1 AND seat_id = $2", [coming, a.seatId]);
    expect((await takeBack(friends, held.id)).statusCode).toBe(204);

    const sold = releaseSchema.parse((await release(friends, coming, b.partnerId)).json());
    await sellRelease(t.db, sold.id, 1250);
    expect((await takeBack(friends, sold.id)).json()).toMatchObject({ statusCode: 409, code: 'release-sold' });
    const soldSeat = (await overview(friends)).games.find((g) => g.game.id === coming)!.seats.find((s) => s.partnerId === b.partnerId)!;
    expect(soldSeat.release).toMatchObject({ status: 'SOLD', credit: 12.5 });

    const late = releaseSchema.parse((await release(friends, coming, c.partnerId)).json());
    await t.db.query("UPDATE games SET starts_at = now() + interval '1 hour' WHERE id = $1", [coming]);
    expect((await takeBack(friends, late.id)).json()).toMatchObject({ statusCode: 409, code: 'release-deadline-passed' });
    // A released seat that does not sell stays released, and earns nothing.
    expect(await statusOf(late.id)).toBe('RELEASED');
    await t.db.query("UPDATE games SET starts_at = now() + interval '10 days' WHERE id = $1", [coming]);
  });

  it("answers 404 alike for another member's release and for none", async () => {
    const own = await partnerOf(t.db, groupDemo.familyOwner);
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM seat_releases WHERE partner_id = $1 AND status = 'RELEASED'", [own.partnerId]);
    const stranger = await sessionCookieFor(t.db, groupDemo.free);
    const theirs = await takeBack(stranger, rows[0]!.id);
    const none = await takeBack(stranger, 999_999);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect(await statusOf(rows[0]!.id)).toBe('RELEASED');
  });

  it("answers the caller's own ledger with each line's game and seat, newest first, and the balance", async () => {
    const own = await partnerOf(t.db, groupDemo.familyOwner);
    const mine = (await t.db.query<{ id: number }>("SELECT id FROM seat_releases WHERE partner_id = $1 AND status = 'RELEASED'", [own.partnerId])).rows[0]!.id;
    await sellRelease(t.db, mine, 1250);
    const other = await insertGame(t.db, '15 days');
    const second = releaseSchema.parse((await release(owner, other, own.partnerId)).json());
    await sellRelease(t.db, second.id, 999);
    const response = await releasesCall(t.app, 'GET', releasesPaths.credits, owner);
    expect(response.statusCode, response.body).toBe(200);
    const credits = creditsSchema.parse(response.json());
    expect(credits.balance).toBe(22.49);
    expect(credits.lines.map((line) => [line.amount, line.game?.id, line.partnerId])).toEqual([
      [9.99, other, own.partnerId],
      [12.5, coming, own.partnerId],
    ]);
    expect(credits.lines[0]!.seat).toEqual({ area: expect.any(String), row: expect.any(Number), number: expect.any(Number) });
    // Another member, a member whose release the owner sold, and a caller without a partner see only their own.
    const spouse = creditsSchema.parse((await releasesCall(t.app, 'GET', releasesPaths.credits, await sessionCookieFor(t.db, groupDemo.familySpouse))).json());
    expect(spouse).toEqual({ balance: 0, lines: [] });
    const sympathizer = await releasesCall(t.app, 'GET', releasesPaths.credits, await sessionCookieFor(t.db, 'simpatizante@demo.club'));
    expect(sympathizer.json()).toEqual({ balance: 0, lines: [] });
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', releasesPaths.list],
      ['POST', releasesPaths.release],
      ['DELETE', takeBackPath(1)],
      ['GET', releasesPaths.credits],
    ] as const) {
      expect((await releasesCall(t.app, method, path, undefined, method === 'POST' ? { gameId: coming, partnerId: 1 } : undefined)).statusCode).toBe(401);
    }
  });
});
