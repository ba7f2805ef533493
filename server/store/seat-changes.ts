import { randomBytes } from 'node:crypto';
import type { SeatChange, SeatChangeSeat, SeatChangeStatus } from '../../src/api/seat-change.ts';
import type { Queryable } from '../db/db.ts';

// How long chosen seats stay held while the user picks and confirms is settings.seat_hold_seconds
// (15 minutes unless SEAT_HOLD_SECONDS says otherwise; the spec leaves it open).

/** The statuses the unique index seat_changes_one_live counts. */
export const LIVE_STATUSES: SeatChangeStatus[] = ['OPEN', 'CONFIRMED', 'PENDING_PAYMENT'];
/** Live and still editable. */
export const OPEN_STATUSES: SeatChangeStatus[] = ['OPEN', 'CONFIRMED'];
export const FINISHED_STATUSES: SeatChangeStatus[] = ['PAID', 'REFUND_PENDING', 'FAILED'];

/** The columns mutations decide on; `overdue` is computed by the database clock. */
export interface ChangeRow {
  id: number;
  session: string;
  status: SeatChangeStatus;
  product_id: number;
  third_step: boolean;
  overdue: boolean;
}

export const CHANGE_COLUMNS = 'id, session, status, product_id, third_step';

export interface NewSeatChange {
  userId: number;
  productId: number;
  partners: { partnerId: number; rolId: number | null; seatId: number }[];
}

/** Inserts an OPEN change (first step done) with a fresh opaque session; answers its id. */
export async function insertSeatChange(tx: Queryable, change: NewSeatChange): Promise<number> {
  const rols = [...new Set(change.partners.map((p) => p.rolId).filter((rol) => rol !== null))].sort((a, b) => a - b);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO seat_changes (session, user_id, product_id, status, first_step, rols_selected, expires_at)
     VALUES ($1, $2, $3, 'OPEN', true, $4::jsonb, now() + make_interval(secs => (SELECT seat_hold_seconds FROM settings)))
     RETURNING id`,
    [randomBytes(24).toString('base64url'), change.userId, change.productId, JSON.stringify(rols)],
  );
  const id = rows[0]!.id;
  for (const partner of change.partners) {
    await tx.query(
      'INSERT INTO seat_change_partners (seat_change_id, partner_id, previous_seat_id) VALUES ($1, $2, $3)',
      [id, partner.partnerId, partner.seatId],
    );
  }
  return id;
}

interface SeatChangeRow {
  id: number;
  session: string;
  status: SeatChangeStatus;
  product_id: number;
  seat_change_failed: boolean;
  total_amount_cents: number;
  first_step: boolean;
  second_step: boolean;
  third_step: boolean;
  rols_selected: number[];
  expirate_in: number;
  /** PartnerRow objects, by partner number (json_agg: the read is one query). */
  partners: PartnerRow[];
}

interface PartnerRow {
  partner_id: number;
  partner_number: number;
  name: string;
  lastname: string;
  rol_id: number | null;
  current_seat: SeatChangeSeat | null;
  next_seat: SeatChangeSeat | null;
  fee_cents: number;
  price_rise_cents: number;
}

/**
 * What one partner's move costs (cents), over PARTNER_CHARGES_FROM: the product's fee plus the
 * rise in price between the new and the old area for the partner's role (never below 0: a cheaper
 * seat is no refund). A partner who keeps their seat, or has not chosen one, costs nothing. A
 * missing price counts as 0; where several prices of an area fit the role, the lowest applies.
 */
const moves = 'scp.next_seat_id IS NOT NULL AND scp.next_seat_id IS DISTINCT FROM scp.previous_seat_id';
const areaPrice = (seatColumn: string) =>
  `coalesce((SELECT min(ap.price_cents) FROM seats s JOIN area_prices ap ON ap.area_id = s.area_id
             WHERE s.id = ${seatColumn} AND p.rol_id = ANY(ap.rol_ids)), 0)`;
export const PARTNER_FEE_CENTS = `(CASE WHEN ${moves} THEN pr.price_cents ELSE 0 END)`;
export const PARTNER_PRICE_RISE_CENTS = `(CASE WHEN ${moves} THEN greatest(0, ${areaPrice('scp.next_seat_id')} - ${areaPrice('scp.previous_seat_id')}) ELSE 0 END)`;
export const PARTNER_CHARGES_FROM = `FROM seat_change_partners scp
     JOIN seat_changes sc ON sc.id = scp.seat_change_id
     JOIN products pr ON pr.id = sc.product_id
     JOIN partners p ON p.id = scp.partner_id`;

const seatJson = (column: string) =>
  `(SELECT json_build_object('idSeat', s.id, 'areaId', a.id, 'areaName', a.name, 'row', s.row_number, 'number', s.seat_number)
    FROM seats s JOIN areas a ON a.id = s.area_id WHERE s.id = ${column})`;

/** The change as the API answers it (spec §3 "Seat change session"). */
export async function readSeatChange(db: Queryable, changeId: number): Promise<SeatChange> {
  const { rows } = await db.query<SeatChangeRow>(
    `SELECT id, session, status, product_id, seat_change_failed, total_amount_cents,
            first_step, second_step, third_step, rols_selected,
            CASE WHEN status = ANY($2) THEN greatest(0, ceil(extract(epoch FROM expires_at - now())))::integer
                 ELSE 0 END AS expirate_in,
            (SELECT coalesce(json_agg(partner ORDER BY partner.partner_number), '[]')
             FROM (SELECT scp.partner_id, p.partner_number, u.name, u.lastname, p.rol_id,
                          ${seatJson('scp.previous_seat_id')} AS current_seat, ${seatJson('scp.next_seat_id')} AS next_seat,
                          ${PARTNER_FEE_CENTS} AS fee_cents, ${PARTNER_PRICE_RISE_CENTS} AS price_rise_cents
                   ${PARTNER_CHARGES_FROM}
                   JOIN users u ON u.id = p.user_id
                   WHERE scp.seat_change_id = $1) partner) AS partners
     FROM seat_changes WHERE id = $1`,
    [changeId, LIVE_STATUSES],
  );
  const row = rows[0];
  if (!row) throw new Error(`Seat change ${changeId} vanished`);
  return {
    id: row.id,
    session: row.session,
    status: row.status,
    productId: row.product_id,
    partners: row.partners.map((p) => ({
      partnerId: p.partner_id,
      partnerNumber: p.partner_number,
      name: p.name,
      lastname: p.lastname,
      rolId: p.rol_id,
      currentSeat: p.current_seat,
      nextSeat: p.next_seat,
      fee: p.fee_cents / 100,
      priceRise: p.price_rise_cents / 100,
    })),
    seatChangeFailed: row.seat_change_failed,
    totalAmount: row.total_amount_cents / 100,
    steps: { firstStep: row.first_step, secondStep: row.second_step, thirdStep: row.third_step },
    rolsSelected: row.rols_selected,
    expirateIn: row.expirate_in,
  };
}
