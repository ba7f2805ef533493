import type { GroupType } from '../../src/api/groups.ts';
import type { MemberLanguage, PartnerSeat, PhotoRefusalReason, PhotoStatus, SecondPayment, User, UserAddress, UserType } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';

interface UserRow {
  id: number;
  mail: string;
  name: string;
  lastname: string;
  type: UserType;
  photo: string | null;
  photo_validation_required: boolean;
  address_validation_required: boolean;
  special_renewal: boolean;
  language: MemberLanguage;
  dni: string | null;
  birthdate: string | null;
  phone: string | null;
  address: UserAddress | null;
  photo_status: PhotoStatus;
  photo_refusal: PhotoRefusalReason | null;
  mail_confirmed: boolean;
  phone_confirmed: boolean;
  address_confirmed: boolean;
  partner_id: number | null;
  partner_number: number | null;
  previous_partner_number: number | null;
  partner_status: 'ACTIVE' | 'PENDING' | null;
  blocked: boolean | null;
  iban: string | null;
  total_paid_cents: number | null;
  /** The current season's payments, oldest first (a JSON array, [] without any). */
  payments: { amountCents: number; paidAt: string }[] | null;
  season: string | null;
  seat_id: number | null;
  seat_sector: string | null;
  seat_area: string | null;
  seat_area_id: number | null;
  seat_row: number | null;
  seat_number: number | null;
  group_id: number | null;
  group_name: string | null;
  pending_group_id: number | null;
  pending_group_name: string | null;
  pending_group_type: GroupType | null;
  change_seat_allowed: boolean | null;
  change_seat_execution_allowed: boolean | null;
  sympathizer_id: number | null;
  sympathizer_number: number | null;
  fan_id: number | null;
  shareholders_available: boolean | null;
  /** The season's latest second half of a SPLIT payment (split_debits), null columns without one. */
  second_amount_cents: number | null;
  second_due_on: string | null;
  second_iban: string | null;
  second_status: 'PENDING' | 'CLAIMED' | 'CHARGED' | 'FAILED' | null;
  second_decided_on: string | null;
}

/** The club's time zone: a payment's day is the day it was in Valencia. */
export const CLUB_TIME_ZONE = 'Europe/Madrid';

const USER_SELECT = `
  SELECT u.id, u.mail, u.name, u.lastname, u.type, u.photo,
         u.photo_validation_required, u.address_validation_required, u.special_renewal, u.language,
         u.dni, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u.phone, u.address, u.photo_status, u.photo_refusal,
         u.mail_confirmed, u.phone_confirmed, u.address_confirmed,
         p.id AS partner_id, p.partner_number, p.previous_partner_number, p.status AS partner_status, p.blocked,
         p.iban, p.season, paid.total_paid_cents, paid.payments,
         seat.id AS seat_id, sector.name AS seat_sector, area.name AS seat_area, area.id AS seat_area_id,
         seat.row_number AS seat_row, seat.seat_number AS seat_number,
         g.id AS group_id, g.name AS group_name,
         pg.id AS pending_group_id, pg.name AS pending_group_name, pg.type AS pending_group_type,
         p.change_seat_allowed, p.change_seat_execution_allowed,
         s.id AS sympathizer_id, s.number AS sympathizer_number,
         f.id AS fan_id, f.shareholders_available,
         second.amount_cents AS second_amount_cents, second.due_on AS second_due_on, second.iban AS second_iban,
         second.status AS second_status, second.decided_on AS second_decided_on
  FROM users u
  LEFT JOIN partners p ON p.user_id = u.id
  -- One aggregate over the partner's payments of the season (index partner_id, season): the
  -- total and the list, oldest first, as the club's calendar day.
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(pp.amount_cents), 0)::integer AS total_paid_cents,
           coalesce(jsonb_agg(jsonb_build_object(
             'amountCents', pp.amount_cents,
             'paidAt', to_char(pp.paid_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD')
           ) ORDER BY pp.paid_at, pp.id), '[]'::jsonb) AS payments
    FROM partner_payments pp WHERE pp.partner_id = p.id AND pp.season = p.season
  ) paid ON true
  -- The season's latest second half of a SPLIT sign-up payment (index partner_id, season).
  LEFT JOIN LATERAL (
    SELECT sd.amount_cents, to_char(sd.debit_on, 'YYYY-MM-DD') AS due_on, sd.iban, sd.status,
           to_char(sd.decided_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD') AS decided_on
    FROM split_debits sd WHERE sd.partner_id = p.id AND sd.season = p.season ORDER BY sd.id DESC LIMIT 1
  ) second ON true
  -- At most one SOLD claim per partner (unique index seat_claims_one_sold_per_partner).
  LEFT JOIN seat_claims claim ON claim.partner_id = p.id AND claim.kind = 'SOLD'
  LEFT JOIN seats seat ON seat.id = claim.seat_id
  LEFT JOIN areas area ON area.id = seat.area_id
  LEFT JOIN sectors sector ON sector.id = area.sector_id
  LEFT JOIN sympathizers s ON s.user_id = u.id
  LEFT JOIN fans f ON f.user_id = u.id
  LEFT JOIN group_members gm ON gm.partner_id = p.id AND gm.status = 'ACTIVE'
  LEFT JOIN groups g ON g.id = gm.group_id
  -- The group the partner was added to and has not confirmed with the mailed token yet (one
  -- membership per partner: group_members.partner_id is unique, so at most one of these joins hits).
  LEFT JOIN group_members pgm ON pgm.partner_id = p.id AND pgm.status = 'PENDING'
  LEFT JOIN groups pg ON pg.id = pgm.group_id`;

