import type { RenewalRecord } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';
import { CLUB_TIME_ZONE } from './users.ts';
import { storedLines } from './renewal-people.ts';

interface RenewalRow {
  id: number;
  season: string;
  status: RenewalRecord['status'] | 'REFUND_PENDING';
  option: RenewalRecord['option'];
  total_cents: number;
  iban: string | null;
  wants_to_move: boolean;
  day: string;
  payment_status: string | null;
}

interface PersonRow {
  renewal_id: number;
  partner_id: number;
  name: string;
  pass_cents: number;
  family_cents: number;
  attendance_cents: number;
  credit_cents: number;
  price_cents: number;
  seat_id: number;
  sector: string;
  area: string;
  area_id: number;
  row_number: number;
  seat_number: number;
}

interface DebitRow {
  renewal_id: number;
  partner_id: number;
  on: string;
  amount_cents: number;
  status: RenewalRecord['charges'][number]['status'];
}

/** A card payment's state as a charge: taken, waiting, or not taken (declined, or refunded too late). */
const CARD_CHARGE_STATUS: Record<string, RenewalRecord['charges'][number]['status']> = {
  PENDING: 'PENDING',
  APPROVED: 'CHARGED',
  DECLINED: 'FAILED',
  REFUND_PENDING: 'FAILED',
};

/**
 * The renewals `where` picks (SQL on `r`, with `values`), latest first, each with its people (their
 * seat of the season, else their seat now) and every charge: a card's one per person, in the
 * payment's state (a free renewal's is CHARGED), or the debits one per date and person.
 */
export async function readRenewals(db: Queryable, where: string, values: unknown[]): Promise<RenewalRecord[]> {
  const { rows } = await db.query<RenewalRow>(
    `SELECT r.id, r.season, r.status, r.option, r.total_cents, r.iban, r.wants_to_move,
            to_char(r.created_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD') AS day,
            (SELECT pay.status FROM renewal_payments pay WHERE pay.renewal_id = r.id ORDER BY pay.id DESC LIMIT 1) AS payment_status
     FROM renewals r WHERE ${where} ORDER BY r.id DESC`,
    values,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const { rows: people } = await db.query<PersonRow>(
    `SELECT rp.renewal_id, rp.partner_id, u.name, rp.pass_cents, rp.family_cents, rp.attendance_cents, rp.credit_cents, rp.price_cents,
            s.id AS seat_id, sec.name AS sector, a.name AS area, a.id AS area_id, s.row_number, s.seat_number
     FROM renewal_people rp
     JOIN partners p ON p.id = rp.partner_id JOIN users u ON u.id = p.user_id
     LEFT JOIN season_seat_claims next ON next.season = rp.season AND next.partner_id = rp.partner_id
     LEFT JOIN seat_claims now ON now.partner_id = rp.partner_id AND now.kind = 'SOLD'
     JOIN seats s ON s.id = coalesce(next.seat_id, now.seat_id)
     JOIN areas a ON a.id = s.area_id JOIN sectors sec ON sec.id = a.sector_id
     WHERE rp.renewal_id = ANY($1::int[]) ORDER BY rp.renewal_id, p.partner_number`,
    [ids],
  );
  const { rows: debits } = await db.query<DebitRow>(
    `SELECT renewal_id, partner_id, to_char(debit_on, 'YYYY-MM-DD') AS on, amount_cents, status
     FROM split_debits WHERE renewal_id = ANY($1::int[]) ORDER BY renewal_id, debit_on, instalment, partner_id`,
    [ids],
  );
  return rows.map((row) => toRecord(row, people.filter((p) => p.renewal_id === row.id), debits.filter((d) => d.renewal_id === row.id)));
}

function toRecord(row: RenewalRow, people: PersonRow[], debits: DebitRow[]): RenewalRecord {
  const cardStatus = row.payment_status ? (CARD_CHARGE_STATUS[row.payment_status] ?? 'PENDING') : 'CHARGED';
  return {
    id: row.id,
    season: row.season,
    // A card payment approved too late renewed nothing: for the member it failed (the office refunds it).
    status: row.status === 'REFUND_PENDING' ? 'FAILED' : row.status,
    option: row.option,
    totalCents: row.total_cents,
    ibanEnd: row.iban ? row.iban.slice(-4) : null,
    wantsToMove: row.wants_to_move,
    people: people.map((person) => ({
      partnerId: person.partner_id,
      name: person.name,
      seat: { id: person.seat_id, sector: person.sector, area: person.area, areaId: person.area_id, row: person.row_number, number: person.seat_number },
      lines: storedLines(person),
      priceCents: person.price_cents,
    })),
    charges:
      row.option === 'CARD'
        ? people.map((person) => ({ on: row.day, partnerId: person.partner_id, amountCents: person.price_cents, status: cardStatus, kind: 'CARD' as const }))
        : debits.map((debit) => ({ on: debit.on, partnerId: debit.partner_id, amountCents: debit.amount_cents, status: debit.status, kind: 'DEBIT' as const })),
  };
}
