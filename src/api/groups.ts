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
/** The member fields' rules the server refuses with 400 before looking the partner up. */
const MEMBER_FIELD_RULES = 'e.g. a DNI or NIE with a wrong check letter, a birthdate not before today or before 1900';
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

/** Statuses of an added member's checks (spec §8), shared by create and update. */
/** The §8 checks of a partner being added that share no status with other rules. */
const memberMismatchErrors = {
  452: 'name (or lastname, when given) does not match the partner',
  453: 'DNI does not match the partner',
  454: 'birthdate does not match the partner',
  455: 'mail does not match the partner',
  458: 'no partner has that partner number',
  459: 'the group already holds max_members members (active + pending)',
} as const;
const addMemberErrors = {
  401: 'the partner to add is blocked (partners.blocked)',
  409: 'the partner to add already belongs to a group (active or pending)',
  ...memberMismatchErrors,
} as const;

export const groupsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: groupsPaths.create,
    summary:
      'Creates a group: the caller becomes its owner and `member` its first member (PENDING with a mailed token when partnerGroupDoubleAuthentication is on). Answers 201.',
    auth: 'session',
    body: createGroupBodySchema,
    response: groupSchema,
    errors: {
      400: `body invalid, naming the field: ${MEMBER_FIELD_RULES}`,
      401: `no live session; or ${addMemberErrors[401]}`,
      403: 'the caller is not a partner',
      409: 'the caller or the partner to add already belongs to a group',
      ...memberMismatchErrors,
      429: 'five failed adds by this caller in 15 minutes (Retry-After)',
    },
  }),
  read: endpoint({
    method: 'GET',
    path: 'groups/:id',
    summary: 'One group, for its active members (beyond spec §7: lets the client show a group).',
    auth: 'session',
    params: groupIdParams,
    response: groupSchema,
    errors: { 400: 'id is not a positive integer', 401: 'no live session', 404: 'no such group, or the caller is not an active member' },
  }),
  update: endpoint({
    method: 'PUT',
    path: 'groups/:id',
    summary:
      'Owners add members (same checks as create) and remove members or pending members (by partner id); removals first. Answers the group.',
    auth: 'session',
    params: groupIdParams,
    body: updateGroupBodySchema,
    response: groupSchema,
    errors: {
      400: `body invalid, naming the field (${MEMBER_FIELD_RULES}), or neither add nor remove lists a member`,
      401: `no live session; or ${addMemberErrors[401]}`,
      403: 'the caller is a member but not an active owner',
      404: 'no such group, the caller is not in it, or a partner to remove is not in it',
      409: `${addMemberErrors[409]}; or a partner to remove is an owner (owners leave with groups/leave)`,
      ...memberMismatchErrors,
      429: 'five failed adds by this caller in 15 minutes (Retry-After)',
    },
  }),
  validateToken: endpoint({
    method: 'PUT',
    path: 'groups/validate-token/:groupId',
    summary:
      'Confirms a PENDING member with the token mailed to them (double authentication): an active owner of the group or the pending partner calls it. Answers the group.',
    auth: 'session',
    params: z.object({ groupId: idParamSchema }),
    body: validateGroupTokenBodySchema,
    response: groupSchema,
    errors: {
      400: 'body invalid, or the token is wrong',
      401: 'no live session',
      403: 'the caller is a member of the group but neither an active owner nor the pending partner',
      404: 'no such group, the caller is not in it, or partnerId has no pending membership in it',
      457: `the token has expired (${GROUP_TOKEN_TTL_HOURS} h): remove and add the member again for a new one`,
    },
  }),
  leave: endpoint({
    method: 'PUT',
    path: 'groups/leave/:id',
    summary: 'The caller leaves the group (a pending member declines). Answers 204.',
    auth: 'session',
    params: groupIdParams,
    response: noContent,
    errors: {
      400: 'id is not a positive integer',
      401: 'no live session',
      404: 'no such group, or the caller is not in it',
      409: 'the caller is its last active owner: dissolve the group instead',
    },
  }),
  dissolve: endpoint({
    method: 'DELETE',
    path: 'groups/:id',
    summary: 'An active owner dissolves the group: every membership and pending token goes. Answers 204.',
    auth: 'session',
    params: groupIdParams,
    response: noContent,
    errors: {
      400: 'id is not a positive integer',
      401: 'no live session',
      403: 'the caller is a member but not an active owner',
      404: 'no such group, or the caller is not in it',
    },
  }),
};
