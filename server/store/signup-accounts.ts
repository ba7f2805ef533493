import { SIGNUP_CODES, type SignupAccountBody } from '../../src/api/signup.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';

/** PostgreSQL's unique_violation: a parallel sign-up took the mail or the DNI first. */
const UNIQUE_VIOLATION = '23505';

/**
 * The visitor's account: a FAN (a valid login kind, spec §5) with an unconfirmed mail until the
 * membership is paid, when it becomes a PARTNER. 409 when the mail or the DNI has an account.
 */
export async function createSignupAccount(tx: Queryable, body: SignupAccountBody, passwordHash: string): Promise<number> {
  const taken = await tx.query<{ mail_taken: boolean }>(
    'SELECT lower(mail) = lower($1) AS mail_taken FROM users WHERE lower(mail) = lower($1) OR upper(dni) = $2 ORDER BY 1 DESC LIMIT 1',
    [body.mail, body.dni],
  );
  if (taken.rows[0]) throw inUse(taken.rows[0].mail_taken);
  try {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (mail, password_hash, name, lastname, type, dni, birthdate, phone, mail_confirmed, language)
       VALUES ($1, $2, $3, $4, 'FAN', $5, $6, $7, false, $8) RETURNING id`,
      [body.mail, passwordHash, body.name, body.lastname, body.dni, body.birthdate, body.phone ?? null, body.language ?? 'es'],
    );
    const userId = rows[0]!.id;
    await tx.query('INSERT INTO fans (user_id, shareholders_available) VALUES ($1, false)', [userId]);
    return userId;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw inUse((error as { constraint?: string }).constraint === 'users_mail_key');
    throw error;
  }
}

function inUse(mail: boolean): HttpError {
  return mail
    ? new HttpError(409, SIGNUP_CODES.mailInUse, SIGNUP_CODES.mailInUse)
    : new HttpError(409, 'This DNI has an account', SIGNUP_CODES.dniInUse);
}
