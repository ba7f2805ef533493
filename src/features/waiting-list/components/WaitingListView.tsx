import { useTranslation } from 'react-i18next';
import { clubDate, clubMoment } from '../../../api/game-time';
import type { WaitingListEntry, WaitingListOverview } from '../../../api/renewal';
import { Button, InlineAlert, Page, Panel, Spinner, StatusMessage } from '../../../ui';
import { middayOf, timeLeft } from '../offer-time';
import { JoinForm } from './JoinForm';
import * as styles from './waiting-list.css';

export type WaitingListLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: WaitingListOverview };

/** Where the page puts the focus after a write (the new status) or a refusal (the message). */
export const STATUS_ID = 'waiting-list-status';
export const MESSAGE_ID = 'waiting-list-message';

export interface WaitingListViewProps {
  load: WaitingListLoad;
  onRetry: () => void;
  /** The reader's clock: the time left to answer an offer. */
  now: number;
  busy: boolean;
  /** Why the last write was refused, already translated. */
  message: string | null;
  onJoin: (partySize: number) => void;
  onLeave: () => void;
  onAccept: () => void;
  onDecline: () => void;
}

/** /abonado/lista-de-espera: the pre-reservation list of the next season, and its offers of seats together. */
export function WaitingListView(props: WaitingListViewProps) {
  const { load, onRetry, message } = props;
  const { t } = useTranslation();
  return (
    <Page title={t('WAITING_LIST.TITLE')} intro={load.status === 'ready' ? t('WAITING_LIST.INTRO', { season: load.data.season }) : undefined} width="wide">
      <div className={styles.sections}>
        {message && (
          <div id={MESSAGE_ID} tabIndex={-1} className={styles.focusTarget}>
            <InlineAlert tone="error">{message}</InlineAlert>
          </div>
        )}
        {load.status === 'loading' ? (
          <Spinner text={t('WAITING_LIST.LOADING')} />
        ) : load.status === 'failed' ? (
          <StatusMessage level={2} role="alert" title={t('WAITING_LIST.LOAD_FAILED')} text={t('WAITING_LIST.LOAD_FAILED_TEXT')} actions={<Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>} />
        ) : (
          <div id={STATUS_ID} tabIndex={-1} className={styles.focusTarget}>
            <StateContent {...props} data={load.data} />
          </div>
        )}
      </div>
    </Page>
  );
}

function StateContent({ data, busy, onJoin, ...props }: WaitingListViewProps & { data: WaitingListOverview }) {
  const { t, i18n } = useTranslation();
  const { entry } = data;
  if (data.state === 'NOT_YET' && !entry) {
    return (
      <Panel title={t('WAITING_LIST.NOT_YET', { date: clubDate(middayOf(data.opensOn), i18n.language) })}>
        <p className={styles.text}>{t('WAITING_LIST.HOW', { hours: data.offerHours })}</p>
      </Panel>
    );
  }
  if (!entry) {
    return (
      <Panel title={t('WAITING_LIST.JOIN.TITLE')}>
        <p className={styles.text}>{t('WAITING_LIST.HOW', { hours: data.offerHours })}</p>
        <JoinForm busy={busy} onJoin={onJoin} />
      </Panel>
    );
  }
  switch (entry.status) {
    case 'WAITING':
      return <Waiting entry={entry} busy={busy} onLeave={props.onLeave} />;
    case 'OFFERED':
      return <Offered entry={entry} busy={busy} now={props.now} onAccept={props.onAccept} onDecline={props.onDecline} />;
    case 'ACCEPTED':
      return (
        <Panel title={t('WAITING_LIST.ACCEPTED')}>
          <SeatList entry={entry} />
          <p className={styles.text}>{t('WAITING_LIST.ACCEPTED_TEXT', { season: data.season })}</p>
        </Panel>
      );
    default:
      return (
        <Panel title={t(`WAITING_LIST.ENDED.${entry.status}`)}>
          <p className={styles.text}>{t(`WAITING_LIST.ENDED.${entry.status}_TEXT`, { hours: data.offerHours })}</p>
          {data.state === 'OPEN' && <JoinForm busy={busy} onJoin={onJoin} again />}
        </Panel>
      );
  }
}

function Waiting({ entry, busy, onLeave }: { entry: WaitingListEntry; busy: boolean; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('WAITING_LIST.WAITING')}>
      {entry.position !== null && <p className={styles.strong}>{t('WAITING_LIST.POSITION', { position: entry.position })}</p>}
      <p className={styles.text}>{t('WAITING_LIST.PARTY', { count: entry.partySize })}</p>
      <p className={styles.muted}>{t('WAITING_LIST.WAITING_TEXT')}</p>
      <div className={styles.actions}>
        {busy ? (
          <Spinner text={t('WAITING_LIST.SAVING')} />
        ) : (
          <Button variant="secondary" onClick={onLeave}>
            {t('WAITING_LIST.LEAVE')}
          </Button>
        )}
      </div>
    </Panel>
  );
}

function Offered({ entry, busy, now, onAccept, onDecline }: { entry: WaitingListEntry; busy: boolean; now: number; onAccept: () => void; onDecline: () => void }) {
  const { t, i18n } = useTranslation();
  const expiresAt = entry.offer?.expiresAt;
  const left = expiresAt ? timeLeft(expiresAt, now) : null;
  return (
    <Panel title={t('WAITING_LIST.OFFERED', { count: entry.partySize })}>
      <SeatList entry={entry} />
      {expiresAt && <p className={styles.text}>{t('WAITING_LIST.DEADLINE', { moment: clubMoment(expiresAt, i18n.language) })}</p>}
      <p className={styles.strong}>{left ? t('WAITING_LIST.TIME_LEFT', left) : t('WAITING_LIST.NO_TIME_LEFT')}</p>
      <div className={styles.actions}>
        {busy ? (
          <Spinner text={t('WAITING_LIST.SAVING')} />
        ) : (
          <>
            <Button onClick={onAccept}>{t('WAITING_LIST.ACCEPT')}</Button>
            <Button variant="secondary" onClick={onDecline}>
              {t('WAITING_LIST.DECLINE')}
            </Button>
          </>
        )}
      </div>
    </Panel>
  );
}

function SeatList({ entry }: { entry: WaitingListEntry }) {
  const { t } = useTranslation();
  if (!entry.offer) return null;
  return (
    <ul className={styles.list} aria-label={t('WAITING_LIST.SEATS')}>
      {entry.offer.seats.map((seat) => (
        <li key={seat.seatId} className={styles.text}>
          {t('WAITING_LIST.SEAT', seat)}
        </li>
      ))}
    </ul>
  );
}
