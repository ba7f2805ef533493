import type { FastifyPluginAsync } from 'fastify';
import { groupsEndpoints, type Group } from '../../src/api/groups.ts';
import { GROUP_ADD_LIMIT } from '../../src/api/limits.ts';
import type { Session } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { countedCall } from '../http/limits.ts';
import { HttpError, route } from '../http/route.ts';
import { addMember, insertMemberOnce, removeMember, tokenMatches } from '../store/group-rules.ts';
import {
  activateMember,
  countActiveOwners,
  deleteGroup,
  deleteMember,
  findGroupIdOfPartner,
  findGroupToken,
  findMembership,
  insertGroup,
  loadGroup,
  lockGroup,
  type Membership,
} from '../store/groups.ts';
import { readServerConfig } from '../store/settings.ts';

/**
 * Adding a member answers which of name, DNI, birthdate and mail is wrong (§8), so failed adds
 * count per caller, under a counter of their own and not per address (they must not lock logins
 * out): a partner cannot probe someone else's data at will.
 */
const addHits = (session: Session) => [{ limit: GROUP_ADD_LIMIT, key: `user:${session.user.id}` }];

/** A stranger gets the same answer for someone else's group as for no group at all. */
const groupNotFound = () => new HttpError(404, 'Group not found', 'group-not-found');

const isActiveOwner = (membership: Membership) => membership.isOwner && membership.status === 'ACTIVE';

/** Groups (spec §6): owners add, remove and dissolve; members leave; nobody else sees a thing. */
export const groupsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, groupsEndpoints.create, async ({ body, session, reply }) => {
    const partnerId = session.user.partner?.id;
    if (partnerId === undefined) throw new HttpError(403, 'Only partners can create a group', 'group-not-partner');
    const createWithMember = () =>
      db.transaction(async (tx) => {
        if ((await findGroupIdOfPartner(tx, partnerId)) !== null) {
          throw new HttpError(409, 'You already belong to a group', 'group-caller-in-group');
        }
        const id = await insertGroup(tx, body.name, body.type);
        await insertMemberOnce(tx, id, partnerId, { isOwner: true, status: 'ACTIVE' });
        const group = await lockGroup(tx, id);
        if (!group) throw new Error(`Group ${id} vanished inside its own transaction`);
        await addMember(tx, group, body.member, await doubleAuthentication(tx));
        return id;
      });
    const groupId = await countedCall(db, reply, addHits(session), createWithMember);
    reply.code(201);
    return answerGroup(db, groupId);
  });

  route(app, db, groupsEndpoints.read, async ({ params, session }) => {
    const { membership } = await callerPlace(db, session, params.id);
    if (membership.status !== 'ACTIVE') throw groupNotFound(); // an invitation is not membership yet
    return answerGroup(db, params.id);
  });

  route(app, db, groupsEndpoints.update, async ({ params, body, session, reply }) => {
    const update = () =>
      db.transaction(async (tx) => {
        const { group } = await lockForOwner(tx, session, params.id);
        for (const partnerId of body.remove ?? []) await removeMember(tx, group.id, partnerId);
        const doubleAuth = await doubleAuthentication(tx);
        for (const member of body.add ?? []) await addMember(tx, group, member, doubleAuth);
      });
    if (body.add?.length) await countedCall(db, reply, addHits(session), update);
    else await update();
    return answerGroup(db, params.id);
  });

  route(app, db, groupsEndpoints.validateToken, async ({ params, body, session }) => {
    const groupId = params.groupId;
    await db.transaction(async (tx) => {
      const { partnerId, membership } = await lockForCaller(tx, session, groupId);
      if (partnerId !== body.partnerId && !isActiveOwner(membership)) {
        throw new HttpError(403, 'Only the group owners or the invited partner can validate', 'group-not-owner');
      }
      const pending = await findMembership(tx, groupId, body.partnerId);
      const token = pending?.status === 'PENDING' ? await findGroupToken(tx, groupId, body.partnerId) : null;
      if (!token) throw new HttpError(404, 'No pending member with that partner id', 'group-member-unknown');
      if (!tokenMatches(token.tokenHash, body.token)) throw new HttpError(400, 'Invalid token', 'group-token-invalid');
      if (token.expired) throw new HttpError(457, 'Token expired', 'group-token-expired');
      await activateMember(tx, groupId, body.partnerId);
    });
    return answerGroup(db, groupId);
  });

  route(app, db, groupsEndpoints.leave, async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const { partnerId, membership } = await lockForCaller(tx, session, params.id);
      if (isActiveOwner(membership) && (await countActiveOwners(tx, params.id)) <= 1) {
        throw new HttpError(409, 'The last owner cannot leave: dissolve the group', 'group-last-owner');
      }
      await deleteMember(tx, params.id, partnerId);
    });
    return undefined;
  });

  route(app, db, groupsEndpoints.dissolve, async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const { group } = await lockForOwner(tx, session, params.id);
      await deleteGroup(tx, group.id);
    });
    return undefined;
  });
};

async function doubleAuthentication(db: Queryable): Promise<boolean> {
  return (await readServerConfig(db)).partnerGroupDoubleAuthentication;
}

/** The caller's membership of the group (active or pending), or 404. */
async function callerPlace(db: Queryable, session: Session, groupId: number) {
  const partnerId = session.user.partner?.id;
  const membership = partnerId === undefined ? null : await findMembership(db, groupId, partnerId);
  if (partnerId === undefined || !membership) throw groupNotFound();
  return { partnerId, membership };
}

/** Locks the group first, so the rules below see no concurrent change of its members. */
async function lockForCaller(tx: Queryable, session: Session, groupId: number) {
  const group = await lockGroup(tx, groupId);
  if (!group) throw groupNotFound();
  return { group, ...(await callerPlace(tx, session, groupId)) };
}

async function lockForOwner(tx: Queryable, session: Session, groupId: number) {
  const place = await lockForCaller(tx, session, groupId);
  if (!isActiveOwner(place.membership)) throw new HttpError(403, 'Only the group owners can do this', 'group-not-owner');
  return place;
}

async function answerGroup(db: Queryable, groupId: number): Promise<Group> {
  const group = await loadGroup(db, groupId);
  if (!group) throw groupNotFound(); // dissolved by another request right after ours
  return group;
}
