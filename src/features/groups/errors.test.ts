import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { addMemberOutcome, changeOutcome, declineOutcome, GROUP_MEMBER_BLOCKED_CODE, groupReadOutcome, invitationTokenOutcome, tokenOutcome } from './errors';

/** An HTTP answer of the groups API: status, the body's code, Retry-After seconds. */
const http = (status: number, code: string | null = null, retryAfter: number | null = null) =>
  new ApiError('http', 'groups/7', status, code, code, retryAfter);

const transport: [string, unknown][] = [
  ['no connection', new ApiError('network', 'groups/7')],
  ['a timeout', new ApiError('timeout', 'groups/7')],
  ['a server failure (500)', http(500)],
  ['a malformed answer', new ApiError('invalid-response', 'groups/7', 200)],
  ['not an ApiError', new TypeError('x')],
];

describe('add group member (spec §8 "Add group member")', () => {
  it.each<[string, unknown, object]>([
    ['452 → name, on the name field', http(452, 'group-member-name'), { field: 'name', message: 'GROUPS.ADD.ERRORS.NAME' }],
    ['453 → DNI, on the DNI field', http(453, 'group-member-dni'), { field: 'dni', message: 'GROUPS.ADD.ERRORS.DNI' }],
    ['454 → birthdate, on the birthdate field', http(454, 'group-member-birthdate'), { field: 'birthdate', message: 'GROUPS.ADD.ERRORS.BIRTHDATE' }],
    ['455 → mail, on the mail field', http(455, 'group-member-mail'), { field: 'mail', message: 'GROUPS.ADD.ERRORS.MAIL' }],
    ['458 → user, on the partner number field', http(458, 'group-member-user'), { field: 'partnerNumber', message: 'GROUPS.ADD.ERRORS.USER' }],
    ['459 → maximum members reached, for the form; the group is read again', http(459, 'group-full'), { message: 'GROUPS.ADD.ERRORS.MAX_MEMBERS', stale: true }],
    ['401 blocked → blocked member, for the form', http(401, GROUP_MEMBER_BLOCKED_CODE), { message: 'GROUPS.ADD.ERRORS.BLOCKED' }],
    ['401 without a session → the re-login, nothing lost', http(401, 'Unauthorized'), { message: 'GROUPS.ERRORS.SESSION_ENDED', sessionEnded: true }],
    ['409 → already in a group (beyond the §8 list)', http(409, 'group-member-in-group'), { message: 'GROUPS.ADD.ERRORS.ALREADY_IN_GROUP' }],
    ['429 with Retry-After → too many attempts, in whole minutes', http(429, 'too many attempts', 601), { message: 'GROUPS.ADD.ERRORS.TOO_MANY_ATTEMPTS', retryMinutes: 11 }],
    ['429 with a short Retry-After → at least one minute', http(429, 'too many attempts', 20), { message: 'GROUPS.ADD.ERRORS.TOO_MANY_ATTEMPTS', retryMinutes: 1 }],
    ['429 without Retry-After → too many attempts, no minutes', http(429), { message: 'GROUPS.ADD.ERRORS.TOO_MANY_ATTEMPTS' }],
    ['400 → generic', http(400), { message: 'GROUPS.ADD.ERRORS.GENERIC', stale: false }],
    ['403 (no longer an owner) → generic; the group is read again', http(403), { message: 'GROUPS.ADD.ERRORS.GENERIC', stale: true }],
    ['404 (the group is gone) → generic; the group is read again', http(404), { message: 'GROUPS.ADD.ERRORS.GENERIC', stale: true }],
    ...transport.map(([name, error]): [string, unknown, object] => [
      `${name} → the connection text, retry, read again`,
      error,
      { message: 'GROUPS.ERRORS.CONNECTION', retry: true, stale: true },
    ]),
  ])('%s', (_row, error, outcome) => {
    expect(addMemberOutcome(error)).toEqual(outcome);
  });

  it('creating: 409 means the caller or the first member is in a group; the user is read again', () => {
    expect(addMemberOutcome(http(409, 'group-caller-in-group'), { creating: true })).toEqual({
      message: 'GROUPS.CREATE.ERRORS.ALREADY_IN_GROUP',
      stale: true,
    });
  });

  it('creating: the member rows are the same as adding', () => {
    expect(addMemberOutcome(http(453), { creating: true })).toEqual({ field: 'dni', message: 'GROUPS.ADD.ERRORS.DNI' });
  });
});

