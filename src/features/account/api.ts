import useSWR from 'swr';
import { userAddressSchema, userPhotoSchema, userSchema, usersPaths, type MemberLanguage, type User, type UserAddress } from '../../api/users';
import type * as z from 'zod/mini';
import { request } from '../../lib/http';
import { refreshSessionUser, setSessionUser } from '../../lib/session';

/** The member's own data (spec §7 "Users and login": update, photo and address validation). */

export type ProfileUpdate = {
  name?: string;
  lastname?: string;
  mail?: string;
  phone?: string | null;
  currentPassword?: string;
  language?: MemberLanguage;
};

/**
 * Saves name, mail and phone; the session's user becomes the answer. A new mail waits for its
 * link: the profile is read again for the pending address (users/extended `pendingMail`).
 */
export async function updateProfile(body: ProfileUpdate): Promise<User> {
  const user = await request(usersPaths.update, { method: 'PUT', body, schema: userSchema, session: true });
  await setSessionUser(user);
  if (body.mail) await refreshSessionUser();
  return user;
}

/** The photo on file and its validation status; read only while a photo validation is pending. */
export function usePhoto(enabled: boolean) {
  return useSWR(enabled ? usersPaths.photo : null, (path: string) => request(path, { schema: userPhotoSchema, session: true }));
}

/** Keeps the photo on file, or sends a new one (a JPEG data URL) for the club to review. */
export const confirmPhoto = (photo?: string) =>
  request(usersPaths.confirmPhoto, { method: 'PUT', body: photo ? { photo } : {}, schema: userSchema, session: true });

export const omitPhoto = () => request(usersPaths.omitPhoto, { method: 'PUT', schema: userSchema, session: true });

export const confirmAddress = () => request(usersPaths.confirmAddress, { method: 'PUT', schema: userSchema, session: true });

export const updateAddress = (address: z.input<typeof userAddressSchema>) =>
  request(usersPaths.updateAddress, { method: 'PUT', body: address, schema: userSchema, session: true });

export type { UserAddress };
