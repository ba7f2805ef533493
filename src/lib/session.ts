import useSWR from 'swr';
import { userSchema, usersPaths, type User } from '../api/users';
import { ApiError, request } from './http';

/** The current user, or null for an anonymous visitor (users/extended answers 401). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await request(usersPaths.extended, { schema: userSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useSWR(usersPaths.extended, fetchCurrentUser);
}

/** Private-area link of spec §2, by user kind. */
export function privateAreaPath(user: User): string {
  if (user.type === 'ENTERPRISE_ADMIN') return '/empresa';
  if (user.partner) return '/abonado/perfil';
  if (user.sympathizer) return '/simpatizante/perfil';
  return '/abonado';
}
