import { PHOTO_REVIEW_CODES, PHOTO_REVIEW_PAGE_SIZE, type WaitingPhotos } from '../../src/api/photo-review.ts';
import type { PhotoRefusalReason } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

/** One page of the photos waiting for the club's review, oldest sent first (index users_photos_waiting_idx). */
export async function listWaitingPhotos(db: Queryable, page: number): Promise<WaitingPhotos> {
  const { rows } = await db.query<{
    user_id: number;
    name: string;
    lastname: string;
    partner_number: number | null;
    photo: string;
    photo_revision: number;
    sent_at: Date | string;
    total: number;
  }>(
    `SELECT u.id AS user_id, u.name, u.lastname, p.partner_number, u.photo, u.photo_revision,
            u.photo_sent_at AS sent_at,
            count(*) OVER ()::integer AS total
     FROM users u LEFT JOIN partners p ON p.user_id = u.id
     WHERE u.photo_status = 'PENDING' AND u.photo IS NOT NULL
     ORDER BY u.photo_sent_at, u.id
     LIMIT $1 OFFSET $2`,
    [PHOTO_REVIEW_PAGE_SIZE, (page - 1) * PHOTO_REVIEW_PAGE_SIZE],
  );
  const total = rows[0]?.total ?? (page > 1 ? await countWaiting(db) : 0);
  return {
    photos: rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      lastname: row.lastname,
      partnerNumber: row.partner_number,
      photo: row.photo,
      revision: row.photo_revision,
      sentAt: new Date(row.sent_at).toISOString(),
    })),
    total,
    page,
    pageSize: PHOTO_REVIEW_PAGE_SIZE,
  };
}

async function countWaiting(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>("SELECT count(*)::integer AS total FROM users WHERE photo_status = 'PENDING' AND photo IS NOT NULL");
  return rows[0]?.total ?? 0;
}

export type PhotoDecision = { approve: true } | { approve: false; reason: PhotoRefusalReason };

/**
 * Approves (CONFIRMED: the card and the gate show it) or refuses (REFUSED with its reason; the
 * member is asked for another photo) the photo of that revision, if it is still waiting. One
 * UPDATE names the revision, so a photo the member replaced after the employee saw it is never
 * decided unseen (409 photo-changed), and two employees deciding at once decide once.
 */
export async function decidePhoto(db: Queryable, userId: number, revision: number, reviewerId: number, decision: PhotoDecision): Promise<void> {
  const { rows } = await db.query(
    `UPDATE users SET photo_status = $4, photo_refusal = $5, photo_validation_required = $6,
       photo_reviewed_by = $3, photo_reviewed_at = now()
     WHERE id = $1 AND photo_revision = $2 AND photo_status = 'PENDING' AND photo IS NOT NULL
     RETURNING id`,
    [
      userId,
      revision,
      reviewerId,
      decision.approve ? 'CONFIRMED' : 'REFUSED',
      decision.approve ? null : decision.reason,
      !decision.approve,
    ],
  );
  if (rows.length > 0) return;
  const { rows: current } = await db.query<{ photo_revision: number; has_photo: boolean }>(
    'SELECT photo_revision, photo IS NOT NULL AS has_photo FROM users WHERE id = $1',
    [userId],
  );
  const found = current[0];
  if (!found?.has_photo) throw new HttpError(404, 'No photo on file for this user', 'no-photo');
  if (found.photo_revision !== revision) throw new HttpError(409, 'The member sent another photo: look at it again', PHOTO_REVIEW_CODES.changed);
  throw new HttpError(409, 'This photo is no longer waiting for review', PHOTO_REVIEW_CODES.alreadyReviewed);
}
