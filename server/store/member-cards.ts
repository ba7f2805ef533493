import { randomBytes } from 'node:crypto';
import type { CardUnavailableReason, MemberCard } from '../../src/api/member-card.ts';
import type { Queryable } from '../db/db.ts';

interface CardRow {
  partner_id: number;
  partner_number: number;
  name: string;
  lastname: string;
  photo: string | null;
  rol_name: string | null;
  status: 'ACTIVE' | 'PENDING';
  blocked: boolean;
  seat_id: number | null;
  seat_sector: string | null;
  seat_area: string | null;
  seat_area_id: number | null;
  seat_row: number | null;
  seat_number: number | null;
  group_name: string | null;
  paid: boolean;
}

/**
 * A partner's card data for season $1. The photo (`photoColumn`: the photo itself, or the hash of
 * the gate's thumbnail of it) only once the club confirmed it (a PENDING one is not checked yet, so
 * the gate must not trust it). The pass is the rol's name as the club's price list says it ("Abono Adulto",
 * "Abono Oro (65 y más)"): the rol is what was bought.
 */
const cardSelect = (photoColumn: string) => `
  SELECT p.id AS partner_id, p.partner_number, u.name, u.lastname,
         CASE WHEN u.photo_status = 'CONFIRMED' THEN ${photoColumn} END AS photo,
         r.name AS rol_name, p.status, p.blocked,
         seat.id AS seat_id, sector.name AS seat_sector, area.name AS seat_area, area.id AS seat_area_id,
         seat.row_number AS seat_row, seat.seat_number AS seat_number, g.name AS group_name,
         EXISTS (SELECT 1 FROM partner_payments pp WHERE pp.partner_id = p.id AND pp.season = $1) AS paid
  FROM partners p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN rols r ON r.id = p.rol_id
  LEFT JOIN seat_claims claim ON claim.partner_id = p.id AND claim.kind = 'SOLD'
  LEFT JOIN seats seat ON seat.id = claim.seat_id
  LEFT JOIN areas area ON area.id = seat.area_id
  LEFT JOIN sectors sector ON sector.id = area.sector_id
  LEFT JOIN group_members gm ON gm.partner_id = p.id AND gm.status = 'ACTIVE'
  LEFT JOIN groups g ON g.id = gm.group_id`;

/** The rules of GET partners/card as SQL over CARD_SELECT's aliases: who has a card this season. */
export const HAS_CARD_SQL = `p.status = 'ACTIVE' AND NOT p.blocked AND claim.seat_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM partner_payments pp WHERE pp.partner_id = p.id AND pp.season = $1)`;

/** The current season: the season of the home calendar's latest game (null without games). */
export async function currentSeason(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ season: string }>('SELECT season FROM games ORDER BY starts_at DESC LIMIT 1');
  return rows[0]?.season ?? null;
}

export type CardLookup = { card: MemberCard; partnerId: number; unavailable: null } | { card: null; unavailable: CardUnavailableReason };

/** The card of a user for the season, or the first reason there is none (the contract's order). */
export async function findMemberCard(db: Queryable, userId: number, season: string): Promise<CardLookup> {
  const { rows } = await db.query<CardRow>(`${cardSelect('u.photo')} WHERE p.user_id = $2`, [season, userId]);
  const row = rows[0];
  const unavailable = row ? reasonWithoutCard(row) : 'NOT_PARTNER';
  if (unavailable || !row) return { card: null, unavailable: unavailable ?? 'NOT_PARTNER' };
  return { card: toCard(row, season), partnerId: row.partner_id, unavailable: null };
}

function reasonWithoutCard(row: CardRow): CardUnavailableReason | null {
  if (row.status === 'PENDING') return 'PENDING';
  if (row.blocked) return 'BLOCKED';
  if (row.seat_id === null) return 'NO_SEAT';
  if (!row.paid) return 'NOT_PAID';
  return null;
}

