import type { Queryable } from '../db/db.ts';

/**
 * Partners a user acts for: their own partner and, when their own membership of a group is
 * ACTIVE, the group's other ACTIVE members.
 */
const PARTNERS_OF_USER = `
  SELECT p.id FROM partners p WHERE p.user_id = $1
  UNION
  SELECT theirs.partner_id FROM partners me
  JOIN group_members mine ON mine.partner_id = me.id AND mine.status = 'ACTIVE'
  JOIN group_members theirs ON theirs.group_id = mine.group_id AND theirs.status = 'ACTIVE'
  WHERE me.user_id = $1`;

export async function partnerIdsOfUser(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`${PARTNERS_OF_USER} ORDER BY id`, [userId]);
  return rows.map((row) => row.id);
}

/**
 * People of the user's OPEN sign-up orders, by the partner id they will have (signup_order_people
 * person_id), with the rol of their order: a renewing member's order rol wins over their old one.
 */
const ORDER_PEOPLE_OF_USER = `
  SELECT sp.person_id AS id, sp.rol_id, 0 AS rank FROM signup_order_people sp
  JOIN signup_orders o ON o.id = sp.order_id
  WHERE o.user_id = $1 AND o.status = 'OPEN' AND o.expires_at > now() AND sp.person_id = ANY($2::int[])`;

/**
 * The rols of these partners, if the user may act for every one of them; null otherwise
 * (unknown ids included: a stranger's partner and a missing one look the same). The ids may
 * also be people of the user's open sign-up order (see ORDER_PEOPLE_OF_USER).
 */
export async function rolsOfPartnersActedFor(db: Queryable, userId: number, partnerIds: number[]): Promise<number[] | null> {
  const wanted = [...new Set(partnerIds)];
  const { rows } = await db.query<{ id: number; rol_id: number | null }>(
    `SELECT DISTINCT ON (id) id, rol_id FROM (
       ${ORDER_PEOPLE_OF_USER}
       UNION ALL
       SELECT p.id, p.rol_id, 1 AS rank FROM partners p WHERE p.id = ANY($2::int[]) AND p.id IN (${PARTNERS_OF_USER})
     ) acted_for ORDER BY id, rank`,
    [userId, wanted],
  );
  if (rows.length !== wanted.length) return null;
  return [...new Set(rows.flatMap((row) => (row.rol_id === null ? [] : [row.rol_id])))];
}

/** The rol of the user's own partner; null without a partner or a rol. */
export async function rolOfUsersPartner(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ rol_id: number | null }>('SELECT rol_id FROM partners WHERE user_id = $1', [userId]);
  return rows[0]?.rol_id ?? null;
}
