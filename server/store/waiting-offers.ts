import type { SeasonCalendar } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';
import { bestBlock, type SearchArea } from '../seats/best-block.ts';
import { loadNextSeasonAreas } from './next-season-seats.ts';

/** Ends the offers of `season` whose time ran out (LAPSED) and frees their seats; how many lapsed. */
export async function lapseOffers(tx: Queryable, season: string, now: Date): Promise<number> {
  const { rows } = await tx.query<{ lapsed: number }>(
    `WITH lapsed AS (
       UPDATE waiting_list_entries SET status = 'LAPSED', updated_at = now()
       WHERE season = $1 AND status = 'OFFERED' AND offer_expires_at <= $2 RETURNING id),
     freed AS (DELETE FROM season_seat_claims WHERE season = $1 AND waiting_entry_id IN (SELECT id FROM lapsed))
     SELECT count(*)::int AS lapsed FROM lapsed`,
    [season, now],
  );
  return rows[0]?.lapsed ?? 0;
}

/**
 * Offers the free seats to the list, in order of joining: each WAITING entry gets the best block
 * of its party size together (a row or two rows, never split), if one fits in what is left; an
 * entry that does not fit keeps its place and the next is tried, so no entry is offered seats an
 * earlier waiting entry could have had. The caller holds the season's advance lock.
 */
export async function makeOffers(tx: Queryable, calendar: SeasonCalendar, now: Date): Promise<number> {
  const { rows: waiting } = await tx.query<{ id: number; party_size: number }>(
    "SELECT id, party_size FROM waiting_list_entries WHERE season = $1 AND status = 'WAITING' ORDER BY id",
    [calendar.season],
  );
  if (waiting.length === 0) return 0;
  const areas = await loadNextSeasonAreas(tx, calendar.season, []);
  const expiresAt = new Date(now.getTime() + calendar.offerHours * 3_600_000);
  let offered = 0;
  for (const entry of waiting) {
    const block = bestBlock(areas, { count: entry.party_size });
    if (!block || block.arrangement === 'SPLIT') continue;
    takeSeats(areas, block.seatIds);
    await tx.query(
      `INSERT INTO season_seat_claims (season, seat_id, kind, waiting_entry_id, expires_at)
       SELECT $1, seat_id, 'OFFERED', $2, $3 FROM unnest($4::int[]) AS seat_id`,
      [calendar.season, entry.id, expiresAt, block.seatIds],
    );
    await tx.query("UPDATE waiting_list_entries SET status = 'OFFERED', offer_expires_at = $2, updated_at = now() WHERE id = $1", [entry.id, expiresAt]);
    offered++;
  }
  return offered;
}

/** Marks seats given in this round as taken, so the next entries are searched without them. */
function takeSeats(areas: SearchArea[], seatIds: number[]): void {
  const taken = new Set(seatIds);
  for (const area of areas) for (const seat of area.seats) if (taken.has(seat.id)) seat.free = false;
}
