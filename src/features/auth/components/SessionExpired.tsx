import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { loginPathFor, revalidatePrivateData, setSessionUser } from '../../../lib/session';
import { login } from '../api';
import { SessionExpiredView } from './SessionExpiredView';
import { loginOutcome } from '../errors';
import type { MailLoginForm } from '../forms';
import { useAuthCall } from '../useAuthCall';

/** The re-login over the page; the app mounts it when a private call answers 401. */
export function SessionExpired({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const call = useAuthCall({ outcomeOf: loginOutcome, loaderText: t('LOGIN.LOADING') });
  async function onLogin(values: MailLoginForm) {
    const user = await call.run(() => login(values));
    if (!user) return;
    await setSessionUser(user);
    // Whatever the page shows is read again under the new session (it may even be another account).
    await revalidatePrivateData();
    onDone();
  }
  return (
    <SessionExpiredView
      open
      onClose={onDone}
      onLogin={(values) => void onLogin(values)}
      submitting={call.submitting}
      error={call.error}
      lockedSeconds={call.lockedSeconds}
      loginPath={loginPathFor(`${pathname}${search}`)}
    />
  );
}
