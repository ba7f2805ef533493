import { randomBytes } from 'node:crypto';
import type { MemberLanguage } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';

/** A feed's token: 32 random bytes as base64url, 43 characters (the migration's check). */
const newToken = () => randomBytes(32).toString('base64url');

/** The partner's feed token, made on first call (the no-op update makes RETURNING answer the kept one). */
export async function calendarTokenOf(db: Queryable, partnerId: number): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `INSERT INTO calendar_feeds (partner_id, token) VALUES ($1, $2)
     ON CONFLICT (partner_id) DO UPDATE SET partner_id = EXCLUDED.partner_id
     RETURNING token`,
    [partnerId, newToken()],
  );
  return rows[0]!.token;
}

/** A new token for the partner's feed: the old address finds nothing from now on. */
export async function renewCalendarToken(db: Queryable, partnerId: number): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `INSERT INTO calendar_feeds (partner_id, token) VALUES ($1, $2)
     ON CONFLICT (partner_id) DO UPDATE SET token = EXCLUDED.token, created_at = now()
     RETURNING token`,
    [partnerId, newToken()],
  );
  return rows[0]!.token;
}

/** The partner a feed token belongs to and their account's language; null for a token renewed or never made. */
export async function findCalendarFeed(db: Queryable, token: string): Promise<{ partnerId: number; language: MemberLanguage } | null> {
  const { rows } = await db.query<{ partner_id: number; language: MemberLanguage }>(
    `SELECT f.partner_id, u.language FROM calendar_feeds f
     JOIN partners p ON p.id = f.partner_id JOIN users u ON u.id = p.user_id
     WHERE f.token = $1`,
    [token],
  );
  return rows[0] ? { partnerId: rows[0].partner_id, language: rows[0].language } : null;
}

/** The club's name and address (the arena's), which a feed's events carry. */
export async function readClubPlace(db: Queryable): Promise<{ name: string; address: string }> {
  const { rows } = await db.query<{ name: string; address: string }>('SELECT name, address FROM club_contact');
  return rows[0] ?? { name: 'Club', address: '' };
}
