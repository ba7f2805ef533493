import type { Queryable } from '../db/db.ts';

/**
 * The JPEG bytes of the confirmed photo thumbnail whose SHA-256 is `sha256` (the hash a gate
 * download names), or null: a photo not confirmed, or replaced since, is no longer served.
 */
export async function findGatePhoto(db: Queryable, sha256: string): Promise<Buffer | null> {
  const { rows } = await db.query<{ thumbnail: string }>(
    `SELECT photo_thumbnail AS thumbnail FROM users
     WHERE photo_thumbnail_sha256 = $1 AND photo_status = 'CONFIRMED' LIMIT 1`,
    [sha256],
  );
  const thumbnail = rows[0]?.thumbnail;
  return thumbnail ? Buffer.from(thumbnail.slice(thumbnail.indexOf(',') + 1), 'base64') : null;
}
