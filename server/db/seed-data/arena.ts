import type { Queryable } from '../db.ts';
import { seatAccessById } from './arena-access.ts';
import { buildArenaLayout, type SeatLayout } from './arena-layout.ts';
import { areaPrices } from './arena-prices.ts';
import {
  BACKGROUND_FIRST_PARTNER_NUMBER,
  BACKGROUND_MAIL_DOMAIN,
  BACKGROUND_PAYMENT_CENTS,
  backgroundRolIds,
  backgroundSoldSeatIds,
  demoPartnerSeatIds,
} from './arena-sales.ts';
import { CLUB_TIME_ZONE } from '../../store/users.ts';
import { CURRENT_SEASON, seasonPaymentDate } from './users.ts';

/**
 * Sectors, areas, seats (wheelchair places among them), prices per role and the SOLD seat claims. Runs after the users.
 * Every table is filled with one statement over arrays (unnest): about 10,000 seats and 5,500
 * background partners must not cost 15,000 round trips.
 */
export async function seedArena(tx: Queryable): Promise<void> {
  await withoutForeignKeyChecks(tx, () => insertArena(tx));
}

/**
 * Foreign keys are checked row by row: on PGlite (WebAssembly) that is most of the seed's time,
 * for rows that are consistent by construction. A superuser (PGlite always is) may switch the
 * checks off for this transaction only; anyone else simply keeps them.
 */
async function withoutForeignKeyChecks(tx: Queryable, work: () => Promise<void>): Promise<void> {
  const { rows } = await tx.query<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  const superuser = rows[0]?.rolsuper === true;
  if (superuser) await tx.query('SET LOCAL session_replication_role = replica');
  await work();
  if (superuser) await tx.query('SET LOCAL session_replication_role = origin');
}

async function insertArena(tx: Queryable): Promise<void> {
  const layout = buildArenaLayout();
  const access = seatAccessById(layout.seats);
  await tx.query(
    `INSERT INTO sectors (id, name, shape, position)
     SELECT id, name, shape::jsonb, position FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS t(id, name, shape, position)`,
    [layout.sectors.map((s) => s.id), layout.sectors.map((s) => s.name), layout.sectors.map((s) => JSON.stringify(s.shape))],
  );
  await tx.query(
    `INSERT INTO areas (id, sector_id, name, shape, position)
     SELECT id, sector_id, name, shape::jsonb, position
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) WITH ORDINALITY AS t(id, sector_id, name, shape, position)`,
    [
      layout.areas.map((a) => a.id),
      layout.areas.map((a) => a.sectorId),
      layout.areas.map((a) => a.name),
      layout.areas.map((a) => JSON.stringify(a.shape)),
    ],
  );
  await tx.query(
    `INSERT INTO seats (id, area_id, row_number, seat_number, x, y, access)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::real[], $6::real[], $7::text[])`,
    [
      layout.seats.map((s) => s.id),
      layout.seats.map((s) => s.areaId),
      layout.seats.map((s) => s.row),
      layout.seats.map((s) => s.number),
      layout.seats.map((s) => s.x),
      layout.seats.map((s) => s.y),
      layout.seats.map((s) => access.get(s.id) ?? null),
    ],
  );
  await insertPrices(tx, areaPrices(layout.areas));
  await sellDemoPartnerSeats(tx, layout.seats);
  await sellBackgroundSeats(tx, backgroundSoldSeatIds(layout.seats));
}

async function insertPrices(tx: Queryable, prices: ReturnType<typeof areaPrices>): Promise<void> {
  await tx.query(
    `INSERT INTO area_prices (area_id, price_cents, junior, rol_ids)
     SELECT area_id, price_cents, junior, ARRAY[rol_id] FROM unnest($1::int[], $2::int[], $3::boolean[], $4::int[])
       AS t(area_id, price_cents, junior, rol_id)`,
    [prices.map((p) => p.areaId), prices.map((p) => p.priceCents), prices.map((p) => p.junior), prices.map((p) => p.rolId)],
  );
}

/** Every ACTIVE partner seeded so far (the demo accounts) gets one seat, by partner number. */
async function sellDemoPartnerSeats(tx: Queryable, seats: readonly SeatLayout[]): Promise<void> {
  const { rows } = await tx.query<{ id: number }>("SELECT id FROM partners WHERE status = 'ACTIVE' ORDER BY partner_number");
  const seatIds = demoPartnerSeatIds(seats, rows.length);
  await tx.query(
    `INSERT INTO seat_claims (seat_id, kind, partner_id) SELECT seat_id, 'SOLD', partner_id FROM unnest($1::int[], $2::int[]) AS t(seat_id, partner_id)`,
    [seatIds, rows.map((row) => row.id)],
  );
}

/**
 * The rest of the sold seats belong to background partners made in bulk: unusable password
 * ('!' is no scrypt hash, so verifyPassword rejects it), partner numbers from 100000.
 */
async function sellBackgroundSeats(tx: Queryable, seatIds: number[]): Promise<void> {
  // One statement: the users' RETURNING feeds the partners', which feeds the claims.
  await tx.query(
    `WITH sale AS (
       SELECT 'abonado.' || lpad(n::text, 5, '0') || '@' || $4 AS mail, $3::int + n::int - 1 AS partner_number, seat_id, rol_id
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS t(seat_id, rol_id, n)
     ), new_users AS (
       INSERT INTO users (mail, password_hash, name, lastname, type)
       SELECT mail, '!', 'Abonado', 'Nº ' || partner_number, 'PARTNER' FROM sale
       RETURNING id, mail
     ), new_partners AS (
       INSERT INTO partners (user_id, partner_number, season, status, rol_id)
       SELECT u.id, sale.partner_number, $5, 'ACTIVE', sale.rol_id FROM new_users u JOIN sale USING (mail)
       RETURNING id, partner_number
     ), paid AS (
       -- Their season is paid, so each has a member card the gates must know.
       INSERT INTO partner_payments (partner_id, season, amount_cents, paid_at)
       SELECT id, $5, $6, ($7::date + time '12:00') AT TIME ZONE '${CLUB_TIME_ZONE}' FROM new_partners
     )
     INSERT INTO seat_claims (seat_id, kind, partner_id)
     SELECT sale.seat_id, 'SOLD', p.id FROM new_partners p JOIN sale USING (partner_number)`,
    [
      seatIds,
      backgroundRolIds(seatIds.length),
      BACKGROUND_FIRST_PARTNER_NUMBER,
      BACKGROUND_MAIL_DOMAIN,
      CURRENT_SEASON,
      BACKGROUND_PAYMENT_CENTS,
      seasonPaymentDate(CURRENT_SEASON),
    ],
  );
}
