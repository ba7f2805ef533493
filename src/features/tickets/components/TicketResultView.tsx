import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS, appLink } from '../../../api/app-paths';
import type { TicketOrder } from '../../../api/tickets';
import { buttonClass, InlineAlert, Page, Spinner } from '../../../ui';
import { gameName, gameWhen, seatWords } from '../../../lib/game-words';
import * as styles from './tickets.css';

/** Where the payment provider sends the browser back. */
export const TICKET_RESULTS = ['success', 'error', 'pending-refund'] as const;
export type TicketResult = (typeof TICKET_RESULTS)[number];

/** What an order's status stands for; 'waiting' while the provider has not told the server yet. The record decides, whatever the address says. */
export function ticketResultOf(order: TicketOrder): TicketResult | 'waiting' | null {
  if (order.status === 'PAID') return 'success';
  if (order.status === 'FAILED' || order.status === 'CANCELLED' || order.status === 'EXPIRED') return 'error';
  if (order.status === 'REFUND_PENDING') return 'pending-refund';
  if (order.status === 'PENDING_PAYMENT') return 'waiting';
  return null;
}

const KEYS = { success: 'SUCCESS', error: 'ERROR', 'pending-refund': 'PENDING_REFUND', waiting: 'WAITING' } as const;
const TONES = { success: 'success', error: 'error', 'pending-refund': 'warning', waiting: 'info' } as const;

export interface TicketResultViewProps {
  order: TicketOrder;
  result: TicketResult | 'waiting';
  /** Where buying again leads: the game's purchase. */
  purchasePath: string;
}

/** The purchase's result: the tickets made, each opening its page; or why there are none, and the way on. */
export function TicketResultView({ order, result, purchasePath }: TicketResultViewProps) {
  const { t, i18n } = useTranslation();
  const key = KEYS[result];
  return (
    <Page title={t(`TICKETS.RESULT.${key}.TITLE`)} intro={`${gameName(order.game, t)} · ${gameWhen(order.game, i18n.language)}`} width="wide" focusTitle>
      <div className={styles.stack}>
        <InlineAlert tone={TONES[result]} live={false}>
          {t(`TICKETS.RESULT.${key}.TEXT`)}
        </InlineAlert>
        {result === 'waiting' && <Spinner text={t('TICKETS.RESULT.CHECKING')} />}
        {result === 'success' && (
          <ul className={styles.list}>
            {order.seats.map((seat, index) => {
              const ticketId = order.ticketIds[index];
              return (
                <li key={seat.seatId} className={styles.listItem}>
                  <span>{seatWords(seat, t)}</span>
                  {ticketId !== undefined && <Link to={appLink(APP_PATHS.ticket, { id: ticketId })}>{t('TICKETS.RESULT.OPEN_TICKET', { number: index + 1 })}</Link>}
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.actions}>
          {result === 'success' ? (
            <Link className={buttonClass()} to={APP_PATHS.tickets}>
              {t('TICKETS.RESULT.TO_TICKETS')}
            </Link>
          ) : (
            result !== 'waiting' && (
              <Link className={buttonClass()} to={purchasePath}>
                {t('TICKETS.RESULT.TRY_AGAIN')}
              </Link>
            )
          )}
        </div>
      </div>
    </Page>
  );
}
