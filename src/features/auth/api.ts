import useSWR from 'swr';
import { usersEndpoints, type LoginBody, type User } from '../../api/users';
import { call, callPath, type CallOptions } from '../../lib/call';

/** Users and login calls of spec §7; each throws the ApiError that errors.ts turns into a §8 outcome. */

type BodyOf<E extends keyof typeof usersEndpoints> = CallOptions<(typeof usersEndpoints)[E]>['body'];

export const login = (body: LoginBody): Promise<User> => call(usersEndpoints.login, { body });

export const loginValidate = (body: BodyOf<'loginValidate'>) => call(usersEndpoints.loginValidate, { body });

export interface SsoTarget {
  appId: string;
  redirectUrl: string;
}

export const loginSsoPartner = (body: BodyOf<'loginSsoPartner'>) => call(usersEndpoints.loginSsoPartner, { body });

export const loginSsoUser = (body: BodyOf<'loginSsoUser'>) => call(usersEndpoints.loginSsoUser, { body });

export const creationLogin = (body: BodyOf<'creationLogin'>) => call(usersEndpoints.creationLogin, { body });

export const impersonate = (mail: string) => call(usersEndpoints.impersonate, { body: { mail } });

export const logout = () => call(usersEndpoints.logout);

export const recoverPassword = (mail: string) => call(usersEndpoints.passwordRecover, { body: { mail } });

export const recoverMail = (body: BodyOf<'mailRecover'>) => call(usersEndpoints.mailRecover, { body });

/** Whether a restore link is live: SWR, so a reload of the page asks once. Null key without both parts. */
export function useRestoreLink(hash: string | undefined, mail: string | undefined) {
  const params = hash && mail ? { hash, mail } : null;
  const check = () => call(usersEndpoints.passwordRestoreCheck, { params: params! }).then(() => true as const);
  return useSWR(params && callPath(usersEndpoints.passwordRestoreCheck, { params }), check, { shouldRetryOnError: false });
}

export const restorePassword = (body: BodyOf<'passwordRestore'>) => call(usersEndpoints.passwordRestore, { body });

export const changePassword = (body: BodyOf<'password'>) => call(usersEndpoints.password, { body });

export const confirmMail = (body: BodyOf<'confirmMail'>) => call(usersEndpoints.confirmMail, { body });

/** The link mailed to the new address of a mail change: it becomes the account's mail. */
export const confirmMailChange = (body: BodyOf<'mailChangeConfirm'>) => call(usersEndpoints.mailChangeConfirm, { body });

/** The link mailed to the old address of a mail change: the old mail is back and every session ends. */
export const undoMailChange = (body: BodyOf<'mailChangeUndo'>) => call(usersEndpoints.mailChangeUndo, { body });

export const confirmPhone = (body: BodyOf<'confirmPhone'>) => call(usersEndpoints.confirmPhone, { body });
