import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema, SEASON_CODES, seasonOverviewSchema, seasonPaths } from '../../src/api/season.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { contactSeed } from '../db/seed-data/footer.ts';
import { SEASON_GAMES } from '../db/seed-data/games.ts';
import { CURRENT_SEASON } from '../db/seed-data/users.ts';
import { textsFor } from '../i18n/member-texts.ts';
import { createTestApp, sessionCookieFor, TEST_PUBLIC_ORIGIN, type TestApp } from '../test/test-app.ts';
import { giveToGuest, insertGame, memberOf, releaseSeat } from './season.fixtures.ts';
import { call } from './users-test-kit.ts';

const MEMBER = cardDemo.withPhoto;
const HOST = new URL(TEST_PUBLIC_ORIGIN).host;
const memberFeedPath = (token: string) => seasonPaths.memberCalendar.replace(':token', token);
/** What a browser sends when the member opens the feed's address in a tab. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** Seeded games: a summer-time one (CEST, +02:00) and a winter-time one (CET, +01:00). */
const SUMMER_GAME = { startsAt: '2025-10-05T18:00:00+02:00', opponent: 'Bilbao Basket' };
const WINTER_GAME = { startsAt: '2025-12-07T18:00:00+01:00', opponent: 'MoraBanc Andorra' };

/** The server's clock: tests move it (the public feed is read at most once per 10 s by it). */
let clock = new Date('2025-10-01T12:00:00+02:00');

