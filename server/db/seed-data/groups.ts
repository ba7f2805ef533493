import { hashToken } from '../../auth/session.ts';
import { GROUP_MAX_MEMBERS } from '../../store/groups.ts';
import type { Queryable } from '../db.ts';
import { EXPIRED_GROUP_TOKEN, groupDemo } from './accounts-groups.ts';
import { seatChangeFamily } from './accounts-seat-change.ts';

interface GroupSeed {
  name: string;
  type: 'FAMILY' | 'FRIENDS';
  maxMembers: number;
  /** First the owner. */
  members: { mail: string; owner?: boolean; pendingWithExpiredToken?: boolean }[];
}

const groupSeeds: GroupSeed[] = [
  {
    name: 'Familia Ferrando',
    type: 'FAMILY',
    maxMembers: GROUP_MAX_MEMBERS.FAMILY,
    members: [
      { mail: groupDemo.familyOwner, owner: true },
      { mail: groupDemo.familySpouse },
      { mail: groupDemo.familyChild },
      { mail: groupDemo.familyPending, pendingWithExpiredToken: true },
    ],
  },
  {
    // Full on purpose (3 of 3): adding anyone answers 459.
    name: 'Penya del Tercer Anfiteatre',
    type: 'FRIENDS',
    maxMembers: 3,
    members: [{ mail: groupDemo.friendsOwner, owner: true }, { mail: groupDemo.friendsMemberA }, { mail: groupDemo.friendsMemberB }],
  },
  {
    // The invited partner's side: Marta is pending (expired token) and can only confirm or decline.
    name: 'Amics de la Fonteta',
    type: 'FRIENDS',
    maxMembers: GROUP_MAX_MEMBERS.FRIENDS,
    members: [{ mail: groupDemo.inviteOwner, owner: true }, { mail: groupDemo.invitePending, pendingWithExpiredToken: true }],
  },
  {
    // The seat change of a group: the owner moves with the member.
    name: 'Familia Soler',
    type: 'FAMILY',
    maxMembers: GROUP_MAX_MEMBERS.FAMILY,
    members: [{ mail: seatChangeFamily.owner, owner: true }, { mail: seatChangeFamily.member }],
  },
];

/**
 * Groups with owners and members. Runs after the users (partners are found by mail). A
 * database whose users were seeded before these accounts existed gets no demo groups rather
 * than a failed start.
 */
export async function seedGroups(tx: Queryable): Promise<void> {
  const partnerIds = new Map<string, number>();
  for (const member of groupSeeds.flatMap((seed) => seed.members)) {
    const id = await partnerIdOf(tx, member.mail);
    if (id === null) return;
    partnerIds.set(member.mail, id);
  }
  for (const seed of groupSeeds) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO groups (name, type, max_members, familiar_discount) VALUES ($1, $2, $3, $4) RETURNING id',
      [seed.name, seed.type, seed.maxMembers, seed.type === 'FAMILY'],
    );
    const groupId = rows[0]?.id;
    for (const member of seed.members) {
      const partnerId = partnerIds.get(member.mail);
      await tx.query('INSERT INTO group_members (group_id, partner_id, is_owner, status) VALUES ($1, $2, $3, $4)', [
        groupId,
        partnerId,
        member.owner ?? false,
        member.pendingWithExpiredToken ? 'PENDING' : 'ACTIVE',
      ]);
      if (member.pendingWithExpiredToken) {
        await tx.query(
          `INSERT INTO group_tokens (group_id, partner_id, token_hash, expires_at)
           VALUES ($1, $2, $3, now() - interval '1 day')`,
          [groupId, partnerId, hashToken(EXPIRED_GROUP_TOKEN)],
        );
      }
    }
  }
}

async function partnerIdOf(tx: Queryable, mail: string): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT p.id FROM partners p JOIN users u ON u.id = p.user_id WHERE lower(u.mail) = lower($1)',
    [mail],
  );
  return rows[0]?.id ?? null;
}
