import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshSessionUser } from '../../../lib/session';
import { impersonate } from '../api';
import { impersonateOutcome } from '../errors';
import type { MailForm } from '../forms';
import { redirectAfterLogin } from '../redirect';
import { useAuthCall } from '../useAuthCall';
import { ImpersonateForm } from './ImpersonateForm';

/** An employee's form to act as another user; on success the session is read again and they go where that user lands. */
export function Impersonate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const call = useAuthCall({ outcomeOf: impersonateOutcome, loaderText: t('IMPERSONATE.LOADING') });
  async function onSubmit({ mail }: MailForm) {
    const target = await call.run(() => impersonate(mail));
    if (!target) return;
    // Read back through users/extended: it names the employee, for the header's banner.
    await refreshSessionUser();
    await navigate(redirectAfterLogin({ user: target, currentPath: pathname }) ?? pathname);
  }
  return <ImpersonateForm onSubmit={(values) => void onSubmit(values)} submitting={call.submitting} error={call.error} />;
}
