import type { Queryable } from '../db/db.ts';
import { countMembers, findMembership, findGroupIdOfPartner, GROUP_MAX_MEMBERS, insertGroup, insertMember, lockGroup } from './groups.ts';

/** What became of the order's people as a group: made, joined to the buyer's FAMILY, or why none. */
export type FamilyGroupOutcome = 'created' | 'joined' | 'single' | 'no-owner' | 'buyer-in-other-group' | 'full';

export interface SignedUpPerson {
  personId: number;
  self: boolean;
}

/**
 * The family that signed up together becomes a FAMILY group, in the approval's transaction: the
 * buyer (the paying account's partner) its ACTIVE owner, the others ACTIVE members. They are
 * ACTIVE at once and get no mail: they have no mail of their own and the buyer manages them.
 * A buyer already in a group keeps it: the others join it when it is a FAMILY the buyer owns
 * with room for them all, else no group is made (one group per partner; another's group or a
 * FRIENDS group is not the buyer's to fill).
 */
export async function groupSignedUpFamily(tx: Queryable, buyerUserId: number, people: SignedUpPerson[]): Promise<FamilyGroupOutcome> {
  const ownerId = await buyerPartnerId(tx, buyerUserId, people);
  if (ownerId === null) return 'no-owner';
  const others = people.filter((person) => person.personId !== ownerId).map((person) => person.personId);
  if (others.length === 0) return 'single';
  await tx.query('SAVEPOINT family_group');
  try {
    // Every refusal in placeFamily comes before its first write.
    return await placeFamily(tx, buyerUserId, ownerId, others);
  } catch (error) {
    // The buyer joined another group meanwhile (group_members.partner_id is unique): the paid membership stands.
    if ((error as { code?: unknown }).code !== '23505') throw error;
    await tx.query('ROLLBACK TO SAVEPOINT family_group');
    return 'buyer-in-other-group';
  }
}

async function placeFamily(tx: Queryable, buyerUserId: number, ownerId: number, others: number[]): Promise<FamilyGroupOutcome> {
  const existing = await findGroupIdOfPartner(tx, ownerId);
  if (existing === null) {
    if (others.length + 1 > GROUP_MAX_MEMBERS.FAMILY) return 'full';
    const groupId = await insertGroup(tx, await familyName(tx, buyerUserId), 'FAMILY');
    await insertMember(tx, groupId, ownerId, { isOwner: true, status: 'ACTIVE' });
    for (const partnerId of others) await insertMember(tx, groupId, partnerId, { isOwner: false, status: 'ACTIVE' });
    return 'created';
  }
  const group = await lockGroup(tx, existing);
  const membership = await findMembership(tx, existing, ownerId);
  if (group?.type !== 'FAMILY' || !membership?.isOwner || membership.status !== 'ACTIVE') return 'buyer-in-other-group';
  if ((await countMembers(tx, existing)) + others.length > group.maxMembers) return 'full';
  for (const partnerId of others) await insertMember(tx, existing, partnerId, { isOwner: false, status: 'ACTIVE' });
  return 'joined';
}

/** The buyer in the order, else the paying account's partner (a member signing up only others). */
async function buyerPartnerId(tx: Queryable, buyerUserId: number, people: SignedUpPerson[]): Promise<number | null> {
  const self = people.find((person) => person.self);
  if (self) return self.personId;
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM partners WHERE user_id = $1', [buyerUserId]);
  return rows[0]?.id ?? null;
}

/** "Familia Ferrando" for Vicente Ferrando Gil, as the club names its families. */
async function familyName(tx: Queryable, buyerUserId: number): Promise<string> {
  const { rows } = await tx.query<{ lastname: string }>('SELECT lastname FROM users WHERE id = $1', [buyerUserId]);
  const surname = rows[0]?.lastname.trim().split(/\s+/)[0] ?? '';
  return `Familia ${surname}`.trim();
}

/** The FAMILY the buyer owns that holds every person of a paid order of more than the buyer alone. */
export async function familyGroupOfOrder(db: Queryable, orderId: number): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT g.id, g.name FROM signup_orders o
     JOIN partners buyer ON buyer.user_id = o.user_id
     JOIN group_members owner ON owner.partner_id = buyer.id AND owner.is_owner AND owner.status = 'ACTIVE'
     JOIN groups g ON g.id = owner.group_id AND g.type = 'FAMILY'
     WHERE o.id = $1
       AND EXISTS (SELECT 1 FROM signup_order_people sp WHERE sp.order_id = o.id AND sp.person_id <> buyer.id)
       AND NOT EXISTS (SELECT 1 FROM signup_order_people sp WHERE sp.order_id = o.id AND NOT EXISTS (
             SELECT 1 FROM group_members gm WHERE gm.group_id = g.id AND gm.partner_id = sp.person_id AND gm.status = 'ACTIVE'))`,
    [orderId],
  );
  return rows[0] ?? null;
}
