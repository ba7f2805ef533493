import * as z from 'zod/mini';
import {
  dniSchema,
  endpoint,
  idParamSchema,
  idSchema,
  mailSchema,
  noContent,
  pastDateSchema,
  shortTextSchema,
} from './contract';
import { GROUP_ADD_LIMIT } from './limits';

/** Groups area (spec §3 Group, §6, §7, §8 "Add group member"). */
export const groupsPaths = {
  create: 'groups',
  group: (id: number) => `groups/${id}`,
  validateToken: (groupId: number) => `groups/validate-token/${groupId}`,
  leave: (id: number) => `groups/leave/${id}`,
} as const;

export const groupTypes = ['FAMILY', 'FRIENDS'] as const;
export const groupTypeSchema = z.enum(groupTypes);
export type GroupType = z.infer<typeof groupTypeSchema>;

/**
 * The error code of a 401 that means "the partner to add is blocked" (spec §8), as opposed to a
 * 401 for an ended session: the client must not ask the member to log in again for it.
 */
export const GROUP_MEMBER_BLOCKED = 'group-member-blocked';

/** How long a mailed group token stays valid (double authentication). */
export const GROUP_TOKEN_TTL_HOURS = 48;
/** Most members one call may add or remove. */
const MAX_CHANGES_PER_CALL = 10;

/**
 * A partner to add, identified by partner number and proven by the personal data the owner
 * knows: each field is checked against the partner's record (452 name, 453 DNI, 454
 * birthdate, 455 mail). `owner` makes them a co-owner (listed in newOwners while pending).
 */
export const groupMemberInputSchema = z.strictObject({
  partnerNumber: idSchema,
  name: shortTextSchema,
  lastname: z.optional(shortTextSchema),
  dni: dniSchema,
  birthdate: pastDateSchema,
  mail: mailSchema,
  owner: z.optional(z.boolean()),
});
export type GroupMemberInput = z.infer<typeof groupMemberInputSchema>;

export const createGroupBodySchema = z.strictObject({
  name: shortTextSchema,
  type: groupTypeSchema,
  member: groupMemberInputSchema,
});
export type CreateGroupBody = z.infer<typeof createGroupBodySchema>;

/** Removals run before additions, so one call can swap members at the limit. */
export const updateGroupBodySchema = z
  .strictObject({
    add: z.optional(z.array(groupMemberInputSchema).check(z.maxLength(MAX_CHANGES_PER_CALL))),
    /** partner ids (Group member.partner.id) */
    remove: z.optional(z.array(idSchema).check(z.maxLength(MAX_CHANGES_PER_CALL))),
  })
  .check(
    z.refine((body) => (body.add?.length ?? 0) + (body.remove?.length ?? 0) > 0, 'add or remove must list a member'),
  );
export type UpdateGroupBody = z.infer<typeof updateGroupBodySchema>;

export const validateGroupTokenBodySchema = z.strictObject({
  partnerId: idSchema,
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type ValidateGroupTokenBody = z.infer<typeof validateGroupTokenBodySchema>;

/**
 * One entry of a group list: the member's public data, never DNI or birthdate. A family member
 * signed up by another account has no mail and no login of their own: `mail` is null and
 * `managedBy` names the account that manages them (absent when unknown).
 */
export const groupMemberSchema = z.object({
  member: z.object({
    name: z.string(),
    lastname: z.string(),
    mail: z.nullable(z.string()),
    managedBy: z.optional(z.string()),
    partner: z.object({ id: z.int(), partnerNumber: z.int() }),
  }),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/**
 * The Group of spec §3. `members` are the active members (owners included), `owners` the
 * active owners, `newMembers` / `newOwners` those still PENDING their mailed token.
 */
export const groupSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: groupTypeSchema,
  maxMembers: z.int(),
  familiarDiscount: z.boolean(),
  members: z.array(groupMemberSchema),
  owners: z.array(groupMemberSchema),
  newMembers: z.array(groupMemberSchema),
  newOwners: z.array(groupMemberSchema),
});
export type Group = z.infer<typeof groupSchema>;

const groupIdParams = z.object({ id: idParamSchema });

export const groupsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: groupsPaths.create,
    auth: 'session',
    body: createGroupBodySchema,
    response: groupSchema,
    limits: [GROUP_ADD_LIMIT],
  }),
  read: endpoint({
    method: 'GET',
    path: 'groups/:id',
    auth: 'session',
    params: groupIdParams,
    response: groupSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'groups/:id',
    auth: 'session',
    params: groupIdParams,
    body: updateGroupBodySchema,
    response: groupSchema,
    limits: [GROUP_ADD_LIMIT],
  }),
  validateToken: endpoint({
    method: 'PUT',
    path: 'groups/validate-token/:groupId',
    auth: 'session',
    params: z.object({ groupId: idParamSchema }),
    body: validateGroupTokenBodySchema,
    response: groupSchema,
  }),
  leave: endpoint({
    method: 'PUT',
    path: 'groups/leave/:id',
    auth: 'session',
    params: groupIdParams,
    response: noContent,
  }),
  dissolve: endpoint({
    method: 'DELETE',
    path: 'groups/:id',
    auth: 'session',
    params: groupIdParams,
    response: noContent,
  }),
};
