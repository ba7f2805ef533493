import type { Group, GroupMember, GroupType } from '../../src/api/groups.ts';
import type { Queryable } from '../db/db.ts';

/** Most members (active + pending) a new group may hold, by type; the spec leaves the numbers open. */
export const GROUP_MAX_MEMBERS: Record<GroupType, number> = { FAMILY: 8, FRIENDS: 6 };

export type MembershipStatus = 'ACTIVE' | 'PENDING';

export interface Membership {
  isOwner: boolean;
  status: MembershipStatus;
}

export interface LockedGroup {
  id: number;
  name: string;
  type: GroupType;
  maxMembers: number;
}

interface MemberRow {
  is_owner: boolean;
  status: MembershipStatus;
  partner_id: number;
  partner_number: number;
  name: string;
  lastname: string;
  mail: string | null;
  managed_by: string | null;
}

/** The Group of spec §3, or null when there is no such group. */
export async function loadGroup(db: Queryable, groupId: number): Promise<Group | null> {
  const { rows } = await db.query<{ id: number; name: string; type: GroupType; max_members: number; familiar_discount: boolean }>(
    'SELECT id, name, type, max_members, familiar_discount FROM groups WHERE id = $1',
    [groupId],
  );
  const group = rows[0];
  if (!group) return null;
  const members = await db.query<MemberRow>(
    // A member without a mail was signed up by the account that paid their order: it manages them.
    `SELECT gm.is_owner, gm.status, p.id AS partner_id, p.partner_number, u.name, u.lastname, u.mail,
            CASE WHEN u.mail IS NULL THEN (
              SELECT concat_ws(' ', buyer.name, buyer.lastname) FROM signup_order_people sp
              JOIN signup_orders o ON o.id = sp.order_id JOIN users buyer ON buyer.id = o.user_id
              WHERE sp.person_id = p.id AND o.status = 'PAID' ORDER BY o.id DESC LIMIT 1
            ) END AS managed_by
     FROM group_members gm
     JOIN partners p ON p.id = gm.partner_id
     JOIN users u ON u.id = p.user_id
     WHERE gm.group_id = $1
     ORDER BY gm.is_owner DESC, gm.added_at, p.partner_number`,
    [groupId],
  );
  const entries = members.rows.map((row) => ({ row, entry: toEntry(row) }));
  const pick = (status: MembershipStatus, ownersOnly: boolean) =>
    entries.filter(({ row }) => row.status === status && (!ownersOnly || row.is_owner)).map(({ entry }) => entry);
  return {
    id: group.id,
    name: group.name,
    type: group.type,
    maxMembers: group.max_members,
    familiarDiscount: group.familiar_discount,
    members: pick('ACTIVE', false),
    owners: pick('ACTIVE', true),
    newMembers: pick('PENDING', false),
    newOwners: pick('PENDING', true),
  };
}

function toEntry(row: MemberRow): GroupMember {
  return {
    member: {
      name: row.name,
      lastname: row.lastname,
      mail: row.mail,
      ...(row.managed_by ? { managedBy: row.managed_by } : {}),
      partner: { id: row.partner_id, partnerNumber: row.partner_number },
    },
  };
}

export async function insertGroup(tx: Queryable, name: string, type: GroupType): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO groups (name, type, max_members, familiar_discount) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, type, GROUP_MAX_MEMBERS[type], type === 'FAMILY'],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Group insert returned no id');
  return id;
}

/**
 * Locks the group row until the transaction ends: concurrent adds, removals and leaves of one
 * group run one after another, so the member limit and the last-owner rule hold.
 */
export async function lockGroup(tx: Queryable, groupId: number): Promise<LockedGroup | null> {
  const { rows } = await tx.query<{ id: number; name: string; type: GroupType; max_members: number }>(
    'SELECT id, name, type, max_members FROM groups WHERE id = $1 FOR UPDATE',
    [groupId],
  );
  const row = rows[0];
  return row ? { id: row.id, name: row.name, type: row.type, maxMembers: row.max_members } : null;
}

export async function deleteGroup(tx: Queryable, groupId: number): Promise<void> {
  await tx.query('DELETE FROM groups WHERE id = $1', [groupId]);
}

