import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ATTENDANCE_DISCOUNT } from '../../src/api/attendance-discount.ts';
import { SEASON_CODES, seasonOverviewSchema, seasonPaths, type SeasonOverview } from '../../src/api/season.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { downloadGame, enterMember, giveToGuest, insertGame, memberOf, releaseSeat, SCRIPTED_SEASON, type Member } from './season.fixtures.ts';
import { call } from './users-test-kit.ts';

const MEMBER = cardDemo.withPhoto;
const OTHER_MEMBER = 'socio@demo.club';

/** The scripted season: one game for each way a member can live it (Madrid times). */
const GAMES = {
  entered: '2026-09-20T19:00:00+02:00',
  sold: '2026-09-27T18:00:00+02:00',
  unsold: '2026-10-04T18:00:00+02:00',
  guestCame: '2026-10-11T18:00:00+02:00',
  guestAbsent: '2026-10-18T18:00:00+02:00',
  missed: '2026-10-25T18:00:00+01:00',
  today: '2026-11-01T18:00:00+01:00',
  coming: '2026-11-08T18:00:00+01:00',
} as const;
type GameKey = keyof typeof GAMES;

/** The server's clock: tests move it. Starts an hour and a half after the "today" game's tip-off. */
let clock = new Date('2026-11-01T19:30:00+01:00');