describe('token validation (spec §8 "Token validation")', () => {
  it.each<[string, unknown, object]>([
    ['457 → expired, with the way on (remove and add again)', http(457, 'group-token-expired'), { message: 'GROUPS.TOKEN.ERRORS.EXPIRED', expired: true }],
    ['400 → wrong token, on the field', http(400, 'group-token-invalid'), { message: 'GROUPS.TOKEN.ERRORS.WRONG', wrongToken: true }],
    ['404 (no longer pending) → generic; read again', http(404), { message: 'GROUPS.TOKEN.ERRORS.GENERIC', stale: true }],
    ['403 → generic; read again', http(403), { message: 'GROUPS.TOKEN.ERRORS.GENERIC', stale: true }],
    ['401 → generic (the re-login is over the page)', http(401), { message: 'GROUPS.TOKEN.ERRORS.GENERIC', stale: false }],
    ...transport.map(([name, error]): [string, unknown, object] => [
      `${name} → the connection text, retry`,
      error,
      { message: 'GROUPS.ERRORS.CONNECTION', retry: true, stale: true },
    ]),
  ])('%s', (_row, error, outcome) => {
    expect(tokenOutcome(error)).toEqual(outcome);
  });
});

describe("the invited partner's own token (pendingGroup, beyond §7)", () => {
  it.each<[string, unknown, object]>([
    ['457 → expired: an owner must remove and add them again', http(457, 'group-token-expired'), { message: 'GROUPS.INVITATION.ERRORS.EXPIRED', expired: true }],
    ['400 → wrong token, on the field', http(400, 'group-token-invalid'), { message: 'GROUPS.TOKEN.ERRORS.WRONG', wrongToken: true }],
    ['404 (removed, or the group dissolved) → the invitation is gone; read again', http(404), { message: 'GROUPS.INVITATION.ERRORS.GONE', stale: true }],
    ['403 → generic; read again', http(403), { message: 'GROUPS.TOKEN.ERRORS.GENERIC', stale: true }],
    ...transport.map(([name, error]): [string, unknown, object] => [
      `${name} → the connection text, retry`,
      error,
      { message: 'GROUPS.ERRORS.CONNECTION', retry: true, stale: true },
    ]),
  ])('%s', (_row, error, outcome) => {
    expect(invitationTokenOutcome(error)).toEqual(outcome);
  });
});

describe('the invited partner declines (groups/leave)', () => {
  it.each<[string, unknown, object]>([
    ['404 → the invitation is gone; read again', http(404), { message: 'GROUPS.INVITATION.ERRORS.GONE', stale: true }],
    ['409 → could not decline; read again', http(409), { message: 'GROUPS.INVITATION.ERRORS.DECLINE_FAILED', stale: true }],
    ...transport.map(([name, error]): [string, unknown, object] => [
      `${name} → could not decline, retry`,
      error,
      { message: 'GROUPS.INVITATION.ERRORS.DECLINE_FAILED', retry: true, stale: true },
    ]),
  ])('%s', (_row, error, outcome) => {
    expect(declineOutcome(error)).toEqual(outcome);
  });
});

describe('remove, leave or dissolve (spec §8)', () => {
  it.each<[string, () => object, object]>([
    ['leave: 409 → last owner, dissolve instead', () => changeOutcome('leave', http(409, 'group-last-owner')), { message: 'GROUPS.LEAVE.ERRORS.LAST_OWNER', lastOwner: true, stale: true }],
    ['leave: 404 → the removing-member error; read again', () => changeOutcome('leave', http(404)), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: true }],
    ['remove: 409 (an owner) → the removing-member error', () => changeOutcome('remove', http(409, 'group-remove-owner')), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: true }],
    ['remove: 403 → the removing-member error', () => changeOutcome('remove', http(403)), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: true }],
    ['remove: 400 → the removing-member error', () => changeOutcome('remove', http(400)), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: false }],
    ['dissolve: 403 → the removing-member error', () => changeOutcome('dissolve', http(403)), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: true }],
    ['dissolve: 409 → the removing-member error (not the leave row)', () => changeOutcome('dissolve', http(409)), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', stale: true }],
    ['leave: a timeout → the removing-member error, retry', () => changeOutcome('leave', new ApiError('timeout', 'groups/leave/7')), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', retry: true, stale: true }],
    ['dissolve: 503 → the removing-member error, retry', () => changeOutcome('dissolve', http(503)), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', retry: true, stale: true }],
    ['remove: a malformed answer → the removing-member error, retry', () => changeOutcome('remove', new ApiError('invalid-response', 'groups/7', 200)), { message: 'GROUPS.ERRORS.REMOVING_MEMBER', retry: true, stale: true }],
  ])('%s', (_row, outcome, expected) => {
    expect(outcome()).toEqual(expected);
  });
});

describe('group read (GET groups/{id}, beyond §7)', () => {
  it.each<[string, unknown, object]>([
    ['404 → not found (dissolved, or no longer a member); the user is read again', http(404), { message: 'GROUPS.READ.ERRORS.NOT_FOUND', retry: true, stale: true }],
    ['500 → failed, retry', http(500), { message: 'GROUPS.READ.ERRORS.FAILED', retry: true }],
    ['no connection → failed, retry', new ApiError('network', 'groups/7'), { message: 'GROUPS.READ.ERRORS.FAILED', retry: true }],
    ['a malformed answer → failed, retry', new ApiError('invalid-response', 'groups/7', 200), { message: 'GROUPS.READ.ERRORS.FAILED', retry: true }],
  ])('%s', (_row, error, outcome) => {
    expect(groupReadOutcome(error)).toEqual(outcome);
  });
});