export async function findUserById(db: Queryable, id: number): Promise<User | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserIdByMail(db: Queryable, mail: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(mail) = lower($1)', [mail]);
  return rows[0]?.id ?? null;
}

/** Shapes the joined row as the user of spec §3; a missing profile row becomes null. */
function toUser(row: UserRow): User {
  return {
    id: row.id,
    mail: row.mail,
    name: row.name,
    lastname: row.lastname,
    type: row.type,
    partner:
      row.partner_id === null
        ? null
        : {
            id: row.partner_id,
            partnerNumber: row.partner_number ?? 0,
            personal: { iban: row.iban },
            seat: toSeat(row),
            info: {
              totalPaidAmount: (row.total_paid_cents ?? 0) / 100,
              season: row.season ?? '',
              payments: (row.payments ?? []).map((payment) => ({ amount: payment.amountCents / 100, paidAt: payment.paidAt })),
              secondPayment: toSecondPayment(row),
            },
            actions: {
              changeSeat: {
                allowed: row.change_seat_allowed ?? false,
                executionAllowed: row.change_seat_execution_allowed ?? false,
              },
            },
            previousPartnerNumber: row.previous_partner_number,
            status: row.partner_status ?? 'ACTIVE',
            blocked: row.blocked ?? false,
            pendingGroup:
              row.pending_group_id === null
                ? null
                : { id: row.pending_group_id, name: row.pending_group_name ?? '', type: row.pending_group_type ?? 'FAMILY' },
          },
    sympathizer: row.sympathizer_id === null ? null : { id: row.sympathizer_id, number: row.sympathizer_number },
    fan:
      row.fan_id === null
        ? null
        : { id: row.fan_id, actions: { shareholders: { available: row.shareholders_available ?? false } } },
    group: row.group_id === null ? null : { id: row.group_id, name: row.group_name ?? '' },
    mandatoryValidation: { photo: row.photo_validation_required, address: row.address_validation_required },
    photo: row.photo,
    specialRenewal: row.special_renewal,
    dni: row.dni,
    birthdate: row.birthdate,
    phone: row.phone,
    address: row.address,
    photoStatus: row.photo_status,
    photoRefusal: row.photo_refusal,
    confirmed: { mail: row.mail_confirmed, phone: row.phone_confirmed, address: row.address_confirmed },
    language: row.language,
  };
}

/** A claimed debit is still due to the member: only the provider's answer decides it. */
function toSecondPayment(row: UserRow): SecondPayment | null {
  if (row.second_amount_cents === null || row.second_due_on === null || row.second_iban === null) return null;
  const decided = row.second_status === 'CHARGED' || row.second_status === 'FAILED' ? row.second_status : null;
  return {
    amount: row.second_amount_cents / 100,
    dueOn: row.second_due_on,
    ibanEnd: row.second_iban.slice(-4),
    status: decided ?? 'PENDING',
    decidedOn: decided ? row.second_decided_on : null,
  };
}

function toSeat(row: UserRow): PartnerSeat | null {
  if (row.seat_id === null) return null;
  return {
    id: row.seat_id,
    sector: row.seat_sector ?? '',
    area: row.seat_area ?? '',
    areaId: row.seat_area_id ?? 0,
    row: row.seat_row ?? 0,
    number: row.seat_number ?? 0,
  };
}
