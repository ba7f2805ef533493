import { createContext, useContext, useSyncExternalStore } from 'react';
import useSWR, { mutate } from 'swr';
import { APP_PATHS } from '../api/app-paths';
import { usersEndpoints, type ExtendedUser, type User } from '../api/users';
import { call, callPath } from './call';
import { hasSessionHint } from './cookies';
import { answered } from './outcome';

/** The SWR key of the session's user, shared by the hooks and the guards. */
const SESSION_USER_KEY = callPath(usersEndpoints.extended);

/** The login (spec §2: /abonado is the redirect target when access is denied). */
export const LOGIN_PATH = APP_PATHS.memberHome;
/** The query parameter that carries where a visitor was going when sent to the login. */
export const REDIRECT_PARAM = 'redirect';

/** The login with the page to come back to once logged in. */
export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** The current user, or null for an anonymous visitor (users/extended answers 401: no re-login to open). */
export async function fetchCurrentUser(): Promise<ExtendedUser | null> {
  try {
    return await call(usersEndpoints.extended, { session: false });
  } catch (error) {
    if (answered(error, 401)) return null;
    throw error;
  }
}

/** Fresh read for route guards, seeding the cache entry the hooks read (as loadServerConfig does). */
export async function loadCurrentUser(): Promise<ExtendedUser | null> {
  if (!hasSessionHint()) return null;
  const user = await fetchCurrentUser();
  await mutate(SESSION_USER_KEY, user, { revalidate: false });
  return user;
}

/* Login and logout change the hint cookie, which nothing observes: they tell these listeners. */
const sessionListeners = new Set<() => void>();
function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}
const notifySessionChanged = () => sessionListeners.forEach((listener) => listener());

/**
 * Whether the markup being rendered or hydrated is a member's page the server drew for their
 * session (server/http/member-page.ts), rather than a page prerendered for any visitor.
 */
export const RenderedForSession = createContext(false);

/**
 * The current user: null (anonymous) without the session hint cookie, else users/extended.
 * While a prerendered page hydrates the answer is the page's (anonymous, or the member the server
 * drew it for); the cookie is read right after, so the markup matches.
 */
export function useCurrentUser() {
  const renderedForSession = useContext(RenderedForSession);
  const mayHaveSession = useSyncExternalStore(subscribeSession, () => hasSessionHint(), () => renderedForSession);
  const answer = useSWR(mayHaveSession ? SESSION_USER_KEY : null, fetchCurrentUser);
  if (!mayHaveSession) return { ...answer, data: null, isLoading: false };
  // SWR counts a first render with an answer already in hand (a page drawn with it) as loading.
  return answer.isLoading && answer.data !== undefined ? { ...answer, isLoading: false } : answer;
}

/* Other tabs of this browser hear of logins and logouts, so none keeps private data on screen. */
type SessionMessage = 'login' | 'logout';
const CHANNEL_NAME = 'club-session';
let openChannel: BroadcastChannel | null | undefined;
/** Opened on first use, in a browser only: an open channel would keep the prerendering Node process alive. */
function sessionChannel(): BroadcastChannel | null {
  if (openChannel === undefined) {
    openChannel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return openChannel;
}

/** Stores the user a login (or deep link, or SSO-less creation login) answered, in this tab and the others. */
export async function setSessionUser(user: User): Promise<void> {
  await mutate(SESSION_USER_KEY, user, { revalidate: false });
  notifySessionChanged();
  sessionChannel()?.postMessage('login' satisfies SessionMessage);
}

/** Reads the user again (after an impersonation starts, say). */
export async function refreshSessionUser(): Promise<void> {
  await mutate(SESSION_USER_KEY);
  notifySessionChanged();
}

/** Answers anyone may read (content pages, footer, configuration): they survive a logout. */
const PUBLIC_KEY = /^(pages|config)\//;
const isPrivateKey = (key: unknown) => !(typeof key === 'string' && PUBLIC_KEY.test(key));

/** Forgets the user and every private answer (logout, or an ended session), here and in the other tabs. */
export async function clearSession({ tellOtherTabs = true } = {}): Promise<void> {
  await mutate(isPrivateKey, undefined, { revalidate: false });
  notifySessionChanged();
  if (tellOtherTabs) sessionChannel()?.postMessage('logout' satisfies SessionMessage);
}

/** Reads every private answer again, with the session just started (a re-login over an open page). */
export async function revalidatePrivateData(): Promise<void> {
  await mutate(isPrivateKey);
  notifySessionChanged();
}

/**
 * Runs `onChange` when another tab logs in or out; this tab's cache follows first (cleared on a
 * logout, the user read again on a login). Returns the unsubscribe.
 */
export function onOtherTabSessionChange(onChange: (message: SessionMessage) => void): () => void {
  const channel = sessionChannel();
  if (!channel) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    if (event.data === 'logout') void clearSession({ tellOtherTabs: false }).then(() => onChange('logout'));
    if (event.data === 'login') void refreshSessionUser().then(() => onChange('login'));
  };
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}

/** Private-area link of spec §2, by user kind. */
export function privateAreaPath(user: User): string {
  if (user.type === 'ENTERPRISE_ADMIN') return APP_PATHS.enterpriseArea;
  if (user.partner) return APP_PATHS.partnerProfile;
  if (user.sympathizer) return APP_PATHS.sympathizerProfile;
  return APP_PATHS.memberHome;
}
