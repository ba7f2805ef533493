import type { Queryable } from '../db/db.ts';

export async function isDeepLinkUsed(db: Queryable, jti: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM deep_link_uses WHERE jti = $1', [jti]);
  return rows.length > 0;
}

/** Records the one use of a link; false when it was already used (atomic: two clicks, one login). */
export async function useDeepLink(db: Queryable, jti: string): Promise<boolean> {
  const { rows } = await db.query('INSERT INTO deep_link_uses (jti) VALUES ($1) ON CONFLICT (jti) DO NOTHING RETURNING jti', [
    jti,
  ]);
  return rows.length > 0;
}
