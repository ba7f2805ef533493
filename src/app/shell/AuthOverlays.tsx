import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { onSessionExpired } from '../../lib/http';
import { keepCardOnlyFor } from '../../lib/kept-card-owner';
import { loginPathFor, onOtherTabSessionChange, useCurrentUser } from '../../lib/session';
import { overlayStore } from '../../ui';
import { isPrivatePath } from '../guards';

// Loaded on first use: public pages never download the dialogs or the login form.
const AuthModals = lazy(() => import('../../features/auth/components/AuthModals').then((m) => ({ default: m.AuthModals })));
const SessionExpired = lazy(() => import('../../features/auth/components/SessionExpired').then((m) => ({ default: m.SessionExpired })));

/**
 * What identity needs on every page: the modals by identifier (no payment, first access), the
 * re-login when a private call finds the session ended, and the other tabs' logins and logouts.
 * A member card kept on the device goes with any change of session, not only a logout.
 */
export function AuthOverlays() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const modalOpen = useStore(overlayStore, (state) => state.modal !== null && !state.modal.viewed);
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      // The page stays as it is (forms keep what was typed) under the re-login.
      onSessionExpired(() => {
        setExpired(true);
        void keepCardOnlyFor(null);
      }),
    [],
  );

  // On start, after any login, when the session has gone; not while unknown (loading, or no network at the arena).
  const { data: sessionUser } = useCurrentUser();
  const sessionUserId = sessionUser === undefined ? undefined : (sessionUser?.id ?? null);
  useEffect(() => {
    if (sessionUserId !== undefined) void keepCardOnlyFor(sessionUserId);
  }, [sessionUserId]);

  useEffect(
    () =>
      onOtherTabSessionChange((change) => {
        // Logged out elsewhere: no private page stays on screen here.
        if (change === 'logout' && isPrivatePath(pathname)) void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
      }),
    [navigate, pathname, search],
  );

  return (
    <Suspense fallback={null}>
      {modalOpen && <AuthModals />}
      {expired && <SessionExpired onDone={() => setExpired(false)} />}
    </Suspense>
  );
}
