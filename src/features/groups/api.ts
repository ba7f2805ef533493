import useSWR, { mutate } from 'swr';
import { noContent } from '../../api/contract';
import {
  groupSchema,
  groupsPaths,
  type CreateGroupBody,
  type Group,
  type UpdateGroupBody,
  type ValidateGroupTokenBody,
} from '../../api/groups';
import { extendedUserSchema, usersPaths } from '../../api/users';
import { ApiError, request } from '../../lib/http';
import { refreshSessionUser } from '../../lib/session';
import { isBlockedMember } from './errors';

/**
 * Groups calls (spec §7 "Groups", plus the group read beyond it). Each write throws the ApiError
 * that errors.ts turns into a §8 outcome; after a write the group (SWR key = its API path) and
 * the user (whose `group` may have changed) are read again.
 */

export const groupKey = (id: number) => groupsPaths.group(id);

export const fetchGroup = (key: string) => request(key, { schema: groupSchema, session: true });

/** GET groups/{id}: the group of the logged-in member; null id (no group) asks nothing. */
export function useGroup(id: number | null) {
  return useSWR<Group, unknown>(id === null ? null : groupKey(id), fetchGroup);
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
 * and a session call's 401 opens the re-login over the page. So the adding calls go without the
 * session flag; an ended session is confirmed by a session call, which opens the re-login then.
 */
async function addingRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 401 && !isBlockedMember(error)) {
      await request(usersPaths.extended, { schema: extendedUserSchema, session: true }).catch(() => undefined);
    }
    throw error;
  }
}

/** POST groups: a new group, with the caller as owner and `member` as its first member. */
export async function createGroup(body: CreateGroupBody): Promise<Group> {
  const group = await addingRequest(() => request(groupsPaths.create, { method: 'POST', body, schema: groupSchema }));
  await afterWrite(group.id, group);
  return group;
}

/** PUT groups/{id}: owners add members and remove members or pending members (removals first). */
export async function updateGroup(groupId: number, body: UpdateGroupBody): Promise<Group> {
  const call = () => request(groupsPaths.group(groupId), { method: 'PUT', body, schema: groupSchema, session: !body.add?.length });
  const group = body.add?.length ? await addingRequest(call) : await call();
  await afterWrite(groupId, group);
  return group;
}

/** PUT groups/validate-token/{groupId}: a pending member becomes active with the mailed token. */
export async function validateGroupToken(groupId: number, body: ValidateGroupTokenBody): Promise<Group> {
  const group = await request(groupsPaths.validateToken(groupId), { method: 'PUT', body, schema: groupSchema, session: true });
  await afterWrite(groupId, group);
  return group;
}

/** PUT groups/leave/{id}: the caller leaves (the last active owner gets 409: dissolve instead). */
export async function leaveGroup(groupId: number): Promise<void> {
  await request(groupsPaths.leave(groupId), { method: 'PUT', schema: noContent, session: true });
  await afterWrite(groupId, null);
}

/** DELETE groups/{id}: an owner dissolves the group. */
export async function dissolveGroup(groupId: number): Promise<void> {
  await request(groupsPaths.group(groupId), { method: 'DELETE', schema: noContent, session: true });
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