function toCard(row: CardRow, season: string): MemberCard {
  return {
    partnerNumber: row.partner_number,
    name: row.name,
    lastname: row.lastname,
    photo: row.photo,
    season,
    pass: row.rol_name ? `Abono ${row.rol_name}` : 'Abono',
    seat: {
      id: row.seat_id ?? 0,
      sector: row.seat_sector ?? '',
      area: row.seat_area ?? '',
      areaId: row.seat_area_id ?? 0,
      row: row.seat_row ?? 0,
      number: row.seat_number ?? 0,
    },
    group: row.group_name === null ? null : { name: row.group_name },
  };
}

/** A card as the gate's download needs it: its secret, and its photo named by the SHA-256 of its thumbnail. */
export type GateCard = Omit<MemberCard, 'photo'> & { photoSha256: string | null; secret: string };

/**
 * Every card of the season (the gate's download), with its secret and the hash of the photo's
 * thumbnail, not the photo (none while server/card/thumbnail-backfill.ts has not made it). Secrets
 * are made for whoever has none yet.
 */
export async function listCardsWithSecrets(db: Queryable, season: string): Promise<GateCard[]> {
  await createMissingSecrets(db, season);
  const { rows } = await db.query<CardRow & { secret: string }>(
    `${cardSelect('u.photo_thumbnail_sha256').replace('FROM partners p', ', cs.secret FROM partners p')}
     JOIN card_secrets cs ON cs.partner_id = p.id AND cs.season = $1
     WHERE ${HAS_CARD_SQL} ORDER BY p.partner_number`,
    [season],
  );
  return rows.map((row) => {
    const { photo, ...card } = toCard(row, season);
    return { ...card, photoSha256: photo, secret: row.secret };
  });
}

/** One insert for every card holder without a secret this season; a concurrent maker wins (DO NOTHING). */
async function createMissingSecrets(db: Queryable, season: string): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM partners p
     LEFT JOIN seat_claims claim ON claim.partner_id = p.id AND claim.kind = 'SOLD'
     WHERE ${HAS_CARD_SQL} AND NOT EXISTS (SELECT 1 FROM card_secrets cs WHERE cs.partner_id = p.id AND cs.season = $1)`,
    [season],
  );
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO card_secrets (partner_id, season, secret) SELECT id, $1, secret FROM unnest($2::int[], $3::text[]) AS t(id, secret)
     ON CONFLICT DO NOTHING`,
    [season, rows.map((row) => row.id), rows.map(() => newSecret())],
  );
}

/** 20 random bytes as hex (cardSecretSchema). */
const newSecret = () => randomBytes(20).toString('hex');

/** The partner's secret for the season, made on first call and the same on every later one. */
export async function cardSecretOf(db: Queryable, partnerId: number, season: string): Promise<string> {
  const { rows } = await db.query<{ secret: string }>(
    `WITH made AS (
       INSERT INTO card_secrets (partner_id, season, secret) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING secret
     )
     SELECT secret FROM made UNION ALL SELECT secret FROM card_secrets WHERE partner_id = $1 AND season = $2`,
    [partnerId, season, newSecret()],
  );
  if (rows[0]) return rows[0].secret;
  // A gate download made it meanwhile, committed after this statement's snapshot: read it anew.
  const made = await db.query<{ secret: string }>('SELECT secret FROM card_secrets WHERE partner_id = $1 AND season = $2', [partnerId, season]);
  if (!made.rows[0]) throw new Error(`No card secret for partner ${partnerId}`);
  return made.rows[0].secret;
}

/** A new secret for the partner's season (a new phone): the old one's codes stop matching at the next gate download. */
export async function renewCardSecret(db: Queryable, partnerId: number, season: string): Promise<string> {
  const secret = newSecret();
  await db.query(
    `INSERT INTO card_secrets (partner_id, season, secret) VALUES ($1, $2, $3)
     ON CONFLICT (partner_id, season) DO UPDATE SET secret = EXCLUDED.secret`,
    [partnerId, season, secret],
  );
  return secret;
}
