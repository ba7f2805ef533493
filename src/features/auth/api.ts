import useSWR from 'swr';
import { noContent, pathOf } from '../../api/contract';
import {
  creationLoginSchema,
  ssoRedirectSchema,
  userSchema,
  usersEndpoints,
  usersPaths,
  type LoginBody,
  type User,
} from '../../api/users';
import { request } from '../../lib/http';

/** Users and login calls of spec §7; each throws the ApiError that errors.ts turns into a §8 outcome. */

export const login = (body: LoginBody): Promise<User> => request(usersPaths.login, { method: 'POST', body, schema: userSchema });

export const loginValidate = (body: { mail: string; previousPartnerNumber: number }) =>
  request(usersPaths.loginValidate, { method: 'POST', body, schema: noContent });

export interface SsoTarget {
  appId: string;
  redirectUrl: string;
}

export const loginSsoPartner = (body: { pin: string; dni: string; birthdate: string; partnerId?: number | null } & SsoTarget) =>
  request(usersPaths.loginSsoPartner, { method: 'POST', body, schema: ssoRedirectSchema });

export const loginSsoUser = (body: { mail: string; password: string } & SsoTarget) =>
  request(usersPaths.loginSsoUser, { method: 'POST', body, schema: ssoRedirectSchema });

export const creationLogin = (body: { hash: string; email: string }) =>
  request(usersPaths.creationLogin, { method: 'POST', body, schema: creationLoginSchema });

export const impersonate = (mail: string) =>
  request(usersPaths.impersonate, { method: 'POST', body: { mail }, schema: userSchema, session: true });

export const logout = () => request(usersPaths.logout, { method: 'PUT', schema: noContent });

export const recoverPassword = (mail: string) =>
  request(usersPaths.passwordRecover, { method: 'POST', body: { mail }, schema: noContent });

export const recoverMail = (body: { id: number; pin: string }) =>
  request(usersPaths.mailRecover, { method: 'POST', body, schema: noContent });

/** Whether a restore link is live: SWR, so a reload of the page asks once. Null key without both parts. */
export function useRestoreLink(hash: string | undefined, mail: string | undefined) {
  const path = hash && mail ? pathOf(usersEndpoints.passwordRestoreCheck, { hash, mail }) : null;
  const check = (key: string) => request(key, { schema: noContent }).then(() => true as const);
  return useSWR(path, check, { shouldRetryOnError: false });
}

export const restorePassword = (body: { mail: string; hash: string; password: string }) =>
  request(usersPaths.passwordRestore, { method: 'PUT', body, schema: noContent });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  request(usersPaths.password, { method: 'PUT', body, schema: noContent, session: true });

export const confirmMail = (body: { mail: string; hash: string }) =>
  request(usersPaths.confirmMail, { method: 'PUT', body, schema: noContent });

/** The link mailed to the new address of a mail change: it becomes the account's mail. */
export const confirmMailChange = (body: { mail: string; hash: string }) =>
  request(usersPaths.mailChangeConfirm, { method: 'PUT', body, schema: noContent });

/** The link mailed to the old address of a mail change: the old mail is back and every session ends. */
export const undoMailChange = (body: { mail: string; hash: string }) =>
  request(usersPaths.mailChangeUndo, { method: 'PUT', body, schema: noContent });

export const confirmPhone = (body: { mail: string; hash: string; phone: string }) =>
  request(usersPaths.confirmPhone, { method: 'PUT', body, schema: noContent });
