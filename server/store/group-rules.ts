import { randomBytes, timingSafeEqual } from 'node:crypto';
import { MEMBER_HOME_PATH } from '../../src/api/users.ts';
import { GROUP_MEMBER_BLOCKED, GROUP_TOKEN_TTL_HOURS, type GroupMemberInput } from '../../src/api/groups.ts';
import { hashToken } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import {
  countMembers,
  deleteMember,
  findGroupIdOfPartner,
  findMembership,
  findPartnerByNumber,
  insertMember,
  saveGroupToken,
  type LockedGroup,
  type Membership,
  type PartnerIdentity,
} from './groups.ts';
import { mailMember } from '../mail/member-mail.ts';
import { siteLink } from '../mail/site-link.ts';

/** Typed from a mail into the validation modal: no 0/O or 1/I to confuse; 32 symbols, 50 bits. */
const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TOKEN_LENGTH = 10;

/**
 * Adds a partner to a group locked by the caller's transaction, checking spec §8 in this
 * order: room in the group (459) first, so a full group reveals nothing about the partner;
 * then the partner (458), the owner's proof of who they are (452–455), blocked (401), and
 * one group per partner (409). With double authentication the member waits PENDING for the
 * token mailed to them.
 */
export async function addMember(
  tx: Queryable,
  group: LockedGroup,
  input: GroupMemberInput,
  doubleAuthentication: boolean,
): Promise<void> {
  if ((await countMembers(tx, group.id)) >= group.maxMembers) {
    throw new HttpError(459, 'Maximum members reached', 'group-full');
  }
  const partner = await findPartnerByNumber(tx, input.partnerNumber);
  if (!partner) throw new HttpError(458, 'No partner with that partner number', 'group-member-user');
  const mail = checkIdentity(partner, input);
  if (partner.blocked) throw new HttpError(401, 'Partner is blocked', GROUP_MEMBER_BLOCKED);
  if ((await findGroupIdOfPartner(tx, partner.partnerId)) !== null) {
    throw new HttpError(409, 'Partner already belongs to a group', 'group-member-in-group');
  }
  const status = doubleAuthentication ? 'PENDING' : 'ACTIVE';
  await insertMemberOnce(tx, group.id, partner.partnerId, { isOwner: input.owner ?? false, status });
  if (!doubleAuthentication) return;
  const token = newGroupToken();
  await saveGroupToken(tx, group.id, partner.partnerId, hashToken(token), GROUP_TOKEN_TTL_HOURS);
  await mailMember(tx, { userId: partner.userId, recipient: mail }, 'groupInvitation', {
    group: group.name,
    token,
    hours: GROUP_TOKEN_TTL_HOURS,
    link: siteLink(MEMBER_HOME_PATH),
  });
}

/** The partner's stored mail once every field matches (a partner without a mail never matches). */
function checkIdentity(partner: PartnerIdentity, input: GroupMemberInput): string {
  const nameMatches =
    sameText(partner.name, input.name) && (input.lastname === undefined || sameText(partner.lastname, input.lastname));
  if (!nameMatches) throw new HttpError(452, 'Name does not match the partner', 'group-member-name');
  if (partner.dni?.toUpperCase() !== input.dni) throw new HttpError(453, 'DNI does not match the partner', 'group-member-dni');
  if (partner.birthdate !== input.birthdate) {
    throw new HttpError(454, 'Birthdate does not match the partner', 'group-member-birthdate');
  }
  if (partner.mail === null || partner.mail.toLowerCase() !== input.mail.toLowerCase()) {
    throw new HttpError(455, 'Mail does not match the partner', 'group-member-mail');
  }
  return partner.mail;
}

/** Names as people type them: case, accents and extra spaces do not matter ("jose  garcia" = "José García"). */
function sameText(stored: string, typed: string): boolean {
  const fold = (text: string) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return fold(stored) === fold(typed);
}

/** The unique partner_id still guards a race between two groups adding the same partner. */
export async function insertMemberOnce(
  tx: Queryable,
  groupId: number,
  partnerId: number,
  member: Membership,
): Promise<void> {
  try {
    await insertMember(tx, groupId, partnerId, member);
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      throw new HttpError(409, 'Partner already belongs to a group', 'group-member-in-group');
    }
    throw error;
  }
}

export function newGroupToken(): string {
  return Array.from(randomBytes(TOKEN_LENGTH), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}

export function tokenMatches(storedHash: string, typed: string): boolean {
  const expected = Buffer.from(storedHash);
  const given = Buffer.from(hashToken(typed.toUpperCase()));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Owners remove members and pending invitations; an active owner only leaves by themselves. */
export async function removeMember(tx: Queryable, groupId: number, partnerId: number): Promise<void> {
  const membership = await findMembership(tx, groupId, partnerId);
  if (!membership) throw new HttpError(404, 'Partner is not in this group', 'group-member-unknown');
  if (membership.isOwner && membership.status === 'ACTIVE') {
    throw new HttpError(409, 'An owner cannot be removed: owners leave the group themselves', 'group-remove-owner');
  }
  await deleteMember(tx, groupId, partnerId);
}
