import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { loginSsoPartner, loginSsoUser, type SsoTarget } from '../api';
import { SsoLoginView, type SsoKind } from '../components/SsoLoginView';
import { SSO_REFUSED, ssoLoginOutcome } from '../errors';
import type { CardLoginForm, MailLoginForm } from '../forms';
import { useAuthCall } from '../useAuthCall';

const KIND_BY_SEGMENT: Readonly<Record<string, SsoKind>> = { socios: 'partner', usuarios: 'user' };

/** appId and an http(s) redirectUrl from the address, or null when either is missing or malformed. */
function readTarget(params: URLSearchParams): (SsoTarget & { callback: URL }) | null {
  const appId = params.get('appId') ?? '';
  const redirectUrl = params.get('redirectUrl') ?? '';
  if (!/^[a-z0-9-]{1,64}$/.test(appId) || !URL.canParse(redirectUrl)) return null;
  const callback = new URL(redirectUrl);
  return callback.protocol === 'https:' || callback.protocol === 'http:' ? { appId, redirectUrl, callback } : null;
}

/**
 * The server answers the callback with a one-time code. The browser follows it only if it is the
 * callback this page was asked for (same origin and path), so a tampered answer cannot send the
 * member elsewhere.
 */
export function isExpectedCallback(answer: string, callback: URL): boolean {
  if (!URL.canParse(answer)) return false;
  const url = new URL(answer);
  return url.origin === callback.origin && url.pathname === callback.pathname && !url.username && !url.password;
}

/** /sso/socios and /sso/usuarios?appId=…&redirectUrl=…: log in for another club app. */
export function Component() {
  const { t } = useTranslation();
  const { kind: segment = '' } = useParams();
  const [params] = useSearchParams();
  const kind = Object.hasOwn(KIND_BY_SEGMENT, segment) ? KIND_BY_SEGMENT[segment] : undefined;
  const target = readTarget(params);
  const [status, setStatus] = useState<'form' | 'refused' | 'redirecting'>('form');
  const call = useAuthCall({ outcomeOf: ssoLoginOutcome, loaderText: t('LOGIN.LOADING') });

  async function go(request: () => Promise<{ redirectUrl: string }>) {
    if (!target) return;
    const answer = await call.run(request);
    if (!answer) return;
    if (!isExpectedCallback(answer.redirectUrl, target.callback)) {
      setStatus('refused');
      return;
    }
    setStatus('redirecting');
    window.location.assign(answer.redirectUrl);
  }

  const sso = target ? { appId: target.appId, redirectUrl: target.redirectUrl } : null;
  return (
    <SsoLoginView
      kind={kind ?? 'user'}
      status={!kind || !target ? 'invalid-request' : call.outcome?.message === SSO_REFUSED ? 'refused' : status}
      appId={target?.appId ?? ''}
      callbackHost={target?.callback.host ?? ''}
      onUserLogin={(values: MailLoginForm) => sso && void go(() => loginSsoUser({ ...values, ...sso }))}
      onPartnerLogin={(values: CardLoginForm) =>
        sso && void go(() => loginSsoPartner({ pin: values.pin, dni: values.dni, birthdate: values.birthdate, ...sso }))
      }
      submitting={call.submitting}
      error={call.error}
      lockedSeconds={call.lockedSeconds}
    />
  );
}
