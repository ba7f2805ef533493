import { useTranslation } from 'react-i18next';
import { InlineAlert, Spinner, StatusMessage } from '../../../ui';
import type { CardLoginForm, MailLoginForm } from '../forms';
import { AuthPage } from './AuthPage';
import { LockNotice } from './LockNotice';
import { CardLoginFields, MailLoginFields } from './LoginForms';

export type SsoKind = 'partner' | 'user';

export interface SsoLoginViewProps {
  kind: SsoKind;
  /**
   * form: ask for the credentials; invalid-request: the address lacks appId or redirectUrl;
   * refused: the server does not know the app or its callback; redirecting: on the way back.
   */
  status: 'form' | 'invalid-request' | 'refused' | 'redirecting';
  /** The app and the host the member will be sent back to, so they know where they are going. */
  appId: string;
  callbackHost: string;
  onUserLogin: (values: MailLoginForm) => void;
  onPartnerLogin: (values: CardLoginForm) => void;
  submitting: boolean;
  error?: string | null;
  lockedSeconds?: number | null;
}

/** Single sign-on for another club app (landing mode: no header or footer). */
export function SsoLoginView(props: SsoLoginViewProps) {
  const { kind, status, appId, callbackHost, onUserLogin, onPartnerLogin, submitting, error, lockedSeconds } = props;
  const { t } = useTranslation();
  if (status === 'invalid-request' || status === 'refused') {
    return (
      <StatusMessage
        title={t('SSO.REFUSED_TITLE')}
        text={t(status === 'refused' ? 'SSO.ERRORS.REFUSED' : 'SSO.ERRORS.INVALID_REQUEST')}
        role="alert"
        focusOnMount
      />
    );
  }
  if (status === 'redirecting') {
    return <StatusMessage title={t('SSO.REDIRECTING', { host: callbackHost })} actions={<Spinner />} />;
  }
  const locked = (lockedSeconds ?? 0) > 0;
  return (
    <AuthPage title={t(kind === 'partner' ? 'SSO.PARTNER_TITLE' : 'SSO.USER_TITLE')} intro={t('SSO.INTRO', { app: appId, host: callbackHost })}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {locked && <LockNotice seconds={lockedSeconds ?? 0} />}
      {kind === 'user' ? (
        <MailLoginFields onSubmit={onUserLogin} submitting={submitting} locked={locked} submitLabel={t('SSO.SUBMIT')} />
      ) : (
        <CardLoginFields onSubmit={onPartnerLogin} submitting={submitting} locked={locked} withCard askCardNumber={false} submitLabel={t('SSO.SUBMIT')} />
      )}
    </AuthPage>
  );
}