describe('GET season: every home game as the member lived it, and the attendance rule', () => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  const ids = {} as Record<GameKey, number>;
  let creditCents: number;
  let unsoldPriceCents: number;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    member = await memberOf(t.db, MEMBER);
    other = await memberOf(t.db, OTHER_MEMBER);
    for (const [key, startsAt] of Object.entries(GAMES)) ids[key as GameKey] = await insertGame(t.db, startsAt, `Rival ${key}`);
    await enterMember(t.db, ids.entered, member, '2026-09-20T18:40:00+02:00', 'a1b2c3d4-north-gate');
    // A later entry of the same game (another gate) is not the one shown.
    await enterMember(t.db, ids.entered, member, '2026-09-20T19:10:00+02:00', 'ffeedd00-south-gate');
    creditCents = 1_100;
    await releaseSeat(t.db, ids.sold, member, 'SOLD', creditCents);
    // Taken back once, then released again: the last release is the one that counts.
    await releaseSeat(t.db, ids.unsold, member, 'TAKEN_BACK');
    await releaseSeat(t.db, ids.unsold, member, 'RELEASED');
    await giveToGuest(t.db, ids.guestCame, member, 'Lucía Pérez', '2026-10-11T17:30:00+02:00');
    await giveToGuest(t.db, ids.guestAbsent, member, 'Pau Martí');
    // The other member came to the first two games only.
    await enterMember(t.db, ids.entered, other, '2026-09-20T18:50:00+02:00', 'a1b2c3d4-north-gate');
    await enterMember(t.db, ids.sold, other, '2026-09-27T17:45:00+02:00', 'a1b2c3d4-north-gate');
    const { rows } = await t.db.query<{ price_cents: number }>(
      "SELECT price_cents FROM game_prices WHERE tier = 'B' AND area_id = (SELECT area_id FROM seats WHERE id = $1)",
      [member.seatId],
    );
    unsoldPriceCents = rows[0]!.price_cents;
  });
  afterAll(() => t.close());

  const season = async (mail: string): Promise<SeasonOverview> => {
    const response = await call(t.app, 'GET', seasonPaths.season, { cookie: await sessionCookieFor(t.db, mail) });
    expect(response.statusCode, response.body).toBe(200);
    return seasonOverviewSchema.parse(response.json());
  };
  const gameOf = (overview: SeasonOverview, key: GameKey) => overview.games.find((g) => g.game.id === ids[key])!;

  it('gives each game its status by the rule: entered, released and sold or not, given, missed, today, coming', async () => {
    const overview = await season(MEMBER);
    expect(overview).toMatchObject({ season: SCRIPTED_SEASON, partnerId: member.partnerId, seat: { id: member.seatId } });
    expect(overview.games.map((g) => g.game.id)).toEqual(Object.values(ids));
    expect(overview.games.map((g) => g.status)).toEqual(['ENTERED', 'RELEASED_SOLD', 'RELEASED_UNSOLD', 'GIVEN', 'GIVEN', 'MISSED', 'TODAY', 'COMING']);
  });

  it("shows the member's first entry with a short label of its gate", async () => {
    const overview = await season(MEMBER);
    expect(gameOf(overview, 'entered').entry).toEqual({ at: new Date('2026-09-20T18:40:00+02:00').toISOString(), gate: 'A1B2C3' });
    expect(gameOf(overview, 'missed').entry).toBeNull();
  });

  it('carries the current release with its credit, and each guest with whether they opened the link and entered', async () => {
    const overview = await season(MEMBER);
    expect(gameOf(overview, 'sold').release).toMatchObject({ status: 'SOLD', credit: creditCents / 100 });
    // Before a sale, what a sale would credit: half the game's price, rounded down to the cent.
    expect(gameOf(overview, 'unsold').release).toMatchObject({ status: 'RELEASED', credit: Math.floor(unsoldPriceCents / 2) / 100 });
    expect(gameOf(overview, 'guestCame').guest).toMatchObject({ guestName: 'Lucía Pérez', status: 'GIVEN', opened: false, entered: true });
    expect(gameOf(overview, 'guestAbsent').guest).toMatchObject({ guestName: 'Pau Martí', status: 'GIVEN', entered: false });
    expect(overview.guests).toEqual({ max: 5, used: 2 });
  });

  it('counts entered, released and sold, and given to a guest who entered; 100 % is out of reach after a missed game', async () => {
    const { attendance } = await season(MEMBER);
    // Attended: the entry, the sold release and the guest who came. Played: the six games whose day is over.
    expect(attendance).toEqual({ attended: 3, played: 6, total: 8, reachable: false, discountPercent: FULL_ATTENDANCE_DISCOUNT.renewalPercent });
  });

  it('another member sees only their own games as they lived them, and 100 % is still reachable for them', async () => {
    const previous = clock;
    clock = new Date('2026-09-30T12:00:00+02:00');
    try {
      const overview = await season(OTHER_MEMBER);
      expect(overview.partnerId).toBe(other.partnerId);
      expect(overview.games.map((g) => g.status)).toEqual(['ENTERED', 'ENTERED', 'COMING', 'COMING', 'COMING', 'COMING', 'COMING', 'COMING']);
      expect(overview.games.every((g) => g.release === null && g.guest === null)).toBe(true);
      expect(gameOf(overview, 'entered').entry?.at).toBe(new Date('2026-09-20T18:50:00+02:00').toISOString());
      expect(overview.attendance).toMatchObject({ attended: 2, played: 2, total: 8, reachable: true });
      expect(overview.guests).toEqual({ max: 5, used: 0 });
    } finally {
      clock = previous;
    }
  });

  it('opens a game until its deadline, its tip-off or the first gate download, whichever comes first', async () => {
    const previous = clock;
    try {
      const coming = async () => gameOf(await season(MEMBER), 'coming');
      const startsAt = Date.parse(GAMES.coming);
      expect(Date.parse((await coming()).deadline)).toBe(startsAt - 180 * 60_000);
      expect((await coming()).open).toBe(true);
      clock = new Date(startsAt - 179 * 60_000);
      expect((await coming()).open).toBe(false);
      clock = previous;
      await downloadGame(t.db, ids.coming);
      expect((await coming()).open).toBe(false);
      expect((await coming()).status).toBe('COMING');
    } finally {
      clock = previous;
    }
  });

  it('moves a game from today to missed at the end of its club day (Madrid midnight)', async () => {
    const previous = clock;
    try {
      clock = new Date('2026-11-01T23:59:00+01:00');
      expect(gameOf(await season(MEMBER), 'today').status).toBe('TODAY');
      clock = new Date('2026-11-02T00:00:00+01:00');
      const overview = await season(MEMBER);
      expect(gameOf(overview, 'today').status).toBe('MISSED');
      expect(overview.attendance).toMatchObject({ played: 7, attended: 3 });
    } finally {
      clock = previous;
    }
  });

  it('keeps the number of queries fixed, whatever the number of games', async () => {
    const count = async () => {
      let queries = 0;
      const original = t.db.query.bind(t.db);
      t.db.query = ((...args: Parameters<typeof original>) => {
        queries += 1;
        return original(...args);
      }) as typeof t.db.query;
      try {
        await season(MEMBER);
      } finally {
        t.db.query = original;
      }
      return queries;
    };
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await insertGame(t.db, '2026-11-15T18:00:00+01:00', 'Rival extra');
    await insertGame(t.db, '2026-11-22T18:00:00+01:00', 'Rival extra 2');
    expect(await count()).toBe(before);
    await t.db.query("DELETE FROM games WHERE opponent LIKE 'Rival extra%'");
  });

  it('answers 404 season-no-seat to a partner without a seat and to an account without a partner, 401 without a session', async () => {
    for (const mail of [cardDemo.noSeat, 'aficionado@demo.club']) {
      const response = await call(t.app, 'GET', seasonPaths.season, { cookie: await sessionCookieFor(t.db, mail) });
      expect(response.statusCode, mail).toBe(404);
      expect(response.json()).toMatchObject({ code: SEASON_CODES.noSeat });
    }
    expect((await call(t.app, 'GET', seasonPaths.season)).statusCode).toBe(401);
  });
});
