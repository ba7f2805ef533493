import { GROUP_MEMBER_BLOCKED } from '../../api/groups';
import { ApiError } from '../../lib/http';

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

export const isBlockedMember = (error: ApiError) => error.status === 401 && error.code === GROUP_MEMBER_BLOCKED_CODE;

export const CONNECTION_MESSAGE = 'GROUPS.ERRORS.CONNECTION';

/** Nothing was judged: no answer, a timeout, a server failure or a garbled body. */
function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.kind !== 'http' || (error.status ?? 0) >= 500;
}

const connectionFailure = { message: CONNECTION_MESSAGE, retry: true, stale: true } as const;

/** Add group member (spec §8), 452–455 and 458 on the field they concern. */
const ADD_FIELD_ERRORS: Readonly<Record<number, { field: MemberField; message: string }>> = {
  452: { field: 'name', message: 'GROUPS.ADD.ERRORS.NAME' },
  453: { field: 'dni', message: 'GROUPS.ADD.ERRORS.DNI' },
  454: { field: 'birthdate', message: 'GROUPS.ADD.ERRORS.BIRTHDATE' },
  455: { field: 'mail', message: 'GROUPS.ADD.ERRORS.MAIL' },
  458: { field: 'partnerNumber', message: 'GROUPS.ADD.ERRORS.USER' },
};

/**
 * Adding a member, to a new group (`creating`) or to one's group. 409 is beyond the §8 list:
 * the partner (or, creating, the caller) already belongs to a group.
 */
export function addMemberOutcome(error: unknown, { creating = false } = {}): AddOutcome {
  if (isTransportFailure(error) || !(error instanceof ApiError)) return connectionFailure;
  const status = error.status ?? 0;
  const fieldError = ADD_FIELD_ERRORS[status];
  if (fieldError) return { ...fieldError };
  if (status === 459) return { message: 'GROUPS.ADD.ERRORS.MAX_MEMBERS', stale: true };
  if (status === 401) {
    return isBlockedMember(error) ? { message: 'GROUPS.ADD.ERRORS.BLOCKED' } : { message: 'GROUPS.ERRORS.SESSION_ENDED', sessionEnded: true };
  }
  if (status === 409) {
    return creating ? { message: 'GROUPS.CREATE.ERRORS.ALREADY_IN_GROUP', stale: true } : { message: 'GROUPS.ADD.ERRORS.ALREADY_IN_GROUP' };
  }
  if (status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds ? { message: 'GROUPS.ADD.ERRORS.TOO_MANY_ATTEMPTS', retryMinutes: Math.max(1, Math.ceil(seconds / 60)) } : { message: 'GROUPS.ADD.ERRORS.TOO_MANY_ATTEMPTS' };
  }
  // 400 (a rule the form missed), 403 (no longer an owner), 404 (the group is gone)…
  return { message: 'GROUPS.ADD.ERRORS.GENERIC', stale: status === 403 || status === 404 };
}

/** Token validation (spec §8): 457 expired, 400 wrong token, otherwise generic. */
export function tokenOutcome(error: unknown): TokenOutcome {
  if (isTransportFailure(error) || !(error instanceof ApiError)) return connectionFailure;
  if (error.status === 457) return { message: 'GROUPS.TOKEN.ERRORS.EXPIRED', expired: true };
  if (error.status === 400) return { message: 'GROUPS.TOKEN.ERRORS.WRONG', wrongToken: true };
  return { message: 'GROUPS.TOKEN.ERRORS.GENERIC', stale: error.status === 403 || error.status === 404 };
}

/**
 * The invited (PENDING) partner's own token (beyond §7: users/extended `partner.pendingGroup`).
 * 457: only an owner can mail a new code, by removing and adding them again; 404: the
 * invitation is gone (removed, group dissolved), so the user is read again.
 */
export function invitationTokenOutcome(error: unknown): TokenOutcome {
  const outcome = tokenOutcome(error);
  if (outcome.expired) return { ...outcome, message: 'GROUPS.INVITATION.ERRORS.EXPIRED' };
  if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return { message: 'GROUPS.INVITATION.ERRORS.GONE', stale: true };
  return outcome;
}

/** The invited partner declines (groups/leave): no answer → try again; 404 → the invitation is gone. */
export function declineOutcome(error: unknown): ChangeOutcome {
  if (isTransportFailure(error) || !(error instanceof ApiError)) return { message: 'GROUPS.INVITATION.ERRORS.DECLINE_FAILED', retry: true, stale: true };
  if (error.status === 404) return { message: 'GROUPS.INVITATION.ERRORS.GONE', stale: true };
  return { message: 'GROUPS.INVITATION.ERRORS.DECLINE_FAILED', stale: true };
}

export type GroupChange = 'remove' | 'leave' | 'dissolve';

/**
 * Remove, leave or dissolve (spec §8): the removing-member error; leaving as the last active
 * owner (409) says to dissolve the group instead.
 */
export function changeOutcome(change: GroupChange, error: unknown): ChangeOutcome {
  if (isTransportFailure(error) || !(error instanceof ApiError)) return { message: 'GROUPS.ERRORS.REMOVING_MEMBER', retry: true, stale: true };
  if (change === 'leave' && error.status === 409) return { message: 'GROUPS.LEAVE.ERRORS.LAST_OWNER', lastOwner: true, stale: true };
  return { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: error.status === 403 || error.status === 404 || error.status === 409 };
}

/** Reading the group (GET groups/{id}, beyond §7): 404 the group is not (or no longer) yours. */
export function groupReadOutcome(error: unknown): Outcome {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return { message: 'GROUPS.READ.ERRORS.NOT_FOUND', retry: true, stale: true };
  return { message: 'GROUPS.READ.ERRORS.FAILED', retry: true };
}
