import { GROUP_TOKEN_TTL_HOURS, type groupsEndpoints } from '../../../src/api/groups.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

/** The member fields' rules the server refuses with 400 before looking the partner up. */
const MEMBER_FIELD_RULES = 'e.g. a DNI or NIE with a wrong check letter, a birthdate not before today or before 1900';
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

/** What API.md says of each groups endpoint: what it does and every non-2xx status it produces. */
export const groupsDocs = {
  create: {
    summary: 'Creates a group: the caller becomes its owner and `member` its first member (PENDING with a mailed token when partnerGroupDoubleAuthentication is on). Answers 201.',
    errors: {
      400: `body invalid, naming the field: ${MEMBER_FIELD_RULES}`,
      401: `no live session; or ${addMemberErrors[401]}`,
      403: 'the caller is not a partner',
      409: 'the caller or the partner to add already belongs to a group',
      ...memberMismatchErrors,
    },
  },
  read: {
    summary: 'One group, for its active members (beyond spec §7: lets the client show a group).',
    errors: { 400: 'id is not a positive integer', 401: 'no live session', 404: 'no such group, or the caller is not an active member' },
  },
  update: {
    summary: 'Owners add members (same checks as create) and remove members or pending members (by partner id); removals first. Answers the group.',
    errors: {
      400: `body invalid, naming the field (${MEMBER_FIELD_RULES}), or neither add nor remove lists a member`,
      401: `no live session; or ${addMemberErrors[401]}`,
      403: 'the caller is a member but not an active owner',
      404: 'no such group, the caller is not in it, or a partner to remove is not in it',
      409: `${addMemberErrors[409]}; or a partner to remove is an owner (owners leave with groups/leave)`,
      ...memberMismatchErrors,
    },
  },
  validateToken: {
    summary: 'Confirms a PENDING member with the token mailed to them (double authentication): an active owner of the group or the pending partner calls it. Answers the group.',
    errors: {
      400: 'body invalid, or the token is wrong',
      401: 'no live session',
      403: 'the caller is a member of the group but neither an active owner nor the pending partner',
      404: 'no such group, the caller is not in it, or partnerId has no pending membership in it',
      457: `the token has expired (${GROUP_TOKEN_TTL_HOURS} h): remove and add the member again for a new one`,
    },
  },
  leave: {
    summary: 'The caller leaves the group (a pending member declines). Answers 204.',
    errors: {
      400: 'id is not a positive integer',
      401: 'no live session',
      404: 'no such group, or the caller is not in it',
      409: 'the caller is its last active owner: dissolve the group instead',
    },
  },
  dissolve: {
    summary: 'An active owner dissolves the group: every membership and pending token goes. Answers 204.',
    errors: {
      400: 'id is not a positive integer',
      401: 'no live session',
      403: 'the caller is a member but not an active owner',
      404: 'no such group, or the caller is not in it',
    },
  },
} satisfies AreaDocs<typeof groupsEndpoints>;
