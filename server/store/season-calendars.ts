import type { SeasonCalendar } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';

const CALENDAR_COLUMNS = `season, to_char(renewal_opens_on, 'YYYY-MM-DD') AS "renewalOpensOn", to_char(renew_before, 'YYYY-MM-DD') AS "renewBefore",
  to_char(instalments_request_before, 'YYYY-MM-DD') AS "instalmentsRequestBefore", instalments, parts,
  to_char(relocation_starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "relocationStartsAt",
  relocation_windows AS "relocationWindows", relocation_window_minutes AS "relocationWindowMinutes",
  to_char(waiting_list_opens_on, 'YYYY-MM-DD') AS "waitingListOpensOn", to_char(new_members_from, 'YYYY-MM-DD') AS "newMembersFrom",
  offer_hours AS "offerHours"`;

/** A season's campaign calendar as the club set it, or null when the club has not set one. */
export async function readSeasonCalendar(db: Queryable, season: string): Promise<SeasonCalendar | null> {
  const { rows } = await db.query<SeasonCalendar>(`SELECT ${CALENDAR_COLUMNS} FROM season_calendars WHERE season = $1`, [season]);
  return rows[0] ?? null;
}

/** Writes a season's calendar (a club changes its dates without code: this, from the seed or an operator's script). */
export async function saveSeasonCalendar(db: Queryable, calendar: SeasonCalendar): Promise<void> {
  await db.query(
    `INSERT INTO season_calendars (season, renewal_opens_on, renew_before, instalments_request_before, instalments, parts,
       relocation_starts_at, relocation_windows, relocation_window_minutes, waiting_list_opens_on, new_members_from, offer_hours)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (season) DO UPDATE SET renewal_opens_on = $2, renew_before = $3, instalments_request_before = $4, instalments = $5,
       parts = $6, relocation_starts_at = $7, relocation_windows = $8, relocation_window_minutes = $9, waiting_list_opens_on = $10,
       new_members_from = $11, offer_hours = $12`,
    [
      calendar.season,
      calendar.renewalOpensOn,
      calendar.renewBefore,
      calendar.instalmentsRequestBefore,
      JSON.stringify(calendar.instalments),
      JSON.stringify(calendar.parts),
      calendar.relocationStartsAt,
      calendar.relocationWindows,
      calendar.relocationWindowMinutes,
      calendar.waitingListOpensOn,
      calendar.newMembersFrom,
      calendar.offerHours,
    ],
  );
}
