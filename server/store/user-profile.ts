import { USERS_EMAIL_IN_USE, type PhotoStatus, type UserAddress } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

export interface UserInfoChanges {
  name?: string;
  lastname?: string;
  mail?: string;
  phone?: string | null;
}

/**
 * Applies the changes; a mail that really changes (not just its case) is unconfirmed again, and so is a
 * new phone. 409 'email in use' when another user has the mail.
 */
export async function updateUserInfo(
  db: Queryable,
  userId: number,
  changes: UserInfoChanges,
): Promise<{ mailChanged: boolean; phoneChanged: boolean }> {
  const { rows } = await db.query<{ mail: string; phone: string | null }>('SELECT mail, phone FROM users WHERE id = $1', [userId]);
  const current = rows[0];
  if (!current) throw new HttpError(404, 'User not found');
  const mailChanged = changes.mail !== undefined && changes.mail.toLowerCase() !== current.mail.toLowerCase();
  const phoneChanged = changes.phone !== undefined && changes.phone !== current.phone;
  if (mailChanged) {
    const taken = await db.query('SELECT 1 FROM users WHERE lower(mail) = lower($1) AND id <> $2', [changes.mail, userId]);
    if (taken.rows.length > 0) throw new HttpError(409, USERS_EMAIL_IN_USE, USERS_EMAIL_IN_USE);
  }
  try {
    await db.query(
      `UPDATE users SET name = coalesce($2, name), lastname = coalesce($3, lastname), mail = coalesce($4, mail),
         mail_confirmed = mail_confirmed AND NOT $5,
         phone = CASE WHEN $6 THEN $7 ELSE phone END, phone_confirmed = phone_confirmed AND NOT $6
       WHERE id = $1`,
      [userId, changes.name ?? null, changes.lastname ?? null, changes.mail ?? null, mailChanged, phoneChanged, changes.phone ?? null],
    );
  } catch (error) {
    // Another request took the mail between the check and the update.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, USERS_EMAIL_IN_USE, USERS_EMAIL_IN_USE);
    throw error;
  }
  return { mailChanged, phoneChanged };
}

export async function findPhoto(db: Queryable, userId: number): Promise<{ photo: string | null; status: PhotoStatus }> {
  const { rows } = await db.query<{ photo: string | null; photo_status: PhotoStatus }>(
    'SELECT photo, photo_status FROM users WHERE id = $1',
    [userId],
  );
  return { photo: rows[0]?.photo ?? null, status: rows[0]?.photo_status ?? 'NONE' };
}

/** A new photo waits for the club's review (PENDING); confirming the one on file needs one (409). */
export async function confirmPhoto(db: Queryable, userId: number, newPhoto: string | undefined): Promise<void> {
  const changed = newPhoto
    ? await db.query(
        `UPDATE users SET photo = $2, photo_status = 'PENDING', photo_validation_required = false
         WHERE id = $1 RETURNING id`,
        [userId, newPhoto],
      )
    : await db.query(
        `UPDATE users SET photo_status = 'CONFIRMED', photo_validation_required = false
         WHERE id = $1 AND photo IS NOT NULL RETURNING id`,
        [userId],
      );
  if (changed.rows.length === 0) throw new HttpError(409, 'No photo to confirm: send one', 'no-photo');
}

export async function omitPhoto(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query(
    `UPDATE users SET photo_status = 'OMITTED', photo_validation_required = false
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
