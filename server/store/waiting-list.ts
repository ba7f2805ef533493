import { clubDay } from '../../src/api/card-code.ts';
import { RENEWAL_CODES, type WaitingListEntry, type WaitingListOverview } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { readSeasonCalendar } from './season-calendars.ts';
import type { SeasonCalendar } from '../../src/api/renewal.ts';

interface EntryRow {
  id: number;
  party_size: number;
  status: WaitingListEntry['status'];
  offer_expires_at: Date | string | null;
  created_at: Date | string;
  position: number | null;
}

const LIVE = "('WAITING', 'OFFERED', 'ACCEPTED')";

/** The season's calendar; 404 when the club has not set one. */
async function calendarOf(db: Queryable, season: string): Promise<SeasonCalendar> {
  const calendar = await readSeasonCalendar(db, season);
  if (!calendar) throw new HttpError(404, `No calendar for season ${season}`);
  return calendar;
}

const stateOf = (calendar: SeasonCalendar, now: Date) => (clubDay(now.getTime()) < calendar.waitingListOpensOn ? 'NOT_YET' : 'OPEN');

/** GET waiting-list: the list's state and the caller's latest entry, with its place or its offer. */
export async function waitingListOverview(db: Queryable, userId: number, season: string, now: Date): Promise<WaitingListOverview> {
  const calendar = await calendarOf(db, season);
  return { season, state: stateOf(calendar, now), opensOn: calendar.waitingListOpensOn, offerHours: calendar.offerHours, entry: await latestEntry(db, userId, season) };
}

async function latestEntry(db: Queryable, userId: number, season: string): Promise<WaitingListEntry | null> {
  const { rows } = await db.query<EntryRow>(
    `SELECT e.id, e.party_size, e.status, e.offer_expires_at, e.created_at,
       CASE WHEN e.status = 'WAITING' THEN (SELECT count(*)::int FROM waiting_list_entries w
         WHERE w.season = e.season AND w.status = 'WAITING' AND w.id <= e.id) END AS position
     FROM waiting_list_entries e WHERE e.user_id = $1 AND e.season = $2 ORDER BY e.id DESC LIMIT 1`,
    [userId, season],
  );
  const row = rows[0];
  if (!row) return null;
  const seats = row.status === 'OFFERED' || row.status === 'ACCEPTED' ? await entrySeats(db, row.id) : [];
  return {
    id: row.id,
    partySize: row.party_size,
    status: row.status,
    position: row.position,
    joinedAt: new Date(row.created_at).toISOString(),
    offer: row.offer_expires_at !== null && seats.length > 0 ? { expiresAt: new Date(row.offer_expires_at).toISOString(), seats } : null,
  };
}

async function entrySeats(db: Queryable, entryId: number) {
  const { rows } = await db.query<{ seatId: number; sector: string; area: string; row: number; number: number }>(
    `SELECT s.id AS "seatId", sec.name AS sector, a.name AS area, s.row_number AS row, s.seat_number AS number
     FROM season_seat_claims c JOIN seats s ON s.id = c.seat_id JOIN areas a ON a.id = s.area_id JOIN sectors sec ON sec.id = a.sector_id
     WHERE c.waiting_entry_id = $1 ORDER BY s.row_number, s.seat_number`,
    [entryId],
  );
  return rows;
}

/**
 * Joins the list at its end: from the day it opens, for an account without a RENEWED renewal of
 * the season and without a live entry (an ended one may join again).
 */
export async function joinWaitingList(tx: Queryable, userId: number, season: string, partySize: number, now: Date): Promise<void> {
  const calendar = await calendarOf(tx, season);
  if (stateOf(calendar, now) !== 'OPEN') throw new HttpError(409, 'The waiting list is not open', RENEWAL_CODES.listClosed);
  // Renewed by themselves, or as a member of a group whose owner renewed them.
  const renewed = await tx.query(
    `SELECT 1 FROM renewals r WHERE r.season = $2 AND r.status = 'RENEWED' AND (r.user_id = $1 OR EXISTS (
       SELECT 1 FROM renewal_people rp JOIN partners p ON p.id = rp.partner_id WHERE rp.renewal_id = r.id AND p.user_id = $1))`,
    [userId, season],
  );
  if (renewed.rows.length > 0) throw alreadyListed('You renewed: you have a seat for the season');
  try {
    await tx.query(
      `INSERT INTO waiting_list_entries (season, user_id, party_size, status, created_at) VALUES ($1, $2, $3, 'WAITING', $4)`,
      [season, userId, partySize, now],
    );
  } catch (error) {
    // waiting_list_one_live: a live entry exists, or a join that raced this one got there first.
    if ((error as { code?: unknown }).code === '23505') throw alreadyListed('You are already on the list');
    throw error;
  }
}

/** Leaves the list: a waiting entry, or an offer not answered (its seats pass on). Nothing to leave is no error. */
export async function leaveWaitingList(tx: Queryable, userId: number, season: string): Promise<void> {
  await endEntry(tx, userId, season, ['WAITING', 'OFFERED'], 'LEFT');
}

/** Accepts the live offer: its seats become the entry's (SOLD). 409 no-offer without one. */
export async function acceptOffer(tx: Queryable, userId: number, season: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE waiting_list_entries SET status = 'ACCEPTED', updated_at = now()
     WHERE user_id = $1 AND season = $2 AND status = 'OFFERED' AND offer_expires_at > $3 RETURNING id`,
    [userId, season, now],
  );
  const entry = rows[0];
  if (!entry) throw noOffer();
  await tx.query("UPDATE season_seat_claims SET kind = 'SOLD', expires_at = NULL WHERE season = $1 AND waiting_entry_id = $2", [season, entry.id]);
}

/** Declines the live offer: the entry ends and its seats pass on. 409 no-offer without one. */
export async function declineOffer(tx: Queryable, userId: number, season: string, now: Date): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM waiting_list_entries WHERE user_id = $1 AND season = $2 AND status = $3 AND offer_expires_at > $4', [
    userId,
    season,
    'OFFERED',
    now,
  ]);
  if (rows.length === 0 || !(await endEntry(tx, userId, season, ['OFFERED'], 'DECLINED'))) throw noOffer();
}

/** Ends the caller's entry in one of `from`, freeing any seats offered to it; its id, or null. */
async function endEntry(tx: Queryable, userId: number, season: string, from: string[], to: 'LEFT' | 'DECLINED'): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE waiting_list_entries SET status = $4, updated_at = now()
     WHERE user_id = $1 AND season = $2 AND status IN ${LIVE} AND status = ANY($3::text[]) RETURNING id`,
    [userId, season, from, to],
  );
  const id = rows[0]?.id ?? null;
  if (id !== null) await tx.query('DELETE FROM season_seat_claims WHERE season = $1 AND waiting_entry_id = $2', [season, id]);
  return id;
}

const alreadyListed = (message: string) => new HttpError(409, message, RENEWAL_CODES.alreadyListed);
const noOffer = () => new HttpError(409, 'No offer to answer', RENEWAL_CODES.noOffer);
