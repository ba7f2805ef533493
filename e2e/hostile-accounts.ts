import type { Queryable } from '../server/db/db.ts';

/**
 * Two partners only e2e/hostile-input.spec.ts uses (partner numbers 3990–3991): it writes hostile
 * text into their names, address and group, which no other test must meet. Made by
 * prepare-server.ts on the e2e database; the password is the demo one (socio@demo.club's hash).
 */
export const HOSTILE_ACCOUNTS = {
  owner: { mail: 'hostil.titular@demo.club', partnerNumber: 3990, dni: '39903990W', birthdate: '1980-02-02', name: 'Rosa', lastname: 'Hostil Uno' },
  friend: { mail: 'hostil.amigo@demo.club', partnerNumber: 3991, dni: '39913991K', birthdate: '1981-03-03', name: 'Jaume', lastname: 'Hostil Dos' },
} as const;

export async function createHostileAccounts(db: Queryable): Promise<void> {
  for (const account of Object.values(HOSTILE_ACCOUNTS)) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (mail, password_hash, name, lastname, type, dni, birthdate)
       SELECT $1, password_hash, $2, $3, 'PARTNER', $4, $5 FROM users WHERE mail = 'socio@demo.club'
       ON CONFLICT DO NOTHING RETURNING id`,
      [account.mail, account.name, account.lastname, account.dni, account.birthdate],
    );
    const userId = rows[0]?.id;
    if (userId === undefined) continue; // made by an earlier run on this database
    const partner = await db.query<{ id: number }>(
      `INSERT INTO partners (user_id, partner_number, season) VALUES ($1, $2, '25/26') RETURNING id`,
      [userId, account.partnerNumber],
    );
    await db.query(`INSERT INTO partner_payments (partner_id, season, amount_cents) VALUES ($1, '25/26', 24000)`, [partner.rows[0]?.id]);
  }
}
