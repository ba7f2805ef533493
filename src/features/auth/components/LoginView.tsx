import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChoiceGroup, InlineAlert, Panel, buttonClass } from '../../../ui';
import type { CardLoginForm, CardLoginKind, MailLoginForm } from '../forms';
import { AuthPage } from './AuthPage';
import { CardLoginFields, MailLoginFields } from './LoginForms';
import { LockNotice } from './LockNotice';

/** How a member logs in: mail and password, or one of the partner-kind logins of spec §1. */
export type LoginMethod = 'mail' | CardLoginKind;
export const LOGIN_METHODS: readonly LoginMethod[] = ['mail', 'partners', 'sympathizers', 'fan'];

export interface LoginViewProps {
  /** 'shareholder' is /accionistas/login: the shareholder kind only. */
  variant: 'member' | 'shareholder';
  method: LoginMethod;
  onMethodChange: (method: LoginMethod) => void;
  onMailLogin: (values: MailLoginForm) => void;
  onCardLogin: (values: CardLoginForm) => void;
  submitting: boolean;
  /** A §8 outcome, translated, shown above the form. */
  error?: string | null;
  /** Why the member is here (a private page asked for a session, the session ended…). */
  notice?: string | null;
  /** Step 1 of the sign-up, offered to a visitor with no account on the way to a game's tickets. */
  accountOffer?: string | null;
  /** Seconds left of a rate-limit lock. */
  lockedSeconds?: number | null;
  /** Initial values, for a story's "filled" state. */
  defaults?: { mail?: Partial<MailLoginForm>; card?: Partial<CardLoginForm> };
}

export function LoginView({
  variant,
  method,
  onMethodChange,
  onMailLogin,
  onCardLogin,
  submitting,
  error,
  notice,
  accountOffer,
  lockedSeconds,
  defaults,
}: LoginViewProps) {
  const { t } = useTranslation();
  const locked = (lockedSeconds ?? 0) > 0;
  const shareholder = variant === 'shareholder';
  const formProps = { submitting, locked };
  return (
    <AuthPage
      title={t(shareholder ? 'LOGIN.SHAREHOLDER_TITLE' : 'LOGIN.TITLE')}
      intro={t(shareholder ? 'LOGIN.SHAREHOLDER_INTRO' : 'LOGIN.INTRO')}
      links={<LoginLinks shareholder={shareholder} />}
    >
      {notice && <InlineAlert tone="info">{notice}</InlineAlert>}
      {accountOffer && <AccountOffer to={accountOffer} />}
      {!shareholder && (
        <ChoiceGroup
          legend={t('LOGIN.METHOD')}
          name="login-method"
          choices={LOGIN_METHODS.map((value) => ({ value, label: t(`LOGIN.METHODS.${value}`) }))}
          value={method}
          onChange={onMethodChange}
        />
      )}
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {locked && <LockNotice seconds={lockedSeconds ?? 0} />}
      {!shareholder && method === 'mail' ? (
        <MailLoginFields {...formProps} onSubmit={onMailLogin} defaultValues={defaults?.mail} />
      ) : (
        // A key per kind: switching kind starts a clean form.
        <CardLoginFields
          key={method}
          {...formProps}
          withCard={!shareholder && method !== 'fan'}
          onSubmit={onCardLogin}
          defaultValues={defaults?.card}
        />
      )}
    </AuthPage>
  );
}

/** Before the login form: someone with no account makes one, then goes on where they were going. */
function AccountOffer({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('LOGIN.ACCOUNT_OFFER.TITLE')}>
      <p>{t('LOGIN.ACCOUNT_OFFER.TEXT')}</p>
      <Link className={buttonClass({ variant: 'secondary' })} to={to}>
        {t('LOGIN.ACCOUNT_OFFER.LINK')}
      </Link>
    </Panel>
  );
}

function LoginLinks({ shareholder }: { shareholder: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <li>
        <Link to="/recuperar-contrasena">{t('LOGIN.LINKS.RECOVER_PASSWORD')}</Link>
      </li>
      <li>
        <Link to="/recuperar-correo">{t('LOGIN.LINKS.RECOVER_MAIL')}</Link>
      </li>
      <li>
        <Link to="/renovacion-especial">{t('LOGIN.LINKS.SPECIAL_RENEWAL')}</Link>
      </li>
      <li>
        {shareholder ? (
          <Link to="/abonado">{t('LOGIN.LINKS.MEMBER_LOGIN')}</Link>
        ) : (
          <Link to="/accionistas/login">{t('LOGIN.LINKS.SHAREHOLDER_LOGIN')}</Link>
        )}
      </li>
    </>
  );
}
