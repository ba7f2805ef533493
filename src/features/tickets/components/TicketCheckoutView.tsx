import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../api/config';
import type { TicketOrder } from '../../../api/tickets';
import { formatEuros } from '../../../lib/format';
import { Button, ChoiceGroup, InlineAlert, Panel, Spinner } from '../../../ui';
import { seatWords } from '../../../lib/game-words';
import * as styles from './tickets.css';

export interface TicketCheckoutViewProps {
  order: TicketOrder;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | undefined;
  onMethodChange: (method: PaymentMethod) => void;
  /** The payment is being started: the browser goes to the provider next. */
  paying?: boolean;
  /** Already translated: why the last try failed. */
  error?: string;
  onPay: () => void;
  onChangeSeats: () => void;
  onCancel: () => void;
}

/** The held seats with their prices, the total, the payment method; pay, change the seats or give them up. */
export function TicketCheckoutView({ order, methods, method, onMethodChange, paying = false, error, onPay, onChangeSeats, onCancel }: TicketCheckoutViewProps) {
  const { t, i18n } = useTranslation();
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  return (
    <>
      <Panel title={t('TICKETS.CHECKOUT.SUMMARY')}>
        <ul className={styles.list}>
          {order.seats.map((seat, index) => (
            <li key={seat.seatId} className={styles.listItem}>
              <span>
                {t('TICKETS.BUY.TICKET_N', { number: index + 1 })}: {seatWords(seat, t)}
              </span>
              <span>{euros(seat.price)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>{t('TICKETS.CHECKOUT.TOTAL', { total: euros(order.total) })}</p>
      </Panel>
      <Panel title={t('TICKETS.CHECKOUT.PAYMENT')}>
        <div className={styles.stack}>
          {methods.length === 0 ? (
            <InlineAlert tone="info">{t('TICKETS.CHECKOUT.NO_METHODS')}</InlineAlert>
          ) : (
            <ChoiceGroup
              legend={t('TICKETS.CHECKOUT.METHOD')}
              choices={methods.map((value) => ({ value, label: t(`SEAT_CHANGE.CHECKOUT.METHODS.${value}`) }))}
              value={method ?? ''}
              onChange={(value) => onMethodChange(value as PaymentMethod)}
            />
          )}
          {error && <InlineAlert tone="error">{error}</InlineAlert>}
          <div className={styles.actions}>
            {paying ? (
              <Spinner text={t('TICKETS.CHECKOUT.PAYING')} />
            ) : (
              <>
                {methods.length > 0 && <Button onClick={onPay}>{t('TICKETS.CHECKOUT.PAY', { total: euros(order.total) })}</Button>}
                <Button variant="secondary" onClick={onChangeSeats}>
                  {t('TICKETS.CHECKOUT.CHANGE_SEATS')}
                </Button>
                <Button variant="link" onClick={onCancel}>
                  {t('TICKETS.CHECKOUT.CANCEL')}
                </Button>
              </>
            )}
          </div>
        </div>
      </Panel>
    </>
  );
}
