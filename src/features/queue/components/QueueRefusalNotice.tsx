import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QueueRefusal } from '../../../api/queue-refusals';
import { Button, buttonClass, InlineAlert, Page } from '../../../ui';
import * as styles from './queue.css';

export interface QueueRefusalNoticeProps {
  refusal: QueueRefusal;
  /** The login page, coming back here after. */
  loginPath: string;
  onRetry: () => void;
}

/** Why the line has no place for this member, and the way on: log in, or try again later. */
export function QueueRefusalNotice({ refusal, loginPath, onRetry }: QueueRefusalNoticeProps) {
  const { t } = useTranslation();
  const login = (
    <Link className={buttonClass()} to={loginPath}>
      {t('QUEUE.REFUSAL.LOGIN')}
    </Link>
  );
  if (refusal.reason === 'login-required') {
    return (
      <Page title={t('QUEUE.REFUSAL.LOGIN_TITLE')}>
        <p className={styles.text}>{t('QUEUE.REFUSAL.LOGIN_TEXT')}</p>
        <div className={styles.actions}>{login}</div>
      </Page>
    );
  }
  const minutes = Math.max(1, Math.ceil((refusal.retryIn ?? 60) / 60));
  return (
    <Page title={t('QUEUE.TITLE')}>
      <InlineAlert tone="warning" title={t('QUEUE.REFUSAL.VISITORS_TITLE')}>
        <p className={styles.text}>{t('QUEUE.REFUSAL.VISITORS_TEXT', { count: minutes })}</p>
      </InlineAlert>
      <div className={styles.actions}>
        {login}
        <Button variant="secondary" onClick={onRetry}>
          {t('QUEUE.RETRY')}
        </Button>
      </div>
    </Page>
  );
}
