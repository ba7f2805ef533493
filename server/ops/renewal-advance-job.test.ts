import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createTestDb } from '../test/test-app.ts';
import { advanceNextSeason } from './renewal-advance-job.ts';

const kept = async (db: Db) => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM season_seat_claims WHERE season = '26/27' AND kind = 'KEPT'")).rows[0]!.n;

describe("the job's pass", () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  }, 120_000);
  afterAll(() => db.close());

  it('advances the season after the current one: nothing before its deadline, the seats not renewed freed after', async () => {
    const before = await kept(db);
    expect(before).toBeGreaterThan(0);
    await advanceNextSeason(db, new Date('2026-06-24T20:00:00Z'));
    expect(await kept(db)).toBe(before);
    await advanceNextSeason(db, new Date('2026-06-25T08:00:00Z'));
    expect(await kept(db)).toBe(0);
  });
});
