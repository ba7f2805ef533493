import { GROUP_MEMBER_BLOCKED } from '../../api/groups';
import type { ApiError } from '../../lib/http';
import { answered, judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/**
 * The §8 outcomes of the groups calls, as tables (spec §8 "Add group member", "Token
 * validation", "Remove, leave or dissolve"). A message is an i18n key; `field` names the member
 * field an add error concerns; the flags tell the screen what else to do.
 */

/** The fields of a member to add that the server checks against the partner's record. */
export type MemberField = 'partnerNumber' | 'name' | 'dni' | 'birthdate' | 'mail';

interface Outcome {
  /** i18n key. */
  message: string;
  /** No answer, a server failure or an unreadable answer: say so and offer to try again. */
  retry?: boolean;
  /** The group or the membership may have changed under the screen: read them again. */
  stale?: boolean;
}

export interface AddOutcome extends Outcome {
  /** Said on this field of the member's row (452–455, 458); otherwise beside the whole form. */
  field?: MemberField;
  /** 429: whole minutes to wait, when the server said (Retry-After). */
  retryMinutes?: number;
  /** 401 without a live session: the re-login opens over the page, the form keeps what was typed. */
  sessionEnded?: boolean;
}

export interface TokenOutcome extends Outcome {
  /** 457: the token is over 48 h old; the way on is to remove the member and add them again. */
  expired?: boolean;
  /** 400: said on the token field. */
  wrongToken?: boolean;
}

export interface ChangeOutcome extends Outcome {
  /** Leave 409: the caller is the last active owner and must dissolve the group instead. */
  lastOwner?: boolean;
}

/** The server's code for a blocked partner (401), as opposed to a 401 for an ended session. */
export const GROUP_MEMBER_BLOCKED_CODE = GROUP_MEMBER_BLOCKED;

export const isBlockedMember = (error: ApiError) => answered(error, 401, GROUP_MEMBER_BLOCKED_CODE);

export const CONNECTION_MESSAGE = 'GROUPS.ERRORS.CONNECTION';

/** Nothing was judged: no answer, a timeout, a server failure or a garbled body. */
const isTransportFailure = (error: unknown) => !judged(error);

const connectionFailure = { message: CONNECTION_MESSAGE, retry: true, stale: true } as const;

/** 403 (no longer an owner) or 404 (the group is gone): what the screen shows is out of date. */
const isStale = (error: unknown) => answered(error, 403) || answered(error, 404);

/**
 * Add group member (spec §8): 452–455 and 458 on the field they concern. 409 is beyond the §8
 * list: the partner (or, creating, the caller) already belongs to a group.
 */
const ADD: OutcomeRow<AddOutcome>[] = [
  { status: 452, outcome: { field: 'name', message: 'GROUPS.ADD.ERRORS.NAME' } },
  { status: 453, outcome: { field: 'dni', message: 'GROUPS.ADD.ERRORS.DNI' } },
  { status: 454, outcome: { field: 'birthdate', message: 'GROUPS.ADD.ERRORS.BIRTHDATE' } },
  { status: 455, outcome: { field: 'mail', message: 'GROUPS.ADD.ERRORS.MAIL' } },
  { status: 458, outcome: { field: 'partnerNumber', message: 'GROUPS.ADD.ERRORS.USER' } },
  { status: 459, outcome: { message: 'GROUPS.ADD.ERRORS.MAX_MEMBERS', stale: true } },
  { status: 401, code: GROUP_MEMBER_BLOCKED_CODE, outcome: { message: 'GROUPS.ADD.ERRORS.BLOCKED' } },
  { status: 401, outcome: { message: 'GROUPS.ERRORS.SESSION_ENDED', sessionEnded: true } },
  { status: 409, outcome: { message: 'GROUPS.ADD.ERRORS.ALREADY_IN_GROUP' } },
  {
    status: 429,
    outcome: ({ retryAfterSeconds: seconds }) =>
      seconds ? { message: 'GROUPS.ADD.ERRORS.TOO_MANY_ATTEMPTS', retryMinutes: Math.max(1, Math.ceil(seconds / 60)) } : { message: 'GROUPS.ADD.ERRORS.TOO_MANY_ATTEMPTS' },
  },
];
const CREATE: OutcomeRow<AddOutcome>[] = [{ status: 409, outcome: { message: 'GROUPS.CREATE.ERRORS.ALREADY_IN_GROUP', stale: true } }, ...ADD];

/** Adding a member, to a new group (`creating`) or to one's group. */
export function addMemberOutcome(error: unknown, { creating = false } = {}): AddOutcome {
  if (isTransportFailure(error)) return connectionFailure;
  // 400 (a rule the form missed), 403 (no longer an owner), 404 (the group is gone)…
  return outcomeOf(error, creating ? CREATE : ADD, { message: 'GROUPS.ADD.ERRORS.GENERIC', stale: isStale(error) });
}

/** Token validation (spec §8): 457 expired, 400 wrong token, otherwise generic. */
const TOKEN: OutcomeRow<TokenOutcome>[] = [
  { status: 457, outcome: { message: 'GROUPS.TOKEN.ERRORS.EXPIRED', expired: true } },
  { status: 400, outcome: { message: 'GROUPS.TOKEN.ERRORS.WRONG', wrongToken: true } },
];

export function tokenOutcome(error: unknown): TokenOutcome {
  if (isTransportFailure(error)) return connectionFailure;
  return outcomeOf(error, TOKEN, { message: 'GROUPS.TOKEN.ERRORS.GENERIC', stale: isStale(error) });
}

/**
 * The invited (PENDING) partner's own token (beyond §7: users/extended `partner.pendingGroup`).
 * 457: only an owner can mail a new code, by removing and adding them again; 404: the
 * invitation is gone (removed, group dissolved), so the user is read again.
 */
export function invitationTokenOutcome(error: unknown): TokenOutcome {
  const outcome = tokenOutcome(error);
  if (outcome.expired) return { ...outcome, message: 'GROUPS.INVITATION.ERRORS.EXPIRED' };
  if (answered(error, 404)) return { message: 'GROUPS.INVITATION.ERRORS.GONE', stale: true };
  return outcome;
}

/** The invited partner declines (groups/leave): no answer → try again; 404 → the invitation is gone. */
export function declineOutcome(error: unknown): ChangeOutcome {
  if (isTransportFailure(error)) return { message: 'GROUPS.INVITATION.ERRORS.DECLINE_FAILED', retry: true, stale: true };
  return outcomeOf(error, [{ status: 404, outcome: { message: 'GROUPS.INVITATION.ERRORS.GONE', stale: true } }], { message: 'GROUPS.INVITATION.ERRORS.DECLINE_FAILED', stale: true });
}

export type GroupChange = 'remove' | 'leave' | 'dissolve';

/**
 * Remove, leave or dissolve (spec §8): the removing-member error; leaving as the last active
 * owner (409) says to dissolve the group instead.
 */
export function changeOutcome(change: GroupChange, error: unknown): ChangeOutcome {
  if (isTransportFailure(error)) return { message: 'GROUPS.ERRORS.REMOVING_MEMBER', retry: true, stale: true };
  const lastOwner: OutcomeRow<ChangeOutcome>[] = change === 'leave' ? [{ status: 409, outcome: { message: 'GROUPS.LEAVE.ERRORS.LAST_OWNER', lastOwner: true, stale: true } }] : [];
  return outcomeOf(error, lastOwner, { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: isStale(error) || answered(error, 409) });
}

/** Reading the group (GET groups/{id}, beyond §7): 404 the group is not (or no longer) yours. */
export function groupReadOutcome(error: unknown): Outcome {
  return outcomeOf(error, [{ status: 404, outcome: { message: 'GROUPS.READ.ERRORS.NOT_FOUND', retry: true, stale: true } }], { message: 'GROUPS.READ.ERRORS.FAILED', retry: true });
}
