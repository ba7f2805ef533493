import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabasePlace, createTestDb, POSTGRES_URL } from '../test/test-app.ts';
import { admitNext, joinQueue, waitingPlaces } from './entries.ts';
import { shuffle, type Draw } from './lottery.ts';

/** Seeds fixed by the run's number: the statistics below are the same on every run, never flaky. */
const seedOf = (run: number) => createHash('sha256').update(`lottery-test-${run}`).digest();

/** Pearson's chi-square statistic of counts against one expected count per cell. */
const chiSquare = (counts: number[], expected: number) => counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);

describe('the lottery shuffle', () => {
  // Critical values of the chi-square distribution at significance 0.001 (tables): a fair shuffle
  // exceeds them one time in a thousand; the seeds are fixed, so this run's answer never changes.
  it('every order of 4 members is equally likely (24 permutations, chi-square, df 23, α = 0.001)', () => {
    const runs = 24_000;
    const counts = new Map<string, number>();
    for (let run = 0; run < runs; run += 1) {
      const order = shuffle(['a', 'b', 'c', 'd'], seedOf(run)).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()], runs / 24)).toBeLessThan(49.73);
  });

  it('each of 5 members is equally likely in each place (5 × 5 cells, chi-square, df 16, α = 0.001)', () => {
    const runs = 10_000;
    const cells = Array.from({ length: 25 }, () => 0);
    for (let run = 0; run < runs; run += 1) {
      shuffle([0, 1, 2, 3, 4], seedOf(run)).forEach((member, place) => (cells[member * 5 + place]! += 1));
    }
    expect(chiSquare(cells, runs / 5)).toBeLessThan(39.25);
  });

  it('the same seed gives the same order; another seed another', () => {
    const members = Array.from({ length: 50 }, (_, i) => `visitor:${i}`);
    expect(shuffle(members, seedOf(1))).toEqual(shuffle(members, seedOf(1)));
    expect(shuffle(members, seedOf(1))).not.toEqual(shuffle(members, seedOf(2)));
    expect(shuffle(members, seedOf(1)).toSorted()).toEqual(members.toSorted());
  });
});

