import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SeatChange } from '../../../api/seat-change';
import { buttonClass, InlineAlert, Page } from '../../../ui';
import { SeatChangeSummary } from './SeatChangeSummary';
import * as styles from './seat-change.css';

/** The three result pages of spec §2: `checkout/success`, `checkout/error`, `checkout/pending-refund`. */
export const CHECKOUT_RESULTS = ['success', 'error', 'pending-refund'] as const;
export type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];

/** The result a finished change's status stands for; the page shows the server's record, whatever the address says. */
export function resultOf(change: SeatChange): CheckoutResult | null {
  if (change.status === 'PAID') return 'success';
  if (change.status === 'FAILED') return 'error';
  if (change.status === 'REFUND_PENDING') return 'pending-refund';
  return null;
}

const KEYS = { success: 'SUCCESS', error: 'ERROR', 'pending-refund': 'PENDING_REFUND' } as const;
const TONES = { success: 'success', error: 'error', 'pending-refund': 'warning' } as const;

export interface CheckoutResultViewProps {
  /** The member's last finished change, and the result its status stands for (resultOf). */
  change: SeatChange;
  result: CheckoutResult;
  /** Where "my profile" leads. */
  profilePath: string;
}

/** Where the payment provider sends the member back: what happened to the change, and the way on. */
export function CheckoutResultView({ change, result, profilePath }: CheckoutResultViewProps) {
  const { t } = useTranslation();
  const key = KEYS[result];
  return (
    <Page title={t(`SEAT_CHANGE.RESULT.${key}.TITLE`)} width="wide" focusTitle>
      <InlineAlert tone={TONES[result]} live={false}>
        {t(`SEAT_CHANGE.RESULT.${key}.TEXT`)}
      </InlineAlert>
      <SeatChangeSummary change={change} headingLevel={2} />
      <div className={styles.actions}>
        <Link className={buttonClass()} to={profilePath}>
          {t('SEAT_CHANGE.RESULT.TO_PROFILE')}
        </Link>
      </div>
    </Page>
  );
}
