import { useTranslation } from 'react-i18next';
import type { GuestPassView as GuestPass } from '../../../api/season';
import { clubClock as clock, gameName, gameWhen, seatWords } from '../../../lib/game-words';
import { QrImage } from '../../../lib/qr-image';
import type { TicketQr } from '../../../lib/ticket-qr';
import { Button, InlineAlert, Page, Spinner, VisuallyHidden } from '../../../ui';
import type { GuestPassState } from '../guest-pass-state';
import * as styles from './guest-pass.css';

export interface GuestPassViewProps {
  state: GuestPassState;
  /** The code of the moment; null until made. */
  qr: TicketQr | null;
  online: boolean;
  onRetry: () => void;
}

/** /invitado/:token: a guest's pass for one game in a member's seat, with its rotating code, kept on the phone for the arena. */
export function GuestPassView({ state, qr, online, onRetry }: GuestPassViewProps) {
  const { t, i18n } = useTranslation();
  const savedAt = 'savedAt' in state ? state.savedAt : null;
  const retry = (
    <Button variant="secondary" size="small" onClick={onRetry}>
      {t('GUEST_PASS.RETRY')}
    </Button>
  );
  return (
    <Page title={t('GUEST_PASS.TITLE')} width="wide">
      {'pass' in state && (!online || savedAt !== null) && (
        <p className={styles.badge} role="status">
          <span>{t(online ? 'GUEST_PASS.KEPT' : 'GUEST_PASS.OFFLINE')}</span>
          {savedAt !== null && <span>{t('GUEST_PASS.SAVED_AT', { date: clock(savedAt, i18n.language, { dateStyle: 'short', timeStyle: 'short' }) })}</span>}
        </p>
      )}
      {state.status === 'loading' && <Spinner text={t('GUEST_PASS.LOADING')} />}
      {state.status === 'live' && (
        <div className={styles.layout}>
          {/* The code first: at the gate it is what the phone must show without scrolling. */}
          <section className={styles.stack} aria-labelledby="guest-pass-code">
            <h2 id="guest-pass-code" className={styles.heading}>
              {t('GUEST_PASS.CODE_TITLE')}
            </h2>
            <div className={styles.code}>
              {qr ? <QrImage text={qr.text} alt={t('GUEST_PASS.QR_ALT')} className={styles.qr} testId="ticket-qr" /> : <Spinner text={t('GUEST_PASS.CODE_LOADING')} />}
              {qr && (
                <p className={styles.digits}>
                  <VisuallyHidden>{t('GUEST_PASS.DIGITS')} </VisuallyHidden>
                  {qr.code}
                </p>
              )}
              {qr && <p className={styles.refreshed}>{t('GUEST_PASS.REFRESHED', { time: clock(qr.startedAt, i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }) })}</p>}
            </div>
            {/* Said once, when the first code shows: not at every change. */}
            <p role="status" className={styles.note}>
              {qr && <VisuallyHidden>{t('GUEST_PASS.CODE_PURPOSE')}</VisuallyHidden>}
            </p>
          </section>
          <div className={styles.stack}>
            <PassFace pass={state.pass} />
            {/* Once kept, the page already is what the advice asks for. */}
            {savedAt === null && <p className={styles.note}>{t('GUEST_PASS.KEEP_PAGE')}</p>}
          </div>
        </div>
      )}
      {state.status === 'used' && (
        <div className={styles.stack}>
          <InlineAlert tone="success" title={t('GUEST_PASS.USED')} />
          <PassFace pass={state.pass} />
        </div>
      )}
      {state.status === 'taken-back' && <InlineAlert tone="warning" title={t('GUEST_PASS.TAKEN_BACK', { name: state.memberName })} />}
      {state.status === 'other-device' && <InlineAlert tone="warning" title={t('GUEST_PASS.OTHER_DEVICE')} />}
      {state.status === 'not-found' && (
        <InlineAlert tone="warning" title={t('GUEST_PASS.NOT_FOUND_TITLE')}>
          <p>{t('GUEST_PASS.NOT_FOUND_TEXT')}</p>
        </InlineAlert>
      )}
      {state.status === 'too-many' && (
        <InlineAlert tone="warning" title={t('GUEST_PASS.TOO_MANY_TITLE')}>
          <p>{t('GUEST_PASS.TOO_MANY_TEXT')}</p>
          {retry}
        </InlineAlert>
      )}
      {state.status === 'garbage' && (
        <InlineAlert tone="warning" title={t('GUEST_PASS.GARBAGE_TITLE')}>
          <p>{t('GUEST_PASS.GARBAGE_TEXT')}</p>
          {retry}
        </InlineAlert>
      )}
      {state.status === 'offline-empty' && (
        <InlineAlert tone="warning" title={t('GUEST_PASS.OFFLINE_EMPTY_TITLE')}>
          <p>{t('GUEST_PASS.OFFLINE_EMPTY_TEXT')}</p>
          {retry}
        </InlineAlert>
      )}
      {state.status === 'error' && (
        <InlineAlert tone="error" title={t('GUEST_PASS.ERROR_TITLE')}>
          <p>{t('GUEST_PASS.ERROR_TEXT')}</p>
          {retry}
        </InlineAlert>
      )}
    </Page>
  );
}

/** The game, the guest, the member who invites and the seat, on the ticket's face. */
function PassFace({ pass }: { pass: GuestPass }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.pass} aria-labelledby="guest-pass-guest">
      <p className={styles.band}>{gameName(pass.game, t)}</p>
      <div className={styles.body}>
        <h2 id="guest-pass-guest" className={styles.heading}>
          {pass.guestName}
        </h2>
        <p className={styles.host}>{t('GUEST_PASS.HOST', { name: pass.memberName })}</p>
      </div>
      <dl className={styles.details}>
        <dt>{t('GUEST_PASS.WHEN')}</dt>
        <dd>{gameWhen(pass.game, i18n.language)}</dd>
        <dt>{t('GUEST_PASS.SEAT')}</dt>
        <dd>{seatWords(pass.seat, t)}</dd>
      </dl>
    </article>
  );
}
