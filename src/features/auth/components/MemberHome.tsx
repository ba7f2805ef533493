import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import type { ExtendedUser } from '../../../api/users';
import { privateAreaPath, refreshSessionUser } from '../../../lib/session';
import { impersonate } from '../api';
import { ImpersonateForm } from './ImpersonateForm';
import { MemberHomeView } from './MemberHomeView';
import { impersonateOutcome } from '../errors';
import type { MailForm } from '../forms';
import { redirectAfterLogin } from '../redirect';
import { useAuthCall } from '../useAuthCall';
import { useLogout } from '../useLogout';

/** Loaded only for a partner's home: a visitor's login page never downloads the renewal's contract. */
const RenewalEntryLink = lazy(() => import('../../../lib/renewal-entry'));

/** The logged-in member's home; an employee (not yet acting as anyone) also gets the impersonation form. */
export function MemberHome({ user }: { user: ExtendedUser }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  // A shareholder's own area is /accionista (spec §4 rule 3), though the menu link is /abonado (§2).
  const areaPath = user.fan?.actions.shareholders.available ? APP_PATHS.shareholderArea : privateAreaPath(user);
  const mayImpersonate = user.type === 'EMPLOYEE' && !user.impersonator;
  return (
    <MemberHomeView
      user={user}
      areaPath={areaPath === pathname ? null : areaPath}
      onLogout={() => void logout()}
      impersonation={mayImpersonate ? <Impersonate /> : undefined}
      gateLink={mayImpersonate}
      renewalLink={
        user.partner && (
          <Suspense fallback={null}>
            <RenewalEntryLink />
          </Suspense>
        )
      }
    />
  );
}

function Impersonate() {
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
