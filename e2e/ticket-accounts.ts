import type { Queryable } from '../server/db/db.ts';

/**
 * The member only e2e/tickets.spec.ts uses (partner number 3992): they release their seat for the
 * gate's game, which a visitor then buys. Made by prepare-server.ts on the e2e database with the
 * demo password (socio@demo.club's hash), a paid season and a free seat of an area that tier A
 * prices; the gate's game is put on sale with tier A.
 */
export const RELEASING_MEMBER = { mail: 'libera@demo.club', partnerNumber: 3992, name: 'Lidia', lastname: 'Libera Puig' } as const;

/**
 * The member only e2e/guest-pass.spec.ts uses (partner number 3993): they give their seat for the
 * guests' game (tomorrow evening, after the gate's game) to a friend with no account.
 */
export const INVITING_MEMBER = { mail: 'invita@demo.club', partnerNumber: 3993, name: 'Irene', lastname: 'Invita Soler' } as const;

interface SeatedMember {
  mail: string;
  partnerNumber: number;
  name: string;
  lastname: string;
}

export async function prepareTicketSale(db: Queryable, gameStartsAt: Date): Promise<void> {
  await db.query(
    "UPDATE games SET price_tier = 'A', sale_opens_at = now() - interval '1 day', sale_closes_at = starts_at WHERE starts_at = $1",
    [gameStartsAt],
  );
  await createSeatedMember(db, RELEASING_MEMBER);
}

/** A member with the demo password (socio@demo.club's hash), a paid season and a free seat of an area that tier A prices. */
export async function createSeatedMember(db: Queryable, member: SeatedMember): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type, mail_confirmed)
     SELECT $1, password_hash, $2, $3, 'PARTNER', true FROM users WHERE mail = 'socio@demo.club'
     ON CONFLICT DO NOTHING RETURNING id`,
    [member.mail, member.name, member.lastname],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) return; // made by an earlier run on this database
  const partner = await db.query<{ id: number }>("INSERT INTO partners (user_id, partner_number, season) VALUES ($1, $2, '25/26') RETURNING id", [
    userId,
    member.partnerNumber,
  ]);
  const partnerId = partner.rows[0]!.id;
  await db.query("INSERT INTO partner_payments (partner_id, season, amount_cents) VALUES ($1, '25/26', 24000)", [partnerId]);
  await db.query(
    `INSERT INTO seat_claims (seat_id, kind, partner_id)
     SELECT s.id, 'SOLD', $1 FROM seats s JOIN game_prices gp ON gp.area_id = s.area_id AND gp.tier = 'A'
     WHERE s.access IS NULL AND NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = s.id)
     ORDER BY s.area_id DESC, s.row_number, s.seat_number LIMIT 1`,
    [partnerId],
  );
}
