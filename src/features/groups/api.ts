import useSWR, { mutate } from 'swr';
import { groupsEndpoints, type CreateGroupBody, type Group, type UpdateGroupBody, type ValidateGroupTokenBody } from '../../api/groups';
import { usersEndpoints } from '../../api/users';
import { call, callPath } from '../../lib/call';
import { answered } from '../../lib/outcome';
import { refreshSessionUser } from '../../lib/session';
import { isBlockedMember } from './errors';

/**
 * Groups calls (spec §7 "Groups", plus the group read beyond it). Each write throws the ApiError
 * that errors.ts turns into a §8 outcome; after a write the group (SWR key = its API path) and
 * the user (whose `group` may have changed) are read again.
 */

export const groupKey = (id: number) => callPath(groupsEndpoints.read, { params: { id } });

const fetchGroup = (id: number) => call(groupsEndpoints.read, { params: { id } });

/** GET groups/{id}: the group of the logged-in member; null id (no group) asks nothing. */
export function useGroup(id: number | null) {
  return useSWR<Group, unknown>(id === null ? null : groupKey(id), () => fetchGroup(id!));
}

/** A write changed the group and perhaps the user's membership: read both again. */
async function afterWrite(groupId: number, group?: Group | null): Promise<void> {
  if (group) await mutate(groupKey(groupId), group, { revalidate: false });
  else if (group === null) await mutate(groupKey(groupId), undefined, { revalidate: false });
  else await mutate(groupKey(groupId));
  await refreshSessionUser();
}

/**
 * Adding a member answers 401 for a blocked partner (spec §8) as well as for an ended session,
 * and a session call's 401 opens the re-login over the page. So the adding calls go with
 * `session: false`; an ended session is confirmed by a session call, which opens the re-login then.
 */
async function addingRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (answered(error, 401) && !isBlockedMember(error)) {
      await call(usersEndpoints.extended).catch(() => undefined);
    }
    throw error;
  }
}

/** POST groups: a new group, with the caller as owner and `member` as its first member. */
export async function createGroup(body: CreateGroupBody): Promise<Group> {
  const group = await addingRequest(() => call(groupsEndpoints.create, { body, session: false }));
  await afterWrite(group.id, group);
  return group;
}

/** PUT groups/{id}: owners add members and remove members or pending members (removals first). */
export async function updateGroup(groupId: number, body: UpdateGroupBody): Promise<Group> {
  const adding = Boolean(body.add?.length);
  const update = () => call(groupsEndpoints.update, { params: { id: groupId }, body, ...(adding ? { session: false as const } : {}) });
  const group = adding ? await addingRequest(update) : await update();
  await afterWrite(groupId, group);
  return group;
}

/** PUT groups/validate-token/{groupId}: a pending member becomes active with the mailed token. */
export async function validateGroupToken(groupId: number, body: ValidateGroupTokenBody): Promise<Group> {
  const group = await call(groupsEndpoints.validateToken, { params: { groupId }, body });
  await afterWrite(groupId, group);
  return group;
}

/** PUT groups/leave/{id}: the caller leaves (the last active owner gets 409: dissolve instead). */
export async function leaveGroup(groupId: number): Promise<void> {
  await call(groupsEndpoints.leave, { params: { id: groupId } });
  await afterWrite(groupId, null);
}

/** DELETE groups/{id}: an owner dissolves the group. */
export async function dissolveGroup(groupId: number): Promise<void> {
  await call(groupsEndpoints.dissolve, { params: { id: groupId } });
  await afterWrite(groupId, null);
}

/**
 * After a write whose answer never arrived or could not be read (timeout, garbled body) the
 * change may have happened: read the group and the user again so the screen shows what is true.
 */
export async function resyncAfterUnknownOutcome(groupId: number | null): Promise<void> {
  if (groupId !== null) await mutate(groupKey(groupId));
  await refreshSessionUser();
}
