import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../lib/session';
import { alert, loader } from '../../ui';
import { logout } from './api';

/**
 * Logout (spec §4): the server ends the session, the user and every private answer leave the
 * cache (here and in the other tabs), a success message shows unless hidden, and the member
 * goes to the home. If the server cannot be reached the browser forgets the session anyway.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async ({ hideMessage = false } = {}) => {
      loader.show(t('LOGOUT.LOADING'));
      try {
        await logout();
      } catch {
        // The cookie may outlive this tab's knowledge of it; the next private call asks again.
      } finally {
        await clearSession();
        loader.hide();
      }
      await navigate('/');
      if (!hideMessage) void alert.success(t('LOGOUT.DONE'));
    },
    [t, navigate],
  );
}
