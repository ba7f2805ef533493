import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_CODES, renewalPaths } from '../../src/api/renewal.ts';
import { advanceRenewalSeason } from '../store/renewal-advance.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AT, createAccount, createMover, NEXT_SEASON, openNextSeason, seatOf, seatsOfRow, takeAreaExcept, TEST_CALENDAR } from './relocation.fixtures.ts';

/** Races on the next season's seats: on PostgreSQL (npm run test:pg) the calls truly overlap; on PGlite they queue, and the rules hold alike. */
const AREA = 105;
const ENTRIES = 40;
const ROUNDS = 5;

let clock = AT.deadlinePassed;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // One window: every mover moves at the same time.
  await openNextSeason(t.db, [AREA], { ...TEST_CALENDAR, relocationWindows: 1 });
}, 120_000);
afterAll(() => t.close());

describe('relocation and offers under races', () => {
  it('gives a seat to one of two movers of the same window asking for it at once', async () => {
    const rivals = [];
    for (let i = 0; i < 2; i++) {
      rivals.push(await createMover(t.db, { partnerNumber: 920_001 + i, memberSince: '2000-01-01', people: [{ seatId: await seatOf(t.db, AREA, i) }] }));
    }
    const contested = await seatOf(t.db, AREA, 20);
    await t.db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = $2', [NEXT_SEASON, contested]);
    clock = AT.window(1);
    const answers = await Promise.all(
      rivals.map((rival) =>
        t.app.inject({
          method: 'POST',
          url: `/api/${renewalPaths.relocationMove}`,
          headers: { cookie: rival.cookie },
          payload: { moves: [{ partnerId: rival.people[0]!.partnerId, seatId: contested }] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: RENEWAL_CODES.seatTaken });
    const { rows } = await t.db.query<{ partner_id: number }>('SELECT partner_id FROM season_seat_claims WHERE season = $1 AND seat_id = $2', [NEXT_SEASON, contested]);
    expect(rows).toHaveLength(1);
    // The loser keeps the seat they had.
    const loser = rivals[answers.findIndex((a) => a.statusCode === 409)]!;
    const kept = await t.db.query('SELECT 1 FROM season_seat_claims WHERE season = $1 AND partner_id = $2', [NEXT_SEASON, loser.people[0]!.partnerId]);
    expect(kept.rows).toHaveLength(1);
  });

  it('offers no seat twice and no entry twice when several processes advance at once', async () => {
    const free = [...(await seatsOfRow(t.db, AREA, 2)), ...(await seatsOfRow(t.db, AREA, 7)).slice(0, 5)];
    await takeAreaExcept(t.db, AREA, free);
    for (let i = 0; i < ENTRIES; i++) {
      const account = await createAccount(t.db, 'racer');
      await t.db.query("INSERT INTO waiting_list_entries (season, user_id, party_size, status) VALUES ($1, $2, $3, 'WAITING')", [
        NEXT_SEASON,
        account.userId,
        (i % 4) + 1,
      ]);
    }
    const at = AT.windowsEnded;
    for (let round = 0; round < ROUNDS; round++) await Promise.all(Array.from({ length: 4 }, () => advanceRenewalSeason(t.db, NEXT_SEASON, at)));
    const { rows } = await t.db.query<{ id: number; party_size: number; status: string; seats: number }>(
      `SELECT e.id, e.party_size, e.status, count(c.seat_id)::int AS seats FROM waiting_list_entries e
       LEFT JOIN season_seat_claims c ON c.waiting_entry_id = e.id
       WHERE e.season = $1 AND e.status IN ('WAITING', 'OFFERED') GROUP BY e.id ORDER BY e.id`,
      [NEXT_SEASON],
    );
    const offered = rows.filter((row) => row.status === 'OFFERED');
    expect(offered.length).toBeGreaterThan(0);
    for (const entry of offered) expect(entry.seats).toBe(entry.party_size);
    expect(offered.reduce((sum, entry) => sum + entry.seats, 0)).toBeLessThanOrEqual(free.length);
    // The first entry (a single) always fits: offers go in order.
    expect(offered[0]!.id).toBe(rows[0]!.id);
  }, 120_000);
});