describe('the draw at the opening', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.query('DELETE FROM queue_entries');
    await db.query('DELETE FROM queue_draws');
  });
  afterAll(() => db.close());

  const settings = (opensAt: Date) => ({ capacity: 1, permissionSeconds: 60, graceSeconds: 60, opensAt });
  /** Holders who asked `seconds` from the opening (negative: before it). */
  const join = async (holders: string[], opensAt: Date, seconds: number) => {
    for (const holder of holders) await joinQueue(db, [{ holder, route: '/hazte-abonado/seleccion-abono-base' }]);
    await db.query(`UPDATE queue_entries SET joined_at = $2::timestamptz + make_interval(secs => $3) WHERE holder = ANY($1::text[])`, [
      holders,
      opensAt,
      seconds,
    ]);
  };
  /** Every holder in line, the one inside first, then the waiting by position. */
  const line = async () => {
    const inside = await db.query<{ holder: string }>('SELECT holder FROM queue_entries WHERE admitted_at IS NOT NULL');
    const waiting = [...(await waitingPlaces(db)).entries()].sort(([, a], [, b]) => a.position - b.position).map(([holder]) => holder);
    return [...inside.rows.map((row) => row.holder), ...waiting];
  };

  it('lets nobody in before the opening', async () => {
    const opensAt = new Date(Date.now() + 60 * 60 * 1000);
    await join(['user:1', 'user:2'], opensAt, -10);
    expect(await admitNext(db, settings(opensAt))).toEqual([]);
    expect((await db.query('SELECT 1 FROM queue_draws')).rows).toHaveLength(0);
  });

  it('places the pre-queue’s accounts in the logged order, recomputable from its seed, once; its visitors, then later arrivals follow in arrival order', async () => {
    const opensAt = new Date(Date.now() - 1000);
    const early = Array.from({ length: 12 }, (_, i) => `user:early-${i}`);
    await join(['visitor:early-a'], opensAt, -40);
    await join(early, opensAt, -30);
    await join(['visitor:early-b'], opensAt, -20);
    await join(['visitor:late-1', 'visitor:late-2'], opensAt, 0.5);
    const draws: Draw[] = [];
    const admitted = await admitNext(db, settings(opensAt), (draw) => draws.push(draw));

    expect(draws).toHaveLength(1);
    const [draw] = draws;
    expect(draw!.arrivals).toEqual(early);
    expect(shuffle(draw!.arrivals, Buffer.from(draw!.seed, 'hex'))).toEqual(draw!.order);
    expect(admitted.map((admission) => admission.holder)).toEqual([draw!.order[0]]);
    expect(await line()).toEqual([...draw!.order, 'visitor:early-a', 'visitor:early-b', 'visitor:late-1', 'visitor:late-2']);
    const { rows } = await db.query<{ seed: string; arrivals: string[]; drawn_order: string[] }>('SELECT * FROM queue_draws');
    expect(rows).toEqual([expect.objectContaining({ seed: draw!.seed, arrivals: early, drawn_order: draw!.order })]);

    // Another run (this process or another, after a restart): no second draw, the order stays.
    await joinQueue(db, [{ holder: 'visitor:late-3', route: '/hazte-abonado/seleccion-abono-base' }]);
    expect(await admitNext(db, settings(opensAt), (again) => draws.push(again))).toEqual([]);
    expect(draws).toHaveLength(1);
    expect(await line()).toEqual([...draw!.order, 'visitor:early-a', 'visitor:early-b', 'visitor:late-1', 'visitor:late-2', 'visitor:late-3']);
  });

  it('property: whatever the numbers and the seed, no pre-queue member is placed after a later arrival', async () => {
    for (let scenario = 0; scenario < 20; scenario += 1) {
      const opensAt = new Date(Date.UTC(2026, 0, 1, 10, 0, scenario));
      const seed = seedOf(1000 + scenario);
      const early = Array.from({ length: 1 + (seed[0]! % 9) }, (_, i) => `user:${scenario}-e${i}`);
      const late = Array.from({ length: seed[1]! % 5 }, (_, i) => `user:${scenario}-l${i}`);
      // Later arrivals sometimes join before the draw, sometimes after: never ahead of the pre-queue.
      const lateBefore = late.slice(0, seed[2]! % (late.length + 1));
      await join(early, opensAt, -5);
      await join(lateBefore, opensAt, 1);
      await admitNext(db, settings(opensAt));
      await join(late.slice(lateBefore.length), opensAt, 2);
      const order = await line();
      expect(order.slice(0, early.length).toSorted()).toEqual(early.toSorted());
      expect(order.slice(early.length)).toEqual(late);
      await db.query('DELETE FROM queue_entries');
    }
  });
});

describe.runIf(POSTGRES_URL)('the draw with two processes on PostgreSQL', () => {
  it('both run admission at the opening at once: one draws, the other finds the draw made', async () => {
    const place = await createTestDatabasePlace();
    const [one, two] = [await place.open(), await place.open()];
    try {
      await migrate(one);
      const opensAt = new Date(Date.now() - 1000);
      const early = Array.from({ length: 20 }, (_, i) => `user:${i}`);
      for (const holder of early) await joinQueue(one, [{ holder, route: '/hazte-abonado/seleccion-abono-base' }]);
      await one.query(`UPDATE queue_entries SET joined_at = $1::timestamptz - interval '1 minute'`, [opensAt]);
      const draws: Draw[] = [];
      const settings = { capacity: 2, permissionSeconds: 60, graceSeconds: 60, opensAt };
      const admitted = (await Promise.all([one, two].map((db) => admitNext(db, settings, (draw) => draws.push(draw))))).flat();
      expect(draws).toHaveLength(1);
      expect(admitted.map((admission) => admission.holder).toSorted()).toEqual(draws[0]!.order.slice(0, 2).toSorted());
      const waiting = [...(await waitingPlaces(two)).entries()].sort(([, a], [, b]) => a.position - b.position).map(([holder]) => holder);
      expect(waiting).toEqual(draws[0]!.order.slice(2));
    } finally {
      await one.close();
      await two.close();
      await place.dispose();
    }
  });
});
