import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema } from '../../src/api/membership.ts';
import { gamesPaths } from '../../src/api/games.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { countingDb } from '../test/query-counter.ts';
import { createTestApp, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN, type TestApp } from '../test/test-app.ts';
import { call } from './users-test-kit.ts';

/** The area list's statement: it counts the free seats of the whole arena. */
const isAreaListRead = (sql: string) => sql.includes('count(*) FILTER (WHERE s.access') && sql.includes('game_prices gp JOIN areas a');

let t: TestApp;
let app: FastifyInstance;
let areaListReads: ReturnType<typeof countingDb>;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp();
  areaListReads = countingDb(t.db, isAreaListRead);
  app = await buildApp({ db: areaListReads.db, localesDir: t.localesDir, languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN });
  gameId = (await t.db.query<{ id: number }>("SELECT id FROM games WHERE price_tier IS NOT NULL ORDER BY starts_at DESC LIMIT 1")).rows[0]!.id;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe("a game's area list under a crowd", () => {
  it('twenty asks at once cost two reads, and every one gets the whole list', async () => {
    const path = gamesPaths.areas.replace(':id', String(gameId));
    areaListReads.reset();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(app, 'GET', path)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const lists = answers.map((answer) => areaListSchema.parse(answer.json()));
    expect(lists[0]!.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(lists[0]);
    // The first ask's read, then one read for every ask that came while it ran.
    expect(areaListReads.statements()).toBeLessThanOrEqual(2);
  });

  it('an ask after a read has ended gets a read of its own', async () => {
    const path = gamesPaths.areas.replace(':id', String(gameId));
    areaListReads.reset();
    await call(app, 'GET', path);
    await call(app, 'GET', path);
    expect(areaListReads.statements()).toBe(2);
  });
});
