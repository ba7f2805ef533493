import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatePaths } from '../../src/api/gate.ts';
import { call, expectError } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/** The men's league game of Sunday 2025-10-05, 18:00 in Valencia; the server's clock is a week before. */
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
const A_WEEK_BEFORE = new Date('2025-09-28T12:00:00+02:00');

/**
 * The attack: an employee account takes the download of any game of the season (every member's
 * name, seat and day key for that day) days ahead, or a gate account without the gate role takes
 * today's, and nothing says who did. Only today's or tomorrow's game downloads, only with the
 * role, and each download is on record.
 */
describe("downloading a game's day keys that is not today's or tomorrow's", () => {
  let t: TestApp;
  let gameId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: () => A_WEEK_BEFORE });
    const games = await call(t.app, 'GET', gatePaths.games, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club') });
    gameId = games.json<{ id: number; startsAt: string }[]>().find((game) => game.startsAt === GAME_STARTS_AT)!.id;
  });
  afterAll(() => t.close());

  const download = async (id: number) =>
    call(t.app, 'GET', `${gatePaths.download.replace(':id', String(id))}?device=gate-attacker-1`, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club') });
  const recorded = async () => (await t.db.query('SELECT 1 FROM gate_downloads')).rows.length;

  it("refuses next week's game, and every other game of the season, with nothing handed out", async () => {
    const games = (await call(t.app, 'GET', gatePaths.games, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club') })).json<{ id: number }[]>();
    const response = await download(gameId);
    expectError(response, 409, "Only today's or tomorrow's game can be downloaded");
    expect(response.json()).toMatchObject({ code: 'game-not-open' });
    expect(response.body).not.toContain('dayKey');
    // Sampled across the season (each call counts against the hourly download limit).
    for (const game of [games[0]!, games[10]!, games.at(-1)!]) expect((await download(game.id)).statusCode).toBe(409);
    expect(await recorded()).toBe(0);
  });

  it('refuses today\'s game to an employee whose gate role was taken away, and records only real downloads', async () => {
    // A game on the server's day, added for the test.
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO games (season, starts_at, competition, opponent) VALUES ('25/26', '2025-09-28T18:00:00+02:00', 'WOMENS_LEAGUE', 'Rival') RETURNING id",
    );
    const todaysGame = rows[0]!.id;
    expect((await download(todaysGame)).statusCode).toBe(200);
    const { rows: record } = await t.db.query<{ mail: string; device_id: string; downloaded_at: Date }>(
      'SELECT u.mail, d.device_id, d.downloaded_at FROM gate_downloads d JOIN users u ON u.id = d.user_id',
    );
    expect(record).toEqual([{ mail: 'empleado@demo.club', device_id: 'gate-attacker-1', downloaded_at: A_WEEK_BEFORE }]);
    await t.db.query("UPDATE users SET staff_roles = '{photos}' WHERE mail = 'empleado@demo.club'");
    expectError(await download(todaysGame), 403, "This employee has no 'gate' role");
    expect(await recorded()).toBe(1);
  });
});
