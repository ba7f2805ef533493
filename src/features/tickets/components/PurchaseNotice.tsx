import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, InlineAlert, Spinner } from '../../../ui';
import * as styles from './tickets.css';

/** The purchase's stops: the sale is not open, the hold ran out, an order waits for its payment, a read failed. */
export type PurchaseNoticeKind = 'sale-closed' | 'expired' | 'pending' | 'load-failed';

const TONES = { 'sale-closed': 'info', expired: 'warning', pending: 'warning', 'load-failed': 'error' } as const;
const KEYS = { 'sale-closed': 'SALE_CLOSED', expired: 'EXPIRED', pending: 'PENDING', 'load-failed': 'LOAD_FAILED' } as const;

export interface PurchaseNoticeProps {
  kind: PurchaseNoticeKind;
  /** The button's action: start again, cancel the waiting order, retry the read. */
  onAction?: () => void;
  /** The action is under way. */
  busy?: boolean;
  /** Where the other way on leads: the game's page, or the waiting order's result. */
  link?: string;
  /** Already translated: why the last action failed. */
  message?: string;
}

/** Each stop says what happened and offers the ways on. */
export function PurchaseNotice({ kind, onAction, busy = false, link, message }: PurchaseNoticeProps) {
  const { t } = useTranslation();
  const key = KEYS[kind];
  return (
    <InlineAlert tone={TONES[kind]} title={t(`TICKETS.NOTICE.${key}.TITLE`)} live={false}>
      <p className={styles.text}>{t(`TICKETS.NOTICE.${key}.TEXT`)}</p>
      {message && <p className={styles.text}>{message}</p>}
      <div className={styles.actions}>
        {busy ? (
          <Spinner text={t('TICKETS.BUY.WORKING')} />
        ) : (
          onAction && (
            <Button variant="secondary" size="small" onClick={onAction}>
              {t(`TICKETS.NOTICE.${key}.ACTION`)}
            </Button>
          )
        )}
        {link && <Link to={link}>{t(`TICKETS.NOTICE.${key}.LINK`)}</Link>}
      </div>
    </InlineAlert>
  );
}
