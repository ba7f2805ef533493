import { lazy, Suspense } from 'react';
import { preload } from 'swr';
import { homeEndpoints } from '../../api/home';
import type { ExtendedUser } from '../../api/users';
import { Impersonate } from '../../features/auth/components/Impersonate';
import { SubscriberHome } from '../../features/auth/routes/subscriber-home';
import { useLogout } from '../../features/auth/useLogout';
import { call, callPath } from '../../lib/call';
import { hasSessionHint } from '../../lib/cookies';
import { Spinner } from '../../ui';
import { readPrerenderedState } from '../hydration';

/* Lazily: a visitor's login never downloads the home, and the home downloads the card only on a game's day. */
const loadHomePage = () => import('../../features/home').then((home) => ({ default: home.HomePage }));
const HomePage = lazy(loadHomePage);
const MemberCard = lazy(() => import('../../features/member-card').then((card) => ({ default: card.MemberCardContainer })));

/**
 * A member (the session hint) gets the home: its code and its one request start with this page's,
 * not after the session is read. A stale hint's 401 here opens no re-login (users/extended says it).
 * A page the server drew for the session came with the home's answer: nothing is asked again.
 */
if (typeof document !== 'undefined' && hasSessionHint()) {
  void loadHomePage();
  if (!readPrerenderedState()?.session) {
    void preload(callPath(homeEndpoints.home), () => call(homeEndpoints.home, { session: false })).catch(() => undefined);
  }
}

/**
 * /abonado: the auth feature's login (a visitor) or session error, and the home feature's hub for a
 * member, with the member card and the impersonation form composed in (features never import each other).
 */
export function Component() {
  return <SubscriberHome renderHome={(user) => <MemberHome user={user} />} />;
}

function MemberHome({ user }: { user: ExtendedUser }) {
  const logout = useLogout();
  const mayImpersonate = user.type === 'EMPLOYEE' && !user.impersonator;
  return (
    <Suspense fallback={<Spinner />}>
      <HomePage
        user={user}
        onLogout={() => void logout()}
        impersonation={mayImpersonate ? <Impersonate /> : undefined}
        renderCard={() => (
          <Suspense fallback={<Spinner />}>
            <MemberCard embedded />
          </Suspense>
        )}
      />
    </Suspense>
  );
}
