import { SESSION_COOKIE, createSession } from '../auth/session.ts';
import type { SeasonCalendar } from '../../src/api/renewal.ts';
import { specCalendar } from '../../src/api/renewal-calendar.ts';
import { passPriceSql } from '../store/next-season-seats.ts';
import type { Queryable } from '../db/db.ts';
import { saveSeasonCalendar } from '../store/season-calendars.ts';

/** The season renewed in the demo data (the one after '25/26'). */
export const NEXT_SEASON = '26/27';

/** Demo areas the tests price for the next season: two alike for an adult, one dearer. */
export const AREAS = { home: 105, alike: 106, dearer: 102 } as const;
export const ROL = { adult: 1, child: 6 } as const;

/**
 * A short campaign: renew before 25 June 2026; three windows of an hour from 29 June at 10:00 in
 * Madrid; the list opens on 23 June; an offer lasts 48 hours.
 */
export const TEST_CALENDAR: SeasonCalendar = {
  ...specCalendar(NEXT_SEASON),
  relocationStartsAt: '2026-06-29T08:00:00.000Z',
  relocationWindows: 3,
  relocationWindowMinutes: 60,
};
export const AT = {
  renewing: new Date('2026-06-20T10:00:00Z'),
  listOpen: new Date('2026-06-23T10:00:00Z'),
  deadlinePassed: new Date('2026-06-26T10:00:00Z'),
  window: (index: number, minute = 30) => new Date(Date.parse(TEST_CALENDAR.relocationStartsAt) + ((index - 1) * 60 + minute) * 60_000),
  windowsEnded: new Date('2026-06-29T12:00:00Z'),
} as const;

/**
 * The next season opened as the seed opens it (calendar, prices, a KEPT claim per seat sold this
 * season), with the test calendar, and priced only in `areas`: the searches and the map see
 * nothing else, so a test controls every free seat.
 */
export async function openNextSeason(db: Queryable, areas: number[], calendar: SeasonCalendar = TEST_CALENDAR): Promise<void> {
  await saveSeasonCalendar(db, calendar);
  await db.query(
    `INSERT INTO season_area_prices (season, area_id, rol_id, price_cents)
     SELECT $1, ap.area_id, rol_id, min(ap.price_cents) FROM area_prices ap CROSS JOIN unnest(ap.rol_ids) AS rol_id
     GROUP BY ap.area_id, rol_id ON CONFLICT DO NOTHING`,
    [calendar.season],
  );
  await db.query('DELETE FROM season_area_prices WHERE season = $1 AND NOT (area_id = ANY($2::int[]))', [calendar.season, areas]);
  await db.query(
    `INSERT INTO season_seat_claims (season, seat_id, kind, partner_id) SELECT $1, seat_id, 'KEPT', partner_id FROM seat_claims WHERE kind = 'SOLD'
     ON CONFLICT DO NOTHING`,
    [calendar.season],
  );
}

/** Seat `index` (0-based, in row then number order) of an area. */
export async function seatOf(db: Queryable, areaId: number, index: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM seats WHERE area_id = $1 ORDER BY row_number, seat_number OFFSET $2 LIMIT 1', [areaId, index]);
  return rows[0]!.id;
}

export async function seatsOfRow(db: Queryable, areaId: number, row: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM seats WHERE area_id = $1 AND row_number = $2 ORDER BY seat_number', [areaId, row]);
  return rows.map((r) => r.id);
}

let created = 0;

export interface TestAccount {
  userId: number;
  cookie: string;
}

