import type { Queryable } from '../db/db.ts';
import { photoThumbnail } from './photo-thumbnail.ts';

const BATCH = 50;

/**
 * Makes the gate thumbnail of every photo on file that has none: the photos uploaded before
 * thumbnails existed (a new photo gets its own at upload). Runs in the background after the
 * server starts (server/main.ts), in batches, until none is left or `stopping()` says so; about
 * 15 ms a photo on two cores, so an arena's 5,600 photos take a minute or two, once. Until then a
 * gate download carries no photo for those members. A photo that cannot be read is marked ''
 * (no photo at the gate) so it is not tried again. Each update names the photo it was made from:
 * a photo replaced meanwhile keeps the thumbnail of its upload. Resolves to how many it made.
 */
export async function makeMissingThumbnails(db: Queryable, stopping: () => boolean = () => false): Promise<number> {
  let made = 0;
  let lastId = 0;
  while (!stopping()) {
    const { rows } = await db.query<{ id: number; photo: string }>(
      'SELECT id, photo FROM users WHERE id > $1 AND photo IS NOT NULL AND photo_thumbnail IS NULL ORDER BY id LIMIT $2',
      [lastId, BATCH],
    );
    if (rows.length === 0) break;
    for (const { id, photo } of rows) {
      if (stopping()) break;
      const thumbnail = (await photoThumbnail(photo)) ?? '';
      const updated = await db.query('UPDATE users SET photo_thumbnail = $3 WHERE id = $1 AND photo = $2 AND photo_thumbnail IS NULL RETURNING id', [
        id,
        photo,
        thumbnail,
      ]);
      made += updated.rows.length;
      lastId = id;
    }
  }
  return made;
}
