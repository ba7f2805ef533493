import type { Group, GroupMember } from '../../api/groups';

/**
 * Who the member is in their group and what they may do (spec §6: owners add, remove and
 * dissolve; members leave). The server decides; these rules only decide what the screen offers.
 */
export type GroupRole = 'owner' | 'member';

const idOf = (entry: GroupMember) => entry.member.partner.id;
const has = (list: GroupMember[], partnerId: number) => list.some((entry) => idOf(entry) === partnerId);

/** The caller's role among the active members, or null when they are not one (yet). */
export function roleIn(group: Group, partnerId: number): GroupRole | null {
  if (has(group.owners, partnerId)) return 'owner';
  if (has(group.members, partnerId)) return 'member';
  return null;
}

/** Only a member, or an owner with another active owner, may leave; a sole owner dissolves instead. */
export function mayLeave(group: Group, partnerId: number): boolean {
  const role = roleIn(group, partnerId);
  if (role === 'member') return true;
  return role === 'owner' && group.owners.some((entry) => idOf(entry) !== partnerId);
}

/** Places taken: active and pending members alike count towards maxMembers. */
export const placesTaken = (group: Group) => group.members.length + group.newMembers.length;

export const isFull = (group: Group) => placesTaken(group) >= group.maxMembers;

/** Free places, never below zero. */
export const freePlaces = (group: Group) => Math.max(0, group.maxMembers - placesTaken(group));

export type EntryStatus = 'active' | 'pending';

export interface GroupEntry {
  partnerId: number;
  partnerNumber: number;
  name: string;
  lastname: string;
  /** Null for a family member with no mail or login of their own. */
  mail: string | null;
  /** Who manages a member without a mail: the account that signed them up. */
  managedBy?: string;
  owner: boolean;
  status: EntryStatus;
  /** The logged-in member. */
  self: boolean;
  /** Owners may take them out: members and pending members, never an active owner (nor themselves). */
  removable: boolean;
}

/** One list of everyone, owners first, then members, then those still pending their token. */
export function groupEntries(group: Group, selfPartnerId: number): GroupEntry[] {
  const entry = (item: GroupMember, status: EntryStatus, owner: boolean): GroupEntry => ({
    partnerId: idOf(item),
    partnerNumber: item.member.partner.partnerNumber,
    name: item.member.name,
    lastname: item.member.lastname,
    mail: item.member.mail,
    ...(item.member.managedBy ? { managedBy: item.member.managedBy } : {}),
    owner,
    status,
    self: idOf(item) === selfPartnerId,
    removable: !(status === 'active' && owner) && idOf(item) !== selfPartnerId,
  });
  const owners = group.owners.map((item) => entry(item, 'active', true));
  const members = group.members.filter((item) => !has(group.owners, idOf(item))).map((item) => entry(item, 'active', false));
  const pending = group.newMembers.map((item) => entry(item, 'pending', has(group.newOwners, idOf(item))));
  return [...owners, ...members, ...pending];
}

export const fullName = (person: { name: string; lastname: string }) => [person.name, person.lastname].filter(Boolean).join(' ');

/** Those of `partnerNumbers` the group lists as pending (just added with double authentication). */
export function pendingAmong(group: Group, partnerNumbers: number[]): GroupEntry[] {
  return groupEntries(group, 0).filter((entry) => entry.status === 'pending' && partnerNumbers.includes(entry.partnerNumber));
}
