import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginBody, User } from '../../../api/users';
import { useClientValue } from '../../../lib/client-value';
import { useServerConfig } from '../../../lib/server-config';
import { REDIRECT_PARAM, setSessionUser } from '../../../lib/session';
import { ticketAccountPath, ticketPurchaseTarget } from '../../../lib/ticket-account';
import { login } from '../api';
import { LoginView, type LoginMethod } from './LoginView';
import { loginOutcome } from '../errors';
import { toMemberNumber, type CardLoginForm, type MailLoginForm } from '../forms';
import { redirectAfterLogin } from '../redirect';
import { useAuthCall } from '../useAuthCall';

/** A message another page left for this one (the 456 redirect to the shareholder login). */
function useCarriedError(): string | null {
  const { state } = useLocation() as { state: unknown };
  const key = typeof state === 'object' && state !== null && 'errorKey' in state ? state.errorKey : null;
  return typeof key === 'string' ? key : null;
}

/** The login of /abonado (every kind) and /accionistas/login (shareholders). */
export function LoginContainer({ variant }: { variant: 'member' | 'shareholder' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const carried = useCarriedError();
  const [method, setMethod] = useState<LoginMethod>('mail');
  const call = useAuthCall({ outcomeOf: loginOutcome, loaderText: t('LOGIN.LOADING') });
  const target = params.get(REDIRECT_PARAM);
  // The prerendered login is the plain one: what the address or the history adds shows right after hydration.
  const hydrated = useClientValue(() => true, false);
  // On the way to a game's tickets, a visitor with no account may make one instead of logging in,
  // while the club takes new accounts (the sign-up's switch).
  const ticketTarget = hydrated && variant === 'member' ? ticketPurchaseTarget(target) : null;
  const creationOpen = useServerConfig(ticketTarget !== null).data?.enablePartnerCreation === true;

  async function submit(body: LoginBody) {
    const user = await call.run(() => login(body));
    if (user) await enter(user);
  }

  async function enter(user: User) {
    // Navigate first: the page behind the login (this one, or the shareholder login) must not
    // react to the new user before the destination is chosen. The guard there reads the session.
    const destination = redirectAfterLogin({ user, currentPath: pathname, target });
    if (destination) await navigate(destination, { replace: true });
    await setSessionUser(user);
    // The member card's secret comes to the device at login (not awaited: the login is done).
    if (user.partner) void import('../../../lib/card-device').then((device) => device.keepCardSecretAfterLogin(user.id));
  }

  const onMailLogin = (values: MailLoginForm) => void submit({ mail: values.mail, password: values.password });
  const onCardLogin = (values: CardLoginForm) =>
    void submit({
      type: variant === 'shareholder' ? 'shareholder' : method === 'mail' ? 'partners' : method,
      dni: values.dni,
      birthdate: values.birthdate,
      pin: values.pin,
      ...(variant === 'member' && method !== 'fan' ? { partnerNumber: toMemberNumber(values.partnerNumber) } : {}),
    });

  return (
    <LoginView
      variant={variant}
      method={method}
      onMethodChange={(next) => {
        setMethod(next);
        call.setError(null);
      }}
      onMailLogin={onMailLogin}
      onCardLogin={onCardLogin}
      submitting={call.submitting}
      error={call.error ?? (hydrated && carried ? t(carried) : null)}
      notice={ticketTarget ? t('LOGIN.NOTICE_TICKETS') : hydrated && target ? t('LOGIN.NOTICE_PRIVATE') : null}
      accountOffer={ticketTarget && creationOpen ? ticketAccountPath(ticketTarget) : null}
      lockedSeconds={call.lockedSeconds}
    />
  );
}
