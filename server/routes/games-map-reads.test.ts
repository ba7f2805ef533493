import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema } from '../../src/api/membership.ts';
import { gamesPaths } from '../../src/api/games.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { countingDb } from '../test/query-counter.ts';
import type { Db } from '../db/db.ts';
import { createTestApp, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN, type TestApp } from '../test/test-app.ts';
import { call } from './users-test-kit.ts';

/** The area list's statement: it counts the free seats of the whole arena. */
const isAreaListRead = (sql: string) => sql.includes('count(*) FILTER (WHERE s.access') && sql.includes('game_prices gp JOIN areas a');

/** The game's own row, read by each ask just before it asks for the list. */
const isGameLookup = (sql: string) => sql.includes('WHERE season = $1 AND id = $2');

let t: TestApp;
let app: FastifyInstance;
let areaListReads: ReturnType<typeof countingDb>;
let gameId: number;
/** While set, area-list reads wait for it: every ask of a burst is in before the first read ends. */
let readsOpen: Promise<void> | undefined;
/** Game lookups answered: an ask whose lookup is answered has asked for the list. */
let lookups = 0;
beforeAll(async () => {
  t = await createTestApp();
  const paced: Db = {
    ...t.db,
    query: async (sql, params) => {
      if (isAreaListRead(sql)) await readsOpen;
      const result = await t.db.query(sql, params);
      if (isGameLookup(sql)) lookups++;
      return result as never;
    },
  };
  areaListReads = countingDb(paced, isAreaListRead);
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
    lookups = 0;
    let open!: () => void;
    readsOpen = new Promise((resolve) => (open = resolve));
    const asks = Promise.all(Array.from({ length: 20 }, () => call(app, 'GET', path)));
    await expect.poll(() => lookups).toBe(20);
    await new Promise((resolve) => setImmediate(resolve));
    open();
    readsOpen = undefined;
    const answers = await asks;
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
