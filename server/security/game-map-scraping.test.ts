import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesEndpoints, gamesPaths } from '../../src/api/games.ts';
import { areaListSchema, type AreaGroup } from '../../src/api/membership.ts';
import { call } from '../routes/users-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const [GAME_MAP_LIMIT] = gamesEndpoints.areas.limits;

/**
 * The attack: a script reads a game's map in a loop. The map is public and the costliest read of
 * the site (every seat of the arena checked against the game's tickets, claims and releases), so
 * unbounded it keeps the database busy for every buyer of the sale.
 */
describe("a game's map read in a loop", () => {
  let t: TestApp;
  let mapPath: string;
  let areaPath: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM games WHERE price_tier IS NOT NULL ORDER BY starts_at LIMIT 1');
    mapPath = gamesPaths.areas.replace(':id', String(rows[0]!.id));
    const map = areaListSchema.parse((await call(t.app, 'GET', mapPath, { ip: '198.51.100.1' })).json()) as AreaGroup[];
    areaPath = `${mapPath}?parentId=${map.find((area) => area.level === 'AREA')!.id}`;
  });
  afterAll(() => t.close());

  it(`answers ${GAME_MAP_LIMIT.max} reads a minute from one address, the map and its areas together, then 429 with Retry-After`, async () => {
    const script = '203.0.113.90';
    const statuses: number[] = [];
    // One area's seats is the quick read: the loop is the same counter as the whole map's.
    for (let read = 0; read < GAME_MAP_LIMIT.max; read++) statuses.push((await call(t.app, 'GET', areaPath, { ip: script })).statusCode);
    expect(statuses).toEqual(Array(GAME_MAP_LIMIT.max).fill(200));
    for (const path of [mapPath, areaPath]) {
      const refused = await call(t.app, 'GET', path, { ip: script });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(GAME_MAP_LIMIT.windowSeconds);
    }
  });

  it("leaves an honest buyer at another address their map and areas while the script is refused", async () => {
    const script = '203.0.113.91';
    for (let read = 0; read < GAME_MAP_LIMIT.max; read++) await call(t.app, 'GET', areaPath, { ip: script });
    expect((await call(t.app, 'GET', mapPath, { ip: script })).statusCode).toBe(429);

    const buyer = '198.51.100.7';
    const map = await call(t.app, 'GET', mapPath, { ip: buyer });
    expect(map.statusCode, map.body).toBe(200);
    expect((areaListSchema.parse(map.json()) as AreaGroup[]).length).toBeGreaterThan(0);
    for (let opened = 0; opened < 5; opened++) expect((await call(t.app, 'GET', areaPath, { ip: buyer })).statusCode).toBe(200);
  });

  it('counts an IPv6 host by its /64: rotating addresses inside it does not reset the count', async () => {
    for (let read = 0; read < GAME_MAP_LIMIT.max; read++) {
      expect((await call(t.app, 'GET', areaPath, { ip: `2001:db8:5:9::${(read + 1).toString(16)}` })).statusCode).toBe(200);
    }
    expect((await call(t.app, 'GET', areaPath, { ip: '2001:db8:5:9::ffff' })).statusCode).toBe(429);
    expect((await call(t.app, 'GET', areaPath, { ip: '2001:db8:5:a::1' })).statusCode).toBe(200);
  });
});
