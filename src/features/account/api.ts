import useSWR from 'swr';
import { usersEndpoints, type User, type UserAddress } from '../../api/users';
import { call, callPath, type CallOptions } from '../../lib/call';
import { refreshSessionUser, setSessionUser } from '../../lib/session';

/** The member's own data (spec §7 "Users and login": update, photo and address validation). */

export type ProfileUpdate = CallOptions<typeof usersEndpoints.update>['body'];

/**
 * Saves name, mail and phone; the session's user becomes the answer. A new mail waits for its
 * link: the profile is read again for the pending address (users/extended `pendingMail`).
 */
export async function updateProfile(body: ProfileUpdate): Promise<User> {
  const user = await call(usersEndpoints.update, { body });
  await setSessionUser(user);
  if (body.mail) await refreshSessionUser();
  return user;
}

/** The photo on file and its validation status; read only while a photo validation is pending. */
export function usePhoto(enabled: boolean) {
  return useSWR(enabled ? callPath(usersEndpoints.photo) : null, () => call(usersEndpoints.photo));
}

/** Keeps the photo on file, or sends a new one (a JPEG data URL) for the club to review. */
export const confirmPhoto = (photo?: string) =>
  call(usersEndpoints.confirmPhoto, { body: photo ? { photo } : {} });

export const omitPhoto = () => call(usersEndpoints.omitPhoto);

export const confirmAddress = () => call(usersEndpoints.confirmAddress);

export const updateAddress = (address: CallOptions<typeof usersEndpoints.updateAddress>['body']) => call(usersEndpoints.updateAddress, { body: address });

export type { UserAddress };
