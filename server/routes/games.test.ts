import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDetailSchema, gamesEndpoints, gamesPaths } from '../../src/api/games.ts';
import { areaListSchema, type AreaGroup, type AreaSeat } from '../../src/api/membership.ts';
import { SEASON_GAMES } from '../db/seed-data/games.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call } from './users-test-kit.ts';

/** The men's league game against Bilbao Basket (tier B) and the one against Real Madrid (tier A). */
const BILBAO = '2025-10-05T16:00:00.000Z';
const REAL_MADRID = '2026-03-29T16:00:00.000Z';
/** An ECONOMY area of the demo arena: 14 € for tier B, 21 € for tier A. */
const ECONOMY_PRICES = { B: 14, A: 21 };

describe('the public games: calendar, prices and the seats free for one game', () => {
  let t: TestApp;
  let bilbao: number;
  let realMadrid: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await t.db.query<{ id: number; starts_at: Date }>('SELECT id, starts_at FROM games');
    const idAt = (at: string) => rows.find((row) => new Date(row.starts_at).toISOString() === at)!.id;
    bilbao = idAt(BILBAO);
    realMadrid = idAt(REAL_MADRID);
  });
  afterAll(() => t.close());

  const path = (template: string, id: number) => template.replace(':id', String(id));
  const list = async () => gamesEndpoints.list.response.parse((await call(t.app, 'GET', gamesPaths.list)).json());
  const detail = async (id: number) => gameDetailSchema.parse((await call(t.app, 'GET', path(gamesPaths.game, id))).json());
  const areas = async (id: number, parentId?: number) => {
    const response = await call(t.app, 'GET', `${path(gamesPaths.areas, id)}${parentId ? `?parentId=${parentId}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return areaListSchema.parse(response.json());
  };
  const seatState = async (game: number, areaId: number, seatId: number) =>
    ((await areas(game, areaId)) as AreaSeat[]).find((seat) => seat.id === seatId)?.state;
  const areaAvailable = async (game: number, areaId: number) => ((await areas(game)) as AreaGroup[]).find((area) => area.id === areaId)?.available ?? 0;

  it("lists the season's home games by tip-off to anyone, each with its sale window, open by the database's clock", async () => {
    await t.db.query(`UPDATE games SET sale_opens_at = now() - interval '1 hour', sale_closes_at = now() + interval '1 day', line_on = true WHERE id = $1`, [bilbao]);
    const response = await call(t.app, 'GET', gamesPaths.list);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const { season, games } = await list();
    expect(season).toBe('25/26');
    expect(games).toHaveLength(SEASON_GAMES.length);
    expect(games.map((game) => game.startsAt)).toEqual(games.map((game) => game.startsAt).sort());
    expect(games.find((game) => game.id === bilbao)).toMatchObject({ opponent: 'Bilbao Basket', day: '2025-10-05', sale: { open: true, lineOn: true } });
    // The seeded windows end at tip-off: on the database's clock every other 25/26 game is past.
    const madrid = games.find((game) => game.id === realMadrid)!;
    expect(madrid.sale).toMatchObject({ closesAt: REAL_MADRID, open: false, lineOn: false });
    expect(Date.parse(madrid.sale!.opensAt)).toBe(Date.parse('2026-03-08T10:00:00+01:00'));
  });

  it("answers a game's tier prices by area in the arena's order and the tickets' cap; no sale and no prices without a tier", async () => {
    const game = await detail(realMadrid);
    expect(game.maxTickets).toBe(8);
    expect(game.prices.length).toBeGreaterThan(10);
    const economy = await t.db.query<{ area_id: number }>("SELECT area_id FROM game_prices WHERE tier = 'A' AND price_cents = 2100 LIMIT 1");
    expect(game.prices.find((price) => price.areaId === economy.rows[0]!.area_id)?.price).toBe(ECONOMY_PRICES.A);
    const positions = await t.db.query<{ id: number }>('SELECT id FROM areas ORDER BY position, id');
    const order = positions.rows.map((row) => row.id).filter((id) => game.prices.some((price) => price.areaId === id));
    expect(game.prices.map((price) => price.areaId)).toEqual(order);

    await t.db.query('UPDATE games SET price_tier = NULL WHERE id = $1', [realMadrid]);
    expect(await detail(realMadrid)).toMatchObject({ sale: null, prices: [] });
    expect(await areas(realMadrid)).toEqual([]);
    await t.db.query("UPDATE games SET price_tier = 'A' WHERE id = $1", [realMadrid]);
  });

  it('answers 404 for a game of another season, or none, and 400 for an id that is not one', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO games (season, starts_at, competition, opponent, price_tier) VALUES ('24/25', '2025-03-02T17:00:00Z', 'MENS_LEAGUE', 'Old rival', 'B') RETURNING id",
    );
    for (const template of [gamesPaths.game, gamesPaths.areas]) {
      for (const id of [rows[0]!.id, 999_999]) {
        const response = await call(t.app, 'GET', path(template, id));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'game-not-found' });
      }
      expect((await call(t.app, 'GET', template.replace(':id', 'abc'))).statusCode).toBe(400);
    }
    expect((await call(t.app, 'GET', `${path(gamesPaths.areas, bilbao)}?parentId=99999`)).statusCode).toBe(404);
  });

  it("lists the priced sectors and areas with the seats free for the game, each area at its tier's one price", async () => {
    const list = (await areas(bilbao)) as AreaGroup[];
    const priced = await t.db.query<{ area_id: number; price_cents: number }>("SELECT area_id, price_cents FROM game_prices WHERE tier = 'B'");
    const listedAreas = list.filter((area) => area.level === 'AREA');
    expect(listedAreas.length).toBeGreaterThan(0);
    for (const area of listedAreas) {
      const price = priced.rows.find((row) => row.area_id === area.id);
      expect(price, `area ${area.id} is priced`).toBeDefined();
      expect(area.prices).toEqual([{ price: price!.price_cents / 100, junior: false, rolls: [] }]);
      expect(area.available).toBeGreaterThan(0);
    }
    for (const sector of list.filter((area) => area.level === 'SECTOR')) {
      const children = listedAreas.filter((area) => area.parentId === sector.id);
      expect(sector.available).toBe(children.reduce((sum, area) => sum + area.available, 0));
    }
    // The press box has no price: never offered.
    expect(list.some((area) => area.id === 101)).toBe(false);
  });

  it('shows a seat sold for the season as taken, available once its member releases it for that game only, taken by a held ticket until the hold lapses and by a sold one for good', async () => {
    const { rows } = await t.db.query<{ seat_id: number; area_id: number; partner_id: number; user_id: number }>(
      `SELECT c.seat_id, s.area_id, c.partner_id, p.user_id FROM seat_claims c JOIN seats s ON s.id = c.seat_id JOIN partners p ON p.id = c.partner_id
       WHERE c.kind = 'SOLD' AND EXISTS (SELECT 1 FROM game_prices gp WHERE gp.tier = 'B' AND gp.area_id = s.area_id) ORDER BY c.seat_id LIMIT 1`,
    );
    const seat = rows[0]!;
    expect(await seatState(bilbao, seat.area_id, seat.seat_id)).toBe('taken');
    const before = await areaAvailable(bilbao, seat.area_id);

    await t.db.query(
      "INSERT INTO seat_releases (game_id, seat_id, partner_id, released_by, status) VALUES ($1, $2, $3, $4, 'RELEASED')",
      [bilbao, seat.seat_id, seat.partner_id, seat.user_id],
    );
    expect(await seatState(bilbao, seat.area_id, seat.seat_id)).toBe('available');
    expect(await areaAvailable(bilbao, seat.area_id)).toBe(before + 1);
    expect(await seatState(realMadrid, seat.area_id, seat.seat_id)).toBe('taken');

    const order = await t.db.query<{ id: number }>(
      "INSERT INTO ticket_orders (user_id, game_id, status, expires_at) VALUES ($1, $2, 'OPEN', now() + interval '10 minutes') RETURNING id",
      [seat.user_id, bilbao],
    );
    const orderId = order.rows[0]!.id;
    await t.db.query("INSERT INTO game_seat_claims (game_id, seat_id, kind, ticket_order_id, expires_at) VALUES ($1, $2, 'HELD', $3, now() + interval '10 minutes')", [
      bilbao,
      seat.seat_id,
      orderId,
    ]);
    expect(await seatState(bilbao, seat.area_id, seat.seat_id)).toBe('taken');
    expect(await areaAvailable(bilbao, seat.area_id)).toBe(before);

    await t.db.query("UPDATE game_seat_claims SET expires_at = now() - interval '1 second' WHERE game_id = $1 AND seat_id = $2", [bilbao, seat.seat_id]);
    expect(await seatState(bilbao, seat.area_id, seat.seat_id)).toBe('available');

    const ticket = await t.db.query<{ id: number }>(
      `INSERT INTO tickets (ticket_order_id, user_id, game_id, seat_id, holder_name, price_cents, secret)
       VALUES ($1, $2, $3, $4, 'Ana Compradora', 1400, repeat('a', 40)) RETURNING id`,
      [orderId, seat.user_id, bilbao, seat.seat_id],
    );
    await t.db.query("UPDATE game_seat_claims SET kind = 'SOLD', ticket_order_id = NULL, expires_at = NULL, ticket_id = $3 WHERE game_id = $1 AND seat_id = $2", [
      bilbao,
      seat.seat_id,
      ticket.rows[0]!.id,
    ]);
    expect(await seatState(bilbao, seat.area_id, seat.seat_id)).toBe('taken');
    expect(await areaAvailable(bilbao, seat.area_id)).toBe(before);
  });

  it("shows a season seat nobody holds as available, a seat whose area has no price for the tier as unavailable", async () => {
    const free = await t.db.query<{ id: number; area_id: number }>(
      `SELECT s.id, s.area_id FROM seats s WHERE NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = s.id)
       AND EXISTS (SELECT 1 FROM game_prices gp WHERE gp.tier = 'B' AND gp.area_id = s.area_id) ORDER BY s.id LIMIT 1`,
    );
    const seat = free.rows[0]!;
    expect(await seatState(bilbao, seat.area_id, seat.id)).toBe('available');
    await t.db.query("DELETE FROM game_prices WHERE tier = 'B' AND area_id = $1", [seat.area_id]);
    expect(await seatState(bilbao, seat.area_id, seat.id)).toBe('unavailable');
    expect(((await areas(bilbao)) as AreaGroup[]).some((area) => area.id === seat.area_id)).toBe(false);
  });
});
