import { useTranslation } from 'react-i18next';
import { Button, InlineAlert } from '../../../ui';
import * as styles from './Renewal.css';

/** The profile could not read the renewal's charges: said, with a retry, so a returned charge is never hidden by a failed read. */
export function ChargeCheckFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.links}>
      <InlineAlert tone="warning">{t('SEASON_RENEWAL.FAILED_CHARGE.CHECK_FAILED')}</InlineAlert>
      <Button size="small" variant="secondary" onClick={onRetry}>
        {t('GENERIC.RETRY')}
      </Button>
    </div>
  );
}
