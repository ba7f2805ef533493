import { nextSeasonOf } from '../../src/api/renewal-calendar.ts';
import { RENEWAL_CODES, type RelocationOverview } from '../../src/api/renewal.ts';
import type { PartnerSeat } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { currentSeason } from './member-cards.ts';
import { readSeasonCalendar } from './season-calendars.ts';
import type { PricedMover } from './next-season-seats.ts';

/** The season renewals are for: the one after the current season; 404 before the club has one. */
export async function upcomingSeason(db: Queryable): Promise<string> {
  const current = await currentSeason(db);
  if (!current) throw new HttpError(404, 'No season');
  return nextSeasonOf(current);
}

/** The caller's renewal of the season (its latest RENEWED one), with its relocation window. */
export interface RelocationRenewal {
  id: number;
  wants_to_move: boolean;
  window_index: number | null;
  window_starts_at: Date | string | null;
  window_ends_at: Date | string | null;
  priority_years: number | null;
  priority_attendance: number | null;
}

/** A person of the renewal with their seat of the season and the pass price they were charged. */
export interface RelocationPerson extends PricedMover {
  name: string;
  /** What the renewal charged for them (after discounts and credits). */
  priceCents: number;
  seat: PartnerSeat | null;
}

export async function findRelocationRenewal(db: Queryable, userId: number, season: string, options: { lock?: boolean } = {}): Promise<RelocationRenewal | null> {
  const { rows } = await db.query<RelocationRenewal>(
    `SELECT id, wants_to_move, window_index, window_starts_at, window_ends_at, priority_years, priority_attendance
     FROM renewals WHERE user_id = $1 AND season = $2 AND status = 'RENEWED' ORDER BY wants_to_move DESC, id DESC LIMIT 1
     ${options.lock ? 'FOR UPDATE' : ''}`,
    [userId, season],
  );
  return rows[0] ?? null;
}

export async function relocationPeople(db: Queryable, renewalId: number, season: string): Promise<RelocationPerson[]> {
  const { rows } = await db.query<{
    partner_id: number;
    rol_id: number;
    pass_cents: number;
    price_cents: number;
    name: string;
    seat_id: number | null;
    sector: string;
    area: string;
    area_id: number;
    row_number: number;
    seat_number: number;
  }>(
    `SELECT rp.partner_id, rp.rol_id, rp.pass_cents, rp.price_cents, u.name, c.seat_id, sec.name AS sector, a.name AS area, a.id AS area_id, s.row_number, s.seat_number
     FROM renewal_people rp JOIN partners p ON p.id = rp.partner_id JOIN users u ON u.id = p.user_id
     LEFT JOIN season_seat_claims c ON c.season = $2 AND c.partner_id = rp.partner_id AND c.kind = 'SOLD'
     LEFT JOIN seats s ON s.id = c.seat_id LEFT JOIN areas a ON a.id = s.area_id LEFT JOIN sectors sec ON sec.id = a.sector_id
     WHERE rp.renewal_id = $1 ORDER BY rp.partner_id`,
    [renewalId, season],
  );
  return rows.map((row) => ({
    partnerId: row.partner_id,
    rolId: row.rol_id,
    passCents: row.pass_cents,
    priceCents: row.price_cents,
    name: row.name,
    seat:
      row.seat_id === null
        ? null
        : { id: row.seat_id, sector: row.sector, area: row.area, areaId: row.area_id, row: row.row_number, number: row.seat_number },
  }));
}

type WindowState = RelocationOverview['state'];

/** Where the renewal stands by the clock: no move asked, no window yet, or before, in or after its window. */
export function relocationState(renewal: RelocationRenewal | null, now: Date): WindowState {
  if (!renewal?.wants_to_move) return 'NOT_REQUESTED';
  if (renewal.window_index === null || renewal.window_starts_at === null || renewal.window_ends_at === null) return 'WAITING_ASSIGNMENT';
  if (now < new Date(renewal.window_starts_at)) return 'BEFORE';
  return now < new Date(renewal.window_ends_at) ? 'OPEN' : 'AFTER';
}

/** GET relocation: the caller's state, window, priority and people with their seats now. */
export async function relocationOverview(db: Queryable, userId: number, season: string, now: Date): Promise<RelocationOverview> {
  const renewal = await findRelocationRenewal(db, userId, season);
  const state = relocationState(renewal, now);
  const people = renewal ? await relocationPeople(db, renewal.id, season) : [];
  const calendar = renewal?.window_index != null ? await readSeasonCalendar(db, season) : null;
  const assigned = renewal && calendar && renewal.window_index !== null;
  return {
    season,
    state,
    window: assigned
      ? { index: renewal.window_index!, of: calendar.relocationWindows, startsAt: isoOf(renewal.window_starts_at!), endsAt: isoOf(renewal.window_ends_at!) }
      : null,
    priority: assigned ? { years: renewal.priority_years ?? 0, attendancePercent: renewal.priority_attendance ?? 0 } : null,
    people: people.flatMap((person) => (person.seat ? [{ partnerId: person.partnerId, name: person.name, seat: person.seat, priceCents: person.priceCents }] : [])),
  };
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The caller's renewal while its window is open; 409 not-your-window otherwise. */
export async function openWindowRenewal(db: Queryable, userId: number, season: string, now: Date, options: { lock?: boolean } = {}): Promise<RelocationRenewal> {
  const renewal = await findRelocationRenewal(db, userId, season, options);
  if (!renewal || relocationState(renewal, now) !== 'OPEN') {
    throw new HttpError(409, 'Your relocation window is not open', RENEWAL_CODES.notYourWindow);
  }
  return renewal;
}
