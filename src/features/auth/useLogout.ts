import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../lib/session';
import { alert, confirm, loader } from '../../ui';

/** Loaded at logout only: the pages that have a logout button do not carry IndexedDB code. */
const wipeOfflineData = () =>
  import('../../lib/offline-wipe').then(
    (module) => module.wipeOfflineData(),
    () => undefined,
  );
/** The gate's entries not yet sent, which the wipe would lose; read at logout only, as the wipe is. */
const pendingGateEntries = () =>
  import('../../lib/offline-pending').then(
    (module) => module.pendingGateEntries(),
    () => 0,
  );
import { logout } from './api';

/**
 * Logout (spec §4): the server ends the session, the user and every private answer leave the
 * cache (here and in the other tabs), what the device keeps for offline use (the member card,
 * the gate's data: lib/offline-wipe) is erased, a success message shows unless hidden, and the
 * member goes to the home. A gate with entries not yet sent asks first: the wipe would lose them. If the server cannot be reached the browser forgets the session anyway.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async ({ hideMessage = false } = {}) => {
      const pending = await pendingGateEntries();
      if (pending > 0) {
        const text = t('LOGOUT.PENDING_GATE_ENTRIES', { count: pending });
        if (!(await confirm({ title: t('LOGOUT.PENDING_TITLE'), text, confirmText: t('LOGOUT.PENDING_CONFIRM'), cancelText: t('LOGOUT.PENDING_CANCEL') }))) return;
      }
      loader.show(t('LOGOUT.LOADING'));
      try {
        await logout();
      } catch {
        // The cookie may outlive this tab's knowledge of it; the next private call asks again.
      } finally {
        await clearSession();
        await wipeOfflineData();
        loader.hide();
      }
      await navigate('/');
      if (!hideMessage) void alert.success(t('LOGOUT.DONE'));
    },
    [t, navigate],
  );
}