export async function findMembership(db: Queryable, groupId: number, partnerId: number): Promise<Membership | null> {
  const { rows } = await db.query<{ is_owner: boolean; status: MembershipStatus }>(
    'SELECT is_owner, status FROM group_members WHERE group_id = $1 AND partner_id = $2',
    [groupId, partnerId],
  );
  const row = rows[0];
  return row ? { isOwner: row.is_owner, status: row.status } : null;
}

/** The group a partner is in, active or pending (one at most: group_members.partner_id is unique). */
export async function findGroupIdOfPartner(db: Queryable, partnerId: number): Promise<number | null> {
  const { rows } = await db.query<{ group_id: number }>('SELECT group_id FROM group_members WHERE partner_id = $1', [
    partnerId,
  ]);
  return rows[0]?.group_id ?? null;
}

/** Active and pending members: a pending one holds a place until validated or removed. */
export async function countMembers(db: Queryable, groupId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM group_members WHERE group_id = $1', [
    groupId,
  ]);
  return rows[0]?.count ?? 0;
}

export async function countActiveOwners(db: Queryable, groupId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    "SELECT count(*)::integer AS count FROM group_members WHERE group_id = $1 AND is_owner AND status = 'ACTIVE'",
    [groupId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertMember(
  tx: Queryable,
  groupId: number,
  partnerId: number,
  member: Membership,
): Promise<void> {
  await tx.query('INSERT INTO group_members (group_id, partner_id, is_owner, status) VALUES ($1, $2, $3, $4)', [
    groupId,
    partnerId,
    member.isOwner,
    member.status,
  ]);
}

/** Removes a membership and its pending token, if any. */
export async function deleteMember(tx: Queryable, groupId: number, partnerId: number): Promise<void> {
  await tx.query('DELETE FROM group_tokens WHERE group_id = $1 AND partner_id = $2', [groupId, partnerId]);
  await tx.query('DELETE FROM group_members WHERE group_id = $1 AND partner_id = $2', [groupId, partnerId]);
}

export async function activateMember(tx: Queryable, groupId: number, partnerId: number): Promise<void> {
  await tx.query('DELETE FROM group_tokens WHERE group_id = $1 AND partner_id = $2', [groupId, partnerId]);
  await tx.query("UPDATE group_members SET status = 'ACTIVE' WHERE group_id = $1 AND partner_id = $2", [groupId, partnerId]);
}

export async function saveGroupToken(
  tx: Queryable,
  groupId: number,
  partnerId: number,
  tokenHash: string,
  ttlHours: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO group_tokens (group_id, partner_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))
     ON CONFLICT (group_id, partner_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
    [groupId, partnerId, tokenHash, ttlHours],
  );
}

export async function findGroupToken(
  db: Queryable,
  groupId: number,
  partnerId: number,
): Promise<{ tokenHash: string; expired: boolean } | null> {
  const { rows } = await db.query<{ token_hash: string; expired: boolean }>(
    'SELECT token_hash, expires_at <= now() AS expired FROM group_tokens WHERE group_id = $1 AND partner_id = $2',
    [groupId, partnerId],
  );
  const row = rows[0];
  return row ? { tokenHash: row.token_hash, expired: row.expired } : null;
}

/** The record an added member's data is checked against (452–455, 458, 401). */
export interface PartnerIdentity {
  partnerId: number;
  userId: number;
  name: string;
  lastname: string;
  dni: string | null;
  /** YYYY-MM-DD */
  birthdate: string | null;
  /** Null for a family member without a mail of their own: no typed mail matches it. */
  mail: string | null;
  blocked: boolean;
}

export async function findPartnerByNumber(db: Queryable, partnerNumber: number): Promise<PartnerIdentity | null> {
  const { rows } = await db.query<PartnerIdentity>(
    // to_char: the drivers would turn a date into a JS Date in the server's time zone.
    `SELECT p.id AS "partnerId", u.id AS "userId", u.name, u.lastname, u.dni, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u.mail, p.blocked
     FROM partners p JOIN users u ON u.id = p.user_id
     WHERE p.partner_number = $1`,
    [partnerNumber],
  );
  return rows[0] ?? null;
}
