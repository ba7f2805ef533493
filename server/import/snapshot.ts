import type { Queryable } from '../db/db.ts';
import { CLUB_TIME_ZONE } from '../store/users.ts';

export type Shape = [number, number][];

/** What the database already holds that an import compares its lines with, read once inside its transaction. */
export interface Snapshot {
  rols: { id: number; code: string; junior: boolean }[];
  sectors: { id: number; name: string; shape: Shape; position: number }[];
  areas: { id: number; sector_id: number; name: string; shape: Shape; position: number }[];
  seats: { id: number; area_id: number; row_number: number; seat_number: number; x: number; y: number; access: string | null }[];
  prices: { id: number; area_id: number; rol_id: number; price_cents: number }[];
  games: { id: number; local: string; competition: string; opponent: string; season: string }[];
  partners: {
    id: number;
    partner_number: number;
    user_id: number;
    dni: string | null;
    mail: string | null;
    name: string;
    lastname: string;
    birthdate: string | null;
    rol_id: number | null;
    season: string;
  }[];
  /** Users holding one of the file's DNIs or mails (whoever they are). */
  identities: { id: number; dni: string | null; mail: string | null }[];
  claims: { seat_id: number; kind: 'SOLD' | 'HELD'; partner_id: number | null; live: boolean }[];
  paidPartnerIds: Set<number>;
  groups: { id: number; name: string; type: string; max_members: number; members: number }[];
  memberships: { partner_id: number; group_id: number }[];
}

export async function readSnapshot(tx: Queryable, season: string, dnis: string[], mails: string[]): Promise<Snapshot> {
  const rows = async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows;
  return {
    rols: await rows('SELECT id, code, junior FROM rols'),
    sectors: await rows('SELECT id, name, shape, position FROM sectors ORDER BY id'),
    areas: await rows('SELECT id, sector_id, name, shape, position FROM areas ORDER BY id'),
    // float8: both drivers then read the stored real exactly, to compare it with Math.fround of the file's value.
    seats: await rows('SELECT id, area_id, row_number, seat_number, x::float8 AS x, y::float8 AS y, access FROM seats'),
    prices: await rows('SELECT id, area_id, rol_ids[1] AS rol_id, price_cents FROM area_prices WHERE cardinality(rol_ids) = 1 ORDER BY id'),
    games: await rows(
      `SELECT id, to_char(starts_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI:SS') AS local, competition, opponent, season FROM games ORDER BY id`,
    ),
    partners: await rows(
      `SELECT p.id, p.partner_number, p.user_id, u.dni, u.mail, u.name, u.lastname, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, p.rol_id, p.season
       FROM partners p JOIN users u ON u.id = p.user_id`,
    ),
    // IN (SELECT unnest …): a hash join; "= ANY(array)" compares every user with every line.
    identities: await rows(
      `SELECT id, upper(dni) AS dni, lower(mail) AS mail FROM users
       WHERE upper(dni) IN (SELECT unnest($1::text[])) OR lower(mail) IN (SELECT unnest($2::text[]))`,
      [dnis, mails],
    ),
    claims: await rows('SELECT seat_id, kind, partner_id, (expires_at IS NULL OR expires_at > now()) AS live FROM seat_claims'),
    paidPartnerIds: new Set(
      (await rows<{ partner_id: number }>('SELECT DISTINCT partner_id FROM partner_payments WHERE season = $1', [season])).map((row) => row.partner_id),
    ),
    groups: await rows(
      `SELECT g.id, g.name, g.type, g.max_members, count(gm.partner_id)::int AS members
       FROM groups g LEFT JOIN group_members gm ON gm.group_id = g.id GROUP BY g.id ORDER BY g.id`,
    ),
    memberships: await rows('SELECT partner_id, group_id FROM group_members'),
  };
}
