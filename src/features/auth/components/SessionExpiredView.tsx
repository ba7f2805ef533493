import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass, InlineAlert, Modal } from '../../../ui';
import type { MailLoginForm } from '../forms';
import * as styles from './AuthPage.css';
import { LockNotice } from './LockNotice';
import { MailLoginFields } from './LoginForms';

export interface SessionExpiredViewProps {
  open: boolean;
  onClose: () => void;
  onLogin: (values: MailLoginForm) => void;
  submitting: boolean;
  error?: string | null;
  lockedSeconds?: number | null;
  /** The full login, with the way back to this page, for members who log in another way. */
  loginPath: string;
}

/**
 * A private call answered 401: the session ended under an open page. The login opens over the
 * page, so whatever the member typed stays where it is; they send it again once back in.
 */
export function SessionExpiredView({ open, onClose, onLogin, submitting, error, lockedSeconds, loginPath }: SessionExpiredViewProps) {
  const { t } = useTranslation();
  const locked = (lockedSeconds ?? 0) > 0;
  return (
    <Modal open={open} onClose={onClose} title={t('SESSION_EXPIRED.TITLE')}>
      {/* The modal's body does not space its children: the notices, the form and the link are one stack. */}
      <div className={styles.form}>
        <InlineAlert tone="info" live={false}>
          {t('SESSION_EXPIRED.TEXT')}
        </InlineAlert>
        {error && <InlineAlert tone="error">{error}</InlineAlert>}
        {locked && <LockNotice seconds={lockedSeconds ?? 0} />}
        <MailLoginFields onSubmit={onLogin} submitting={submitting} locked={locked} />
        <Link className={buttonClass({ variant: 'secondary' })} to={loginPath} onClick={onClose}>
          {t('SESSION_EXPIRED.OTHER_WAYS')}
        </Link>
      </div>
    </Modal>
  );
}
