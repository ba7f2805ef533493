import { useTranslation } from 'react-i18next';
import { Button, InlineAlert } from '../../../ui';
import * as styles from './queue.css';

export interface ConnectionNoticeProps {
  /** reconnecting: the socket dropped and socket.io is trying again; failing: it has failed for long. */
  state: 'reconnecting' | 'failing';
  onRetry: () => void;
}

/** Why the page may be out of date, kept in view at the bottom; the page itself stays as it was. */
export function ConnectionNotice({ state, onRetry }: ConnectionNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.connection}>
      {state === 'reconnecting' ? (
        <InlineAlert tone="info" title={t('QUEUE.RECONNECTING')}>
          {t('QUEUE.RECONNECTING_TEXT')}
        </InlineAlert>
      ) : (
        <InlineAlert tone="error" title={t('QUEUE.FAILED_TITLE')}>
          <p className={styles.text}>{t('QUEUE.FAILED_TEXT')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('QUEUE.RETRY')}
          </Button>
        </InlineAlert>
      )}
    </div>
  );
}
