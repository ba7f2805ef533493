import { useTranslation } from 'react-i18next';
import type { SeatChange } from '../../../api/seat-change';
import { Button, InlineAlert, Panel } from '../../../ui';
import { SeatChangeSummary } from './SeatChangeSummary';
import * as styles from './seat-change.css';

export type PendingPaymentPanelProps =
  /** The change could not be read (spec §8 pending-payment load failure). */
  | { state: 'failed'; onRetry: () => void }
  | {
      state: 'pending';
      change: SeatChange;
      onCancel: () => void;
      cancelling?: boolean;
      /** i18n key of a failed cancel (errors.ts). */
      error?: string;
    };

/** On the partner's profile: a seat change waiting for the payment provider, with the way to cancel it. */
export function PendingPaymentPanel(props: PendingPaymentPanelProps) {
  const { t } = useTranslation();
  if (props.state === 'failed') {
    return (
      <Panel title={t('SEAT_CHANGE.PENDING.TITLE')}>
        <InlineAlert tone="error">{t('SEAT_CHANGE.ERRORS.PENDING_PAYMENT')}</InlineAlert>
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={props.onRetry}>
            {t('GENERIC.RETRY')}
          </Button>
        </div>
      </Panel>
    );
  }
  const { change, onCancel, cancelling = false, error } = props;
  return (
    <Panel title={t('SEAT_CHANGE.PENDING.TITLE')}>
      <p className={styles.text}>{t('SEAT_CHANGE.PENDING.TEXT')}</p>
      <SeatChangeSummary change={change} />
      {error && <InlineAlert tone="error">{t(error)}</InlineAlert>}
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={cancelling ? undefined : onCancel} aria-disabled={cancelling || undefined}>
          {cancelling ? t('SEAT_CHANGE.PENDING.CANCELLING') : t('SEAT_CHANGE.PENDING.CANCEL')}
        </Button>
      </div>
    </Panel>
  );
}
