import { clubDay } from '../../src/api/card-code.ts';
import { relocationEndsAt } from '../../src/api/renewal-calendar.ts';
import type { Db } from '../db/db.ts';
import { assignWindowsOnce } from './relocation-windows.ts';
import { readSeasonCalendar } from './season-calendars.ts';
import { lapseOffers, makeOffers } from './waiting-offers.ts';

/** First key of the transaction-scoped advisory lock that runs one season's advance at a time. */
const RENEWAL_ADVANCE_LOCK = 7_016_050;

/**
 * An offer round searches the whole arena once per waiting entry (up to half a second with 500
 * entries): a read that changed nothing runs one only when the last is older than this, so a
 * script reloading the list cannot make every request cost a round. Anything that frees seats or
 * adds an entry runs one at once.
 */
export const OFFER_ROUND_EVERY_SECONDS = 60;

/**
 * What time does to the renewal season `season` at `now`, idempotent and one process at a time
 * (an advisory lock per season): once the renewal's deadline passed, the seats of members who did
 * not renew (KEPT claims) are freed and the relocation windows are given, once; once the last
 * window ended, lapsed offers free their seats and the waiting list gets offers in order. Called
 * before every relocation and waiting-list request and by the periodic job; `changed` after a
 * request that freed seats or joined the list, so its offers are made at once.
 */
export async function advanceRenewalSeason(db: Db, season: string, now: Date, { changed = false } = {}): Promise<void> {
  const calendar = await readSeasonCalendar(db, season);
  if (!calendar || clubDay(now.getTime()) < calendar.renewBefore) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RENEWAL_ADVANCE_LOCK, season]);
    const { rows: swept } = await tx.query<{ freed: number }>(
      "WITH kept AS (DELETE FROM season_seat_claims WHERE season = $1 AND kind = 'KEPT' RETURNING 1) SELECT count(*)::int AS freed FROM kept",
      [season],
    );
    await assignWindowsOnce(tx, calendar, now);
    if (now < relocationEndsAt(calendar)) return;
    const lapsed = await lapseOffers(tx, season, now);
    const { rows: round } = await tx.query<{ due: boolean }>(
      'SELECT offers_checked_at IS NULL OR offers_checked_at <= $2::timestamptz - make_interval(secs => $3) AS due FROM season_calendars WHERE season = $1',
      [season, now, OFFER_ROUND_EVERY_SECONDS],
    );
    if (!changed && swept[0]!.freed === 0 && lapsed === 0 && !round[0]?.due) return;
    await makeOffers(tx, calendar, now);
    await tx.query('UPDATE season_calendars SET offers_checked_at = $2 WHERE season = $1', [season, now]);
  });
}