/** A feed parsed as a calendar app reads it: its zones registered, then its events. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

describe('calendar feeds: the public games feed, the member feed, its token and renewal, and their limits', () => {
  let t: TestApp;
  let distDir: string;
  let cookie: string;
  let gameIds: Map<string, number>;
  const guestGame = () => gameIds.get(SUMMER_GAME.startsAt)!;
  const releasedGame = () => gameIds.get(WINTER_GAME.startsAt)!;

  beforeAll(async () => {
    // With a client build served: its page fallback must leave /api/calendar/... to the API.
    distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
    t = await createTestApp({ now: () => clock, distDir });
    cookie = await sessionCookieFor(t.db, MEMBER);
    const { rows } = await t.db.query<{ id: number; starts_at: Date }>('SELECT id, starts_at FROM games WHERE season = $1', [CURRENT_SEASON]);
    gameIds = new Map(SEASON_GAMES.map((game) => [game.startsAt, rows.find((row) => row.starts_at.getTime() === Date.parse(game.startsAt))!.id]));
    const member = await memberOf(t.db, MEMBER);
    await giveToGuest(t.db, guestGame(), member, 'Lucía Pérez');
    await releaseSeat(t.db, releasedGame(), member, 'RELEASED');
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const feedToken = async (sessionCookie = cookie) => {
    const response = await call(t.app, 'GET', seasonPaths.calendarFeed, { cookie: sessionCookie });
    expect(response.statusCode, response.body).toBe(200);
    return calendarFeedSchema.parse(response.json()).token;
  };
  const renew = (sessionCookie = cookie) => call(t.app, 'POST', seasonPaths.calendarFeed, { cookie: sessionCookie, body: {} });

  it('the public feed: every home game of the season, at its Madrid hour for two hours, with stable UIDs, the club and the arena', async () => {
    const response = await call(t.app, 'GET', seasonPaths.gamesCalendar, { headers: BROWSER });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { name, events } = parseFeed(response.body);
    expect(name).toBe(textsFor('es').calendar.gamesName({ club: contactSeed.name, season: CURRENT_SEASON }));
    expect(events).toHaveLength(SEASON_GAMES.length);
    for (const game of SEASON_GAMES) {
      const event = events.find((e) => e.uid === `game-${gameIds.get(game.startsAt)}@${HOST}`)!;
      expect(event.startDate.zone.tzid).toBe('Europe/Madrid');
      expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(game.startsAt));
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(2 * 60 * 60 * 1000);
      expect(event.summary).toBe(`${contactSeed.name} – ${game.opponent}`);
      expect(event.location).toBe(contactSeed.address);
      expect(event.description).toBeNull();
    }
    // The wall clock a calendar shows: 18:00 in Madrid, in summer and in winter time alike.
    for (const game of [SUMMER_GAME, WINTER_GAME]) {
      const event = events.find((e) => e.uid === `game-${gameIds.get(game.startsAt)}@${HOST}`)!;
      expect(event.startDate.toString()).toBe(game.startsAt.slice(0, 19));
    }
  });

  it('the public feed is made at most once per 10 s per process', async () => {
    const count = async () => parseFeed((await call(t.app, 'GET', seasonPaths.gamesCalendar)).body).events.length;
    const before = await count();
    const added = await insertGame(t.db, '2026-04-26T18:00:00+02:00', 'Rival extra', CURRENT_SEASON);
    try {
      expect(await count()).toBe(before);
      clock = new Date(clock.getTime() + 10_000);
      expect(await count()).toBe(before + 1);
    } finally {
      await t.db.query('DELETE FROM games WHERE id = $1', [added]);
      clock = new Date(clock.getTime() + 10_000);
    }
  });

  it("the member's token is made once: 43 base64url characters, the same on every call", async () => {
    const token = await feedToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await feedToken()).toBe(token);
  });

  it("the member feed: the same games and UIDs, the member's seat in each, the guest's name and the release where they apply", async () => {
    const response = await call(t.app, 'GET', memberFeedPath(await feedToken()), { headers: BROWSER });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const { events } = parseFeed(response.body);
    const publicFeed = parseFeed((await call(t.app, 'GET', seasonPaths.gamesCalendar)).body);
    expect(events.map((e) => e.uid).sort()).toEqual(publicFeed.events.map((e) => e.uid).sort());

    const { seat } = seasonOverviewSchema.parse((await call(t.app, 'GET', seasonPaths.season, { cookie })).json());
    const texts = textsFor('es').calendar;
    const descriptionOf = (gameId: number) => events.find((e) => e.uid === `game-${gameId}@${HOST}`)!.description;
    expect(descriptionOf(guestGame())).toBe(`${texts.seat(seat)}\n${texts.given({ guest: 'Lucía Pérez' })}`);
    expect(descriptionOf(releasedGame())).toBe(`${texts.seat(seat)}\n${texts.released}`);
    const others = [...gameIds.values()].filter((id) => id !== guestGame() && id !== releasedGame());
    for (const id of others) expect(descriptionOf(id)).toBe(texts.seat(seat));
  });

  it('renewing makes a new token; the old address answers 404 calendar-not-found, as does one never made', async () => {
    const old = await feedToken();
    const response = await renew();
    expect(response.statusCode, response.body).toBe(200);
    const renewed = calendarFeedSchema.parse(response.json()).token;
    expect(renewed).not.toBe(old);
    expect(await feedToken()).toBe(renewed);
    const gone = await call(t.app, 'GET', memberFeedPath(old), { headers: BROWSER });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: SEASON_CODES.calendarNotFound });
    expect((await call(t.app, 'GET', memberFeedPath('x'.repeat(43)))).json()).toMatchObject({ code: SEASON_CODES.calendarNotFound });
    expect((await call(t.app, 'GET', memberFeedPath(renewed))).statusCode).toBe(200);
  });

  it('gives no token to an account without a seat, nor without a session', async () => {
    for (const mail of [cardDemo.noSeat, 'aficionado@demo.club']) {
      const response = await call(t.app, 'GET', seasonPaths.calendarFeed, { cookie: await sessionCookieFor(t.db, mail) });
      expect(response.statusCode, mail).toBe(404);
      expect(response.json()).toMatchObject({ code: SEASON_CODES.noSeat });
    }
    expect((await call(t.app, 'GET', seasonPaths.calendarFeed)).statusCode).toBe(401);
    expect((await renew('')).statusCode).toBe(401);
  });

  it('a script fetching feeds from one address is stopped after 60 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(t.app, 'GET', seasonPaths.gamesCalendar, { ip: '10.60.0.1' })).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    // The member feed counts under the same limit.
    expect((await call(t.app, 'GET', memberFeedPath(await feedToken()), { ip: '10.60.0.1' })).statusCode).toBe(429);
  });

  it('a leaked feed address fetched from many addresses is stopped after 30 an hour', async () => {
    // A fresh token: the calls of the other tests do not count towards it.
    const path = memberFeedPath(calendarFeedSchema.parse((await renew()).json()).token);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call(t.app, 'GET', path, { ip: `10.30.0.${i + 1}` })).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it('a script renewing the token in a loop is stopped after 10 a day', async () => {
    const other = await sessionCookieFor(t.db, 'socio@demo.club');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await renew(other)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
