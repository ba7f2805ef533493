import type { Queryable } from '../db/db.ts';

/** What a login needs to check a person: the secrets' hashes and the numbers that identify them. */
export interface Credentials {
  userId: number;
  mail: string;
  mailConfirmed: boolean;
  passwordHash: string;
  partnerPinHash: string | null;
  sympathizerPinHash: string | null;
  partnerNumber: number | null;
  previousPartnerNumber: number | null;
  sympathizerNumber: number | null;
}

interface CredentialsRow {
  id: number;
  mail: string;
  mail_confirmed: boolean;
  password_hash: string;
  partner_pin_hash: string | null;
  sympathizer_pin_hash: string | null;
  partner_number: number | null;
  previous_partner_number: number | null;
  sympathizer_number: number | null;
}

const CREDENTIALS_SELECT = `
  SELECT u.id, u.mail, u.mail_confirmed, u.password_hash,
         p.pin_hash AS partner_pin_hash, p.partner_number, p.previous_partner_number,
         s.pin_hash AS sympathizer_pin_hash, s.number AS sympathizer_number
  FROM users u
  LEFT JOIN partners p ON p.user_id = u.id
  LEFT JOIN sympathizers s ON s.user_id = u.id`;

export async function findCredentialsByMail(db: Queryable, mail: string): Promise<Credentials | null> {
  return one(db, `${CREDENTIALS_SELECT} WHERE lower(u.mail) = lower($1)`, [mail]);
}

/** The person of a partner-kind login: DNI (unique) and birthdate must both match. */
export async function findCredentialsByIdentity(db: Queryable, dni: string, birthdate: string): Promise<Credentials | null> {
  return one(db, `${CREDENTIALS_SELECT} WHERE upper(u.dni) = upper($1) AND u.birthdate = $2::date`, [dni, birthdate]);
}

/** By card number: a partner number first, else a sympathizer number. */
export async function findCredentialsByMemberNumber(db: Queryable, number: number): Promise<Credentials | null> {
  return one(
    db,
    `${CREDENTIALS_SELECT} WHERE p.partner_number = $1 OR (s.number = $1 AND NOT EXISTS
       (SELECT 1 FROM partners other WHERE other.partner_number = $1))`,
    [number],
  );
}

async function one(db: Queryable, sql: string, params: unknown[]): Promise<Credentials | null> {
  const { rows } = await db.query<CredentialsRow>(sql, params);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.id,
    mail: row.mail,
    mailConfirmed: row.mail_confirmed,
    passwordHash: row.password_hash,
    partnerPinHash: row.partner_pin_hash,
    sympathizerPinHash: row.sympathizer_pin_hash,
    partnerNumber: row.partner_number,
    previousPartnerNumber: row.previous_partner_number,
    sympathizerNumber: row.sympathizer_number,
  };
}

/** A partner's standing for the login rules: PENDING status, and whether its season is paid. */
export async function findPartnerStanding(
  db: Queryable,
  userId: number,
): Promise<{ pending: boolean; paid: boolean } | null> {
  const { rows } = await db.query<{ status: string; paid: boolean }>(
    `SELECT p.status, EXISTS (SELECT 1 FROM partner_payments pp WHERE pp.partner_id = p.id AND pp.season = p.season) AS paid
     FROM partners p WHERE p.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { pending: row.status === 'PENDING', paid: row.paid } : null;
}

/** Stamps the login time and tells whether it was the user's first. */
export async function recordLogin(db: Queryable, userId: number): Promise<{ firstTime: boolean }> {
  const { rows } = await db.query<{ first_time: boolean }>(
    `UPDATE users u SET last_login_at = now()
     FROM (SELECT id, last_login_at FROM users WHERE id = $1 FOR UPDATE) previous
     WHERE u.id = previous.id
     RETURNING previous.last_login_at IS NULL AS first_time`,
    [userId],
  );
  return { firstTime: rows[0]?.first_time ?? false };
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function setMailConfirmed(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET mail_confirmed = true WHERE id = $1', [userId]);
}

/** Ends the user's sessions, but the one whose hash is kept (the caller's own, after a password change). */
export async function deleteUserSessions(db: Queryable, userId: number, keepTokenHash: string | null = null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [userId, keepTokenHash]);
}
