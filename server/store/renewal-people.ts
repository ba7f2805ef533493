import type { QuoteLine } from '../../src/api/renewal.ts';
import { quoteRenewal, type RenewalPriceQuote } from '../../src/api/renewal-pricing.ts';
import { ageOn, rolForBirthdate, seasonStartDate, SIGNUP_ROLS } from '../../src/api/signup-pricing.ts';
import type { PartnerSeat } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { mayActForSql } from './releases.ts';
import { seasonOfPartner } from './season.ts';

/** A person the caller may renew for `season`, with what their quote reads. */
export interface RenewablePerson {
  partnerId: number;
  partnerNumber: number;
  name: string;
  lastname: string;
  seat: PartnerSeat;
  age: number;
  rolId: number;
  rol: string;
  attended: number;
  games: number;
  creditCents: number;
  passCents: number;
  adultPassCents: number;
  familyDiscount: boolean;
  /** Their seat of `season` is SOLD already (renewed, or paying). */
  renewed: boolean;
}

interface PersonRow {
  partner_id: number;
  partner_number: number;
  name: string;
  lastname: string;
  birthdate: string | null;
  current_rol_id: number | null;
  current_rol_min_age: number | null;
  seat_id: number;
  sector: string;
  area: string;
  area_id: number;
  row_number: number;
  seat_number: number;
  kind: 'KEPT' | 'SOLD';
  credit_cents: number;
  family_discount: boolean;
}

/**
 * The caller's own partner and the ACTIVE members of a group they own (the seat change's rule,
 * releases.ts mayActForSql), each ACTIVE, not blocked and with a seat of `season` (KEPT or SOLD
 * to them), in partner-number order, the caller first. Attendance is the current season's by the
 * rule of store/attendance.ts; the role and age are those on 1 July of `season`.
 */
export async function renewablePeople(db: Queryable, callerPartnerId: number, season: string, now: Date): Promise<RenewablePerson[]> {
  const { rows } = await db.query<PersonRow>(
    `SELECT p.id AS partner_id, p.partner_number, u.name, u.lastname, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate,
            p.rol_id AS current_rol_id, r.min_age AS current_rol_min_age,
            c.seat_id, sec.name AS sector, a.name AS area, a.id AS area_id, s.row_number, s.seat_number, c.kind,
            coalesce((SELECT sum(mc.amount_cents) FROM member_credits mc WHERE mc.partner_id = p.id), 0)::int AS credit_cents,
            EXISTS (SELECT 1 FROM group_members gm JOIN groups g ON g.id = gm.group_id
                    WHERE gm.partner_id = p.id AND gm.status = 'ACTIVE' AND g.type = 'FAMILY' AND g.familiar_discount) AS family_discount
     FROM partners p
     JOIN users u ON u.id = p.user_id
     LEFT JOIN rols r ON r.id = p.rol_id
     JOIN season_seat_claims c ON c.season = $2 AND c.partner_id = p.id AND c.kind IN ('KEPT', 'SOLD')
     JOIN seats s ON s.id = c.seat_id
     JOIN areas a ON a.id = s.area_id
     JOIN sectors sec ON sec.id = a.sector_id
     WHERE p.status = 'ACTIVE' AND NOT p.blocked AND ${mayActForSql('p.id')}
     ORDER BY p.id <> $1, p.partner_number`,
    [callerPartnerId, season],
  );
  const prices = await passPrices(db, season, [...new Set(rows.map((row) => row.area_id))]);
  const people: RenewablePerson[] = [];
  for (const row of rows) {
    const rol = row.birthdate ? rolForBirthdate(row.birthdate, season) : null;
    const rolId = rol?.rolId ?? row.current_rol_id ?? SIGNUP_ROLS.ADULT;
    const attendance = (await seasonOfPartner(db, row.partner_id, now))?.attendance;
    const adultPassCents = prices.get(`${row.area_id}:${SIGNUP_ROLS.ADULT}`) ?? 0;
    people.push({
      partnerId: row.partner_id,
      partnerNumber: row.partner_number,
      name: row.name,
      lastname: row.lastname,
      seat: { id: row.seat_id, sector: row.sector, area: row.area, areaId: row.area_id, row: row.row_number, number: row.seat_number },
      age: row.birthdate ? ageOn(row.birthdate, seasonStartDate(season)) : (row.current_rol_min_age ?? 31),
      rolId,
      rol: rolCodeOf(rolId),
      attended: attendance?.attended ?? 0,
      games: attendance?.total ?? 0,
      creditCents: row.credit_cents,
      passCents: prices.get(`${row.area_id}:${rolId}`) ?? adultPassCents,
      adultPassCents,
      familyDiscount: row.family_discount,
      renewed: row.kind === 'SOLD',
    });
  }
  return people;
}

const rolCodeOf = (rolId: number) => Object.entries(SIGNUP_ROLS).find(([, id]) => id === rolId)?.[0] ?? 'ADULT';

/** The next season's passes of those areas, by `area:rol`. */
async function passPrices(db: Queryable, season: string, areaIds: number[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ area_id: number; rol_id: number; price_cents: number }>(
    'SELECT area_id, rol_id, price_cents FROM season_area_prices WHERE season = $1 AND area_id = ANY($2::int[])',
    [season, areaIds],
  );
  return new Map(rows.map((row) => [`${row.area_id}:${row.rol_id}`, row.price_cents]));
}

/** Full attendance by the rule of store/attendance.ts: every home game of the season, and at least one. */
export const attendedEveryGame = (person: Pick<RenewablePerson, 'attended' | 'games'>) => person.games > 0 && person.attended === person.games;

/** The quote of the people renewed together. */
export function quotePeople(people: readonly RenewablePerson[]): RenewalPriceQuote[] {
  return quoteRenewal(
    people.map((person) => ({
      passCents: person.passCents,
      adultPassCents: person.adultPassCents,
      age: person.age,
      familyDiscount: person.familyDiscount,
      fullAttendance: attendedEveryGame(person),
      creditCents: person.creditCents,
    })),
  );
}

/** A stored quote (renewal_people's columns) as its lines. */
export function storedLines(row: { pass_cents: number; family_cents: number; attendance_cents: number; credit_cents: number }): QuoteLine[] {
  const lines: QuoteLine[] = [{ kind: 'PASS', cents: row.pass_cents }];
  if (row.family_cents !== 0) lines.push({ kind: 'FAMILY', cents: row.family_cents });
  if (row.attendance_cents !== 0) lines.push({ kind: 'ATTENDANCE', cents: row.attendance_cents });
  if (row.credit_cents !== 0) lines.push({ kind: 'CREDITS', cents: row.credit_cents });
  return lines;
}
