import type { GroupMemberInput } from '../../src/api/groups.ts';
import type { Db } from '../db/db.ts';
import { sessionCookieFor } from '../test/test-app.ts';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export interface TestPartner {
  partnerId: number;
  mail: string;
  cookie: string;
  /** The body an owner sends to add this partner (every field right). */
  input: GroupMemberInput;
}

/**
 * A fresh partner for one test (partner numbers 2900–2999 are left to tests), so tests that
 * change groups do not depend on each other through the shared demo accounts.
 */
export async function createTestPartner(db: Db, partnerNumber: number, options: { blocked?: boolean } = {}): Promise<TestPartner> {
  const digits = 29_000_000 + partnerNumber;
  const dni = `${digits}${DNI_LETTERS[digits % 23]}`;
  const mail = `grupo.test${partnerNumber}@demo.club`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type, dni, birthdate)
     VALUES ($1, 'unused', 'José', 'García Test', 'PARTNER', $2, '1991-05-20') RETURNING id`,
    [mail, dni],
  );
  const partner = await db.query<{ id: number }>(
    `INSERT INTO partners (user_id, partner_number, season, blocked) VALUES ($1, $2, '25/26', $3) RETURNING id`,
    [rows[0]?.id, partnerNumber, options.blocked ?? false],
  );
  const partnerId = partner.rows[0]?.id;
  if (partnerId === undefined) throw new Error('Test partner insert failed');
  return {
    partnerId,
    mail,
    cookie: await sessionCookieFor(db, mail),
    input: { partnerNumber, name: 'José', lastname: 'García Test', dni, birthdate: '1991-05-20', mail },
  };
}

export async function setDoubleAuthentication(db: Db, on: boolean): Promise<void> {
  await db.query('UPDATE settings SET partner_group_double_authentication = $1', [on]);
}

/** The token of the last group mail sent to `mail` (mail_outbox). */
export async function lastMailedGroupToken(db: Db, mail: string): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [mail],
  );
  const token = /Código de confirmación: ([A-Z0-9]+)/.exec(rows[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`No group token mailed to ${mail}`);
  return token;
}
