import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../api/config';
import type { SeatChange } from '../../../api/seat-change';
import { Button, ChoiceGroup, InlineAlert, Panel, Spinner } from '../../../ui';
import { SeatChangeSummary } from './SeatChangeSummary';
import * as styles from './seat-change.css';

export interface CheckoutViewProps {
  change: SeatChange;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | undefined;
  onMethodChange: (method: PaymentMethod) => void;
  paying?: boolean;
  /** i18n key of the last failure. */
  error?: string;
  onPay: () => void;
  onChangeSeats: () => void;
}

/**
 * The checkout of a confirmed change (spec §2, §4 "Confirm-and-pay"): per partner the seat left,
 * the new one, the fee and the price rise; the total; the payment method; pay. A change marked
 * `seatChangeFailed` cannot be paid (§5).
 */
export function CheckoutView({ change, methods, method, onMethodChange, paying = false, error, onPay, onChangeSeats }: CheckoutViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <Panel title={t('SEAT_CHANGE.CHECKOUT.SUMMARY')}>
        <SeatChangeSummary change={change} charges />
      </Panel>
      <Panel title={t('SEAT_CHANGE.CHECKOUT.PAYMENT')}>
        {change.seatChangeFailed ? (
          <InlineAlert tone="error">{t('SEAT_CHANGE.CHECKOUT.FAILED')}</InlineAlert>
        ) : methods.length === 0 ? (
          <InlineAlert tone="info">{t('SEAT_CHANGE.CHECKOUT.NO_METHODS')}</InlineAlert>
        ) : (
          <div className={styles.summary}>
            <ChoiceGroup
              legend={t('SEAT_CHANGE.CHECKOUT.METHOD')}
              choices={methods.map((value) => ({ value, label: t(`SEAT_CHANGE.CHECKOUT.METHODS.${value}`) }))}
              value={method ?? ''}
              onChange={(value) => onMethodChange(value as PaymentMethod)}
            />
            {error && <InlineAlert tone="error">{t(error)}</InlineAlert>}
            <div className={styles.actions}>
              {paying ? (
                <Spinner text={t('SEAT_CHANGE.CHECKOUT.PAYING')} />
              ) : (
                <>
                  <Button onClick={onPay}>{t('SEAT_CHANGE.CHECKOUT.PAY')}</Button>
                  <Button variant="secondary" onClick={onChangeSeats}>
                    {t('SEAT_CHANGE.CHECKOUT.CHANGE_SEATS')}
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </Panel>
    </>
  );
}