/** A new account (no partner). */
export async function createAccount(db: Queryable, label = 'account'): Promise<TestAccount> {
  const number = ++created;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type) VALUES ($1, '!', $2, 'Test', 'FAN') RETURNING id`,
    [`${label}-${number}-${process.pid}@relocation.test`, `${label} ${number}`],
  );
  const userId = rows[0]!.id;
  return { userId, cookie: `${SESSION_COOKIE}=${await createSession(db, userId)}` };
}

export interface TestMover extends TestAccount {
  renewalId: number;
  /** The renewal's people, the account's own partner first, with their seat of the next season. */
  people: { partnerId: number; seatId: number }[];
}

export interface MoverOptions {
  partnerNumber: number;
  memberSince: string;
  /** One per person: the account's own first; each in a seat of the next season. */
  people: { seatId: number; rolId?: number }[];
  wantsToMove?: boolean;
}

/**
 * A RENEWED renewal as the renewal writes one (paid by card): the account's partner and the
 * others, each a partner of their own account, with their pass priced by the next season's area
 * of their seat, and a SOLD claim of that seat for the season.
 */
export async function createMover(db: Queryable, options: MoverOptions): Promise<TestMover> {
  const owner = await createAccount(db, `mover-${options.partnerNumber}`);
  await db.query("UPDATE users SET type = 'PARTNER' WHERE id = $1", [owner.userId]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO renewals (season, user_id, status, option, total_cents, wants_to_move, expires_at)
     VALUES ($1, $2, 'RENEWED', 'CARD', 0, $3, now()) RETURNING id`,
    [NEXT_SEASON, owner.userId, options.wantsToMove ?? true],
  );
  const renewalId = rows[0]!.id;
  const people: TestMover['people'] = [];
  for (const [index, person] of options.people.entries()) {
    const userId = index === 0 ? owner.userId : (await createAccount(db, `family-${options.partnerNumber}`)).userId;
    const partner = await db.query<{ id: number }>(
      `INSERT INTO partners (user_id, partner_number, season, rol_id, member_since) VALUES ($1, $2, '25/26', $3, $4) RETURNING id`,
      [userId, options.partnerNumber + index * 100_000, person.rolId ?? ROL.adult, options.memberSince],
    );
    const partnerId = partner.rows[0]!.id;
    await db.query(
      `INSERT INTO renewal_people (renewal_id, partner_id, season, rol_id, pass_cents, price_cents)
       SELECT $2, $3, $1, $4, price.cents, price.cents FROM (SELECT ${passPriceSql('s.area_id', '$4::int')} AS cents FROM seats s WHERE s.id = $5) price`,
      [NEXT_SEASON, renewalId, partnerId, person.rolId ?? ROL.adult, person.seatId],
    );
    await db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = $2', [NEXT_SEASON, person.seatId]);
    await db.query("INSERT INTO season_seat_claims (season, seat_id, kind, partner_id) VALUES ($1, $2, 'SOLD', $3)", [NEXT_SEASON, person.seatId, partnerId]);
    people.push({ partnerId, seatId: person.seatId });
  }
  await db.query('UPDATE renewals SET total_cents = (SELECT coalesce(sum(price_cents), 0) FROM renewal_people WHERE renewal_id = $1) WHERE id = $1', [renewalId]);
  return { ...owner, renewalId, people };
}

/** The claim of a seat for the next season, or null when it is free. */
export async function nextSeasonClaim(db: Queryable, seatId: number) {
  const { rows } = await db.query<{ kind: string; partner_id: number | null; waiting_entry_id: number | null }>(
    'SELECT kind, partner_id, waiting_entry_id FROM season_seat_claims WHERE season = $1 AND seat_id = $2',
    [NEXT_SEASON, seatId],
  );
  return rows[0] ?? null;
}

/**
 * Every seat of `areaId` taken for the next season but `freeSeatIds`: sold to a waiting-list entry
 * already accepted (an account of its own), so nothing the tests do frees them.
 */
export async function takeAreaExcept(db: Queryable, areaId: number, freeSeatIds: number[]): Promise<void> {
  const holder = await createAccount(db, 'holder');
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO waiting_list_entries (season, user_id, party_size, status) VALUES ($1, $2, 1, 'ACCEPTED') RETURNING id",
    [NEXT_SEASON, holder.userId],
  );
  await db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id IN (SELECT id FROM seats WHERE area_id = $2)', [NEXT_SEASON, areaId]);
  await db.query(
    `INSERT INTO season_seat_claims (season, seat_id, kind, waiting_entry_id)
     SELECT $1, id, 'SOLD', $2 FROM seats WHERE area_id = $3 AND NOT (id = ANY($4::int[]))`,
    [NEXT_SEASON, rows[0]!.id, areaId, freeSeatIds],
  );
}

/** Frees seats held by `takeAreaExcept`. */
export async function freeSeats(db: Queryable, seatIds: number[]): Promise<void> {
  await db.query('DELETE FROM season_seat_claims WHERE season = $1 AND seat_id = ANY($2::int[])', [NEXT_SEASON, seatIds]);
}
