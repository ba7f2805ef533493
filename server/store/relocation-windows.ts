import type { SeasonCalendar } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';

/** A renewal that asked to move, with what ranks it. */
export interface RankedMover {
  renewalId: number;
  partnerNumber: number;
  years: number;
  attendancePercent: number;
}

/** '26/27' → '25/26': the season whose attendance ranks the next one's movers. */
export function previousSeasonOf(season: string): string {
  const pad = (year: number) => String((year + 100) % 100).padStart(2, '0');
  return `${pad(Number(season.slice(0, 2)) - 1)}/${pad(Number(season.slice(3, 5)) - 1)}`;
}

/**
 * The priority of every RENEWED renewal of `season` that asked to move, best first: the renewing
 * partner's whole years as a member on the renewal's deadline, then their attendance percent of
 * the season before (server/store/attendance.ts's rule: an entry, a release sold once the game
 * began, or a guest who entered), then the lower partner number. The renewing partner is the
 * account's own, or the first of the renewal's people for an account without one.
 */
export async function rankMovers(db: Queryable, calendar: SeasonCalendar, now: Date): Promise<RankedMover[]> {
  const { rows } = await db.query<RankedMover>(
    `WITH games_of AS (SELECT id, starts_at FROM games WHERE season = $3),
     who AS (
       SELECT r.id AS renewal_id, p.id AS partner_id, p.partner_number,
         extract(year FROM age($2::date, p.member_since))::int AS years
       FROM renewals r
       JOIN LATERAL (
         SELECT p.id, p.partner_number, p.member_since FROM partners p
         WHERE p.user_id = r.user_id OR p.id IN (SELECT rp.partner_id FROM renewal_people rp WHERE rp.renewal_id = r.id)
         ORDER BY (p.user_id = r.user_id) DESC, p.partner_number LIMIT 1) p ON true
       WHERE r.season = $1 AND r.status = 'RENEWED' AND r.wants_to_move)
     SELECT w.renewal_id AS "renewalId", w.partner_number AS "partnerNumber", w.years,
       CASE WHEN (SELECT count(*) FROM games_of) = 0 THEN 0 ELSE (100 * (
         SELECT count(*) FROM games_of g WHERE
           EXISTS (SELECT 1 FROM gate_entries e WHERE e.game_id = g.id AND e.partner_number = w.partner_number)
           OR (g.starts_at <= $4 AND (SELECT sr.status FROM seat_releases sr WHERE sr.game_id = g.id AND sr.partner_id = w.partner_id
                                      AND sr.status <> 'TAKEN_BACK' ORDER BY sr.id DESC LIMIT 1) = 'SOLD')
           OR EXISTS (SELECT 1 FROM guest_passes gp JOIN tickets t ON t.guest_pass_id = gp.id JOIN gate_entries e ON e.ticket_id = t.id
                      WHERE gp.game_id = g.id AND gp.partner_id = w.partner_id AND gp.status = 'GIVEN')
       ) / (SELECT count(*) FROM games_of))::int END AS "attendancePercent"
     FROM who w
     ORDER BY years DESC, "attendancePercent" DESC, w.partner_number`,
    [calendar.season, calendar.renewBefore, previousSeasonOf(calendar.season), now],
  );
  return rows;
}

/** Consecutive slots of equal size in rank order (the last ones may hold fewer): the 1-based window of each rank. */
export function windowIndexOf(rank: number, movers: number, windows: number): number {
  return Math.floor(rank / Math.ceil(movers / windows)) + 1;
}

/**
 * Gives every renewal that asked to move its window, once: nothing when a window of the season
 * was already written (the first reader after the deadline wrote them all). The caller holds the
 * season's advance lock.
 */
export async function assignWindowsOnce(tx: Queryable, calendar: SeasonCalendar, now: Date): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM renewals WHERE season = $1 AND window_index IS NOT NULL LIMIT 1', [calendar.season]);
  if (rows.length > 0) return;
  const ranked = await rankMovers(tx, calendar, now);
  if (ranked.length === 0) return;
  const indexes = ranked.map((_, rank) => windowIndexOf(rank, ranked.length, calendar.relocationWindows));
  await tx.query(
    `UPDATE renewals r SET window_index = w.idx, priority_years = w.years, priority_attendance = w.attendance,
       window_starts_at = $2::timestamptz + make_interval(mins => (w.idx - 1) * $3),
       window_ends_at = $2::timestamptz + make_interval(mins => w.idx * $3), updated_at = now()
     FROM unnest($1::int[], $4::int[], $5::int[], $6::int[]) AS w(id, idx, years, attendance)
     WHERE r.id = w.id`,
    [
      ranked.map((mover) => mover.renewalId),
      calendar.relocationStartsAt,
      calendar.relocationWindowMinutes,
      indexes,
      ranked.map((mover) => mover.years),
      ranked.map((mover) => mover.attendancePercent),
    ],
  );
}
