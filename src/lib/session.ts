import useSWR from 'swr';
import { SESSION_HINT_COOKIE, userSchema, usersPaths, type User } from '../api/users';
import { useClientValue } from './client-value';
import { readCookie } from './cookies';
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

export function hasSessionHint(cookieHeader: string = document.cookie): boolean {
  return readCookie(SESSION_HINT_COOKIE, cookieHeader) !== undefined;
}

/**
 * The current user: null (anonymous) without the session hint cookie, else users/extended.
 * While a prerendered page hydrates the answer is the page's (anonymous); the cookie is read
 * right after, so the markup matches.
 */
export function useCurrentUser() {
  const mayHaveSession = useClientValue(() => hasSessionHint(), false);
  const answer = useSWR(mayHaveSession ? usersPaths.extended : null, fetchCurrentUser);
  return mayHaveSession ? answer : { ...answer, data: null, isLoading: false };
}

/** Private-area link of spec §2, by user kind. */
export function privateAreaPath(user: User): string {
  if (user.type === 'ENTERPRISE_ADMIN') return '/empresa';
  if (user.partner) return '/abonado/perfil';
  if (user.sympathizer) return '/simpatizante/perfil';
  return '/abonado';
}
