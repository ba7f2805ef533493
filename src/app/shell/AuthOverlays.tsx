import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { onSessionExpired } from '../../lib/http';
import { loginPathFor, onOtherTabSessionChange } from '../../lib/session';
import { overlayStore } from '../../ui';
import { isPrivatePath } from '../guards';

// Loaded on first use: public pages never download the dialogs or the login form.
const AuthModals = lazy(() => import('../../features/auth/components/AuthModals').then((m) => ({ default: m.AuthModals })));
const SessionExpired = lazy(() => import('../../features/auth/routes/SessionExpired').then((m) => ({ default: m.SessionExpired })));

/**
 * What identity needs on every page: the modals by identifier (no payment, first access), the
 * re-login when a private call finds the session ended, and the other tabs' logins and logouts.
 */
export function AuthOverlays() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const modalOpen = useStore(overlayStore, (state) => state.modal !== null && !state.modal.viewed);
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      // The page stays as it is (forms keep what was typed) under the re-login.
      onSessionExpired(() => setExpired(true)),
    [],
  );

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
