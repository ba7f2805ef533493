import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Ticket } from '../../../api/tickets';
import { Button, InlineAlert, Page, Spinner, VisuallyHidden, buttonClass } from '../../../ui';
import { clubClock as clock, gameName, gameWhen, seatWords } from '../../../lib/game-words';
import { QrImage } from '../../../lib/qr-image';
import type { TicketQr } from '../../../lib/ticket-qr';
import type { TicketState } from '../ticket-state';
import * as styles from './tickets.css';

export interface TicketViewProps {
  state: TicketState;
  /** The code of the moment; null until made. */
  qr: TicketQr | null;
  online: boolean;
  onRetry: () => void;
  pdfUrl: string;
  /** The buyer's tickets. */
  ticketsPath: string;
  /** The login that comes back to this ticket. */
  loginPath: string;
}

/** /entradas/:id: a game's ticket with its rotating code, kept on the device for the arena. */
export function TicketView({ state, qr, online, onRetry, pdfUrl, ticketsPath, loginPath }: TicketViewProps) {
  const { t, i18n } = useTranslation();
  const savedAt = state.status === 'ticket' ? state.savedAt : null;
  return (
    <Page title={t('TICKETS.TICKET.TITLE')} width="wide">
      {(!online || savedAt !== null) && (
        <p className={styles.badge} role="status">
          <span>{t(online ? 'TICKETS.TICKET.KEPT' : 'TICKETS.TICKET.OFFLINE')}</span>
          {savedAt !== null && <span>{t('TICKETS.TICKET.SAVED_AT', { date: clock(savedAt, i18n.language, { dateStyle: 'short', timeStyle: 'short' }) })}</span>}
        </p>
      )}
      {state.status === 'loading' && <Spinner text={t('TICKETS.TICKET.LOADING')} />}
      {state.status === 'error' && (
        <InlineAlert tone="error" title={t('TICKETS.TICKET.ERROR_TITLE')}>
          <p>{t('TICKETS.TICKET.ERROR_TEXT')}</p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('TICKETS.RETRY')}
          </Button>
        </InlineAlert>
      )}
      {state.status === 'offline-empty' && (
        <InlineAlert tone="warning" title={t('TICKETS.TICKET.OFFLINE_EMPTY_TITLE')}>
          <p>{t('TICKETS.TICKET.OFFLINE_EMPTY_TEXT')}</p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('TICKETS.RETRY')}
          </Button>
        </InlineAlert>
      )}
      {state.status === 'garbage' && (
        <InlineAlert tone="warning" title={t('TICKETS.TICKET.GARBAGE_TITLE')}>
          <p>{t('TICKETS.TICKET.GARBAGE_TEXT')}</p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('TICKETS.RETRY')}
          </Button>
        </InlineAlert>
      )}
      {state.status === 'not-found' && (
        <InlineAlert tone="warning" title={t('TICKETS.TICKET.NOT_FOUND')}>
          <Link to={ticketsPath}>{t('TICKETS.TICKET.TO_LIST')}</Link>
        </InlineAlert>
      )}
      {state.status === 'signed-out' && (
        <InlineAlert tone="warning" title={t('TICKETS.TICKET.SIGNED_OUT')}>
          <Link to={loginPath}>{t('TICKETS.TICKET.LOGIN')}</Link>
        </InlineAlert>
      )}
      {state.status === 'ticket' && (
        <div className={styles.layout}>
          {/* The code first: at the gate it is what the phone must show without scrolling. */}
          <section className={styles.stack} aria-labelledby="ticket-code">
            <h2 id="ticket-code" className={styles.heading}>
              {t('TICKETS.TICKET.CODE_TITLE')}
            </h2>
            <div className={styles.code}>
              {qr ? <QrImage text={qr.text} alt={t('TICKETS.TICKET.QR_ALT')} className={styles.qr} testId="ticket-qr" /> : <Spinner text={t('TICKETS.TICKET.CODE_LOADING')} />}
              {qr && <p className={styles.refreshed}>{t('TICKETS.TICKET.REFRESHED', { time: clock(qr.startedAt, i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }) })}</p>}
            </div>
            {/* Said once, when the first code shows: not at every change. */}
            <p role="status" className={styles.note}>
              {qr && <VisuallyHidden>{t('TICKETS.TICKET.CODE_PURPOSE')}</VisuallyHidden>}
            </p>
          </section>
          <div className={styles.stack}>
            <TicketFace ticket={state.ticket} />
            {online && savedAt === null && (
              <div className={styles.actions}>
                <a className={buttonClass({ variant: 'secondary', size: 'small' })} href={pdfUrl} download>
                  {t('TICKETS.TICKET.PDF')}
                </a>
                <Link to={ticketsPath}>{t('TICKETS.TICKET.TO_LIST')}</Link>
              </div>
            )}
          </div>
        </div>
      )}
    </Page>
  );
}

function TicketFace({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.ticket} aria-labelledby="ticket-holder">
      <p className={styles.band}>{gameName(ticket.game, t)}</p>
      <dl className={styles.details}>
        <dt>{t('TICKETS.TICKET.HOLDER')}</dt>
        <dd id="ticket-holder">{ticket.holderName}</dd>
        <dt>{t('TICKETS.TICKET.WHEN')}</dt>
        <dd>{gameWhen(ticket.game, i18n.language)}</dd>
        <dt>{t('TICKETS.TICKET.SEAT')}</dt>
        <dd>{seatWords(ticket.seat, t)}</dd>
        <dt>{t('TICKETS.TICKET.NUMBER')}</dt>
        <dd>{ticket.id}</dd>
      </dl>
    </article>
  );
}
