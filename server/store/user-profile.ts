import type { MemberLanguage, PhotoRefusalReason, PhotoStatus, UserAddress } from '../../src/api/users.ts';
import { photoThumbnail } from '../card/photo-thumbnail.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

export interface UserInfoChanges {
  name?: string;
  lastname?: string;
  /** Applied only when it is the address on file in another case: a new address is a mail change (mail-changes.ts). */
  mail?: string;
  phone?: string | null;
  /** The language of the member's mails and pass card. */
  language?: MemberLanguage;
}

/** Applies the changes; a new phone is unconfirmed again. Tells whether the phone changed. */
export async function updateUserInfo(db: Queryable, userId: number, changes: UserInfoChanges): Promise<{ phoneChanged: boolean }> {
  const { rows } = await db.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [userId]);
  const current = rows[0];
  if (!current) throw new HttpError(404, 'User not found');
  const phoneChanged = changes.phone !== undefined && changes.phone !== current.phone;
  await db.query(
    `UPDATE users SET name = coalesce($2, name), lastname = coalesce($3, lastname),
       mail = CASE WHEN lower(mail) = lower($4) THEN $4 ELSE mail END,
       phone = CASE WHEN $5 THEN $6 ELSE phone END, phone_confirmed = phone_confirmed AND NOT $5,
       language = coalesce($7, language)
     WHERE id = $1`,
    [userId, changes.name ?? null, changes.lastname ?? null, changes.mail ?? null, phoneChanged, changes.phone ?? null, changes.language ?? null],
  );
  return { phoneChanged };
}

export async function findPhoto(
  db: Queryable,
  userId: number,
): Promise<{ photo: string | null; status: PhotoStatus; refusal: PhotoRefusalReason | null }> {
  const { rows } = await db.query<{ photo: string | null; photo_status: PhotoStatus; photo_refusal: PhotoRefusalReason | null }>(
    'SELECT photo, photo_status, photo_refusal FROM users WHERE id = $1',
    [userId],
  );
  return { photo: rows[0]?.photo ?? null, status: rows[0]?.photo_status ?? 'NONE', refusal: rows[0]?.photo_refusal ?? null };
}

/**
 * A new photo waits for the club's review (PENDING, a new revision), with the gate's thumbnail made
 * from it; one that is not a readable image is refused (400). Without one, the member keeps the
 * photo on file, which only a photo the club approved (CONFIRMED) allows: the member never
 * approves their own upload (409).
 */
export async function confirmPhoto(db: Queryable, userId: number, newPhoto: string | undefined): Promise<void> {
  if (newPhoto === undefined) return keepApprovedPhoto(db, userId);
  const thumbnail = await photoThumbnail(newPhoto);
  if (thumbnail === null) throw new HttpError(400, 'The photo is not a readable image', 'photo-unreadable');
  await db.query(
    `UPDATE users SET photo = $2, photo_thumbnail = $3, photo_status = 'PENDING', photo_validation_required = false,
       photo_revision = photo_revision + 1, photo_sent_at = now(), photo_refusal = NULL,
       photo_reviewed_by = NULL, photo_reviewed_at = NULL
     WHERE id = $1`,
    [userId, newPhoto, thumbnail],
  );
}

async function keepApprovedPhoto(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query(
    `UPDATE users SET photo_validation_required = false
     WHERE id = $1 AND photo IS NOT NULL AND photo_status = 'CONFIRMED'
     RETURNING id`,
    [userId],
  );
  if (rows.length > 0) return;
  const { photo } = await findPhoto(db, userId);
  if (photo === null) throw new HttpError(409, 'No photo to confirm: send one', 'no-photo');
  throw new HttpError(409, "Only a photo the club approved can be kept: wait for the club's review or send another", 'photo-not-approved');
}

export async function omitPhoto(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query(
    `UPDATE users SET photo_status = 'OMITTED', photo_refusal = NULL, photo_validation_required = false
     WHERE id = $1 AND photo_validation_required RETURNING id`,
    [userId],
  );
  if (rows.length === 0) throw new HttpError(409, 'No photo validation is pending', 'no-photo-validation');
}

export async function confirmAddress(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query(
    `UPDATE users SET address_confirmed = true, address_validation_required = false
     WHERE id = $1 AND address IS NOT NULL RETURNING id`,
    [userId],
  );
  if (rows.length === 0) throw new HttpError(409, 'No address to confirm', 'no-address');
}

export async function replaceAddress(db: Queryable, userId: number, address: UserAddress): Promise<void> {
  await db.query(
    `UPDATE users SET address = $2::jsonb, address_confirmed = true, address_validation_required = false WHERE id = $1`,
    [userId, JSON.stringify(address)],
  );
}

/** The phone on file, for checking that a confirmation hash is used for the number it was sent to. */
export async function findPhone(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [userId]);
  return rows[0]?.phone ?? null;
}

export async function setPhoneConfirmed(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET phone_confirmed = true WHERE id = $1', [userId]);
}
