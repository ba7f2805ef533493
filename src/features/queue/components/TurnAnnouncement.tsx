import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../ui';
import * as styles from './queue.css';

/** A polite live region, always mounted so screen readers hear it fill when the member's turn comes. */
export function TurnAnnouncement({ turnCame }: { turnCame: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.announcement}>
      {turnCame && (
        <InlineAlert tone="success" live={false}>
          {t('QUEUE.TURN')}
        </InlineAlert>
      )}
    </div>
  );
}
