import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import type { SeasonGame, SeasonOverview } from '../../../api/season';
import { Button, InlineAlert, Page, Spinner, StatusMessage, buttonClass } from '../../../ui';
import { AttendanceSummary } from './AttendanceSummary';
import { GameItem } from './GameItem';
import { GiveSeatDialog, type GiveSeatDialogProps } from './GiveSeatDialog';
import * as styles from './Season.css';

export type SeasonLoad = { status: 'loading' } | { status: 'failed' } | { status: 'no-seat' } | { status: 'ready'; data: SeasonOverview };

export interface SeasonViewProps {
  load: SeasonLoad;
  onRetry: () => void;
  /** The reader's clock: tells a guest who has not come yet from one who did not come. */
  now: number;
  /** What the last take-back did, or why it failed. */
  notice: { tone: 'success' | 'error'; text: string } | null;
  /** The guest pass being taken back. */
  busyPass: number | null;
  onInvite: (entry: SeasonGame) => void;
  onTakeBack: (entry: SeasonGame) => void;
  /** The give-a-seat dialog (closed while its target is null). */
  give: GiveSeatDialogProps;
  /** The calendar block, under the games. */
  calendar: ReactNode;
}

/** /abonado/temporada: attendance and what it means for the renewal, every home game as the member lived it, guests and calendars. */
export function SeasonView(props: SeasonViewProps) {
  const { load, onRetry, notice, give, calendar } = props;
  const { t } = useTranslation();
  return (
    <Page title={t('SEASON.TITLE')} intro={load.status === 'ready' ? t('SEASON.INTRO', { season: load.data.season }) : undefined} width="wide">
      <div className={styles.sections}>
        <div aria-live="polite">{notice && <InlineAlert tone={notice.tone} live={false}>{notice.text}</InlineAlert>}</div>
        {load.status === 'loading' ? (
          <Spinner text={t('SEASON.LOADING')} />
        ) : load.status === 'failed' ? (
          <StatusMessage level={2} role="alert" title={t('SEASON.LOAD_FAILED')} text={t('SEASON.LOAD_FAILED_TEXT')} actions={<Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>} />
        ) : load.status === 'no-seat' ? (
          <StatusMessage
            level={2}
            title={t('SEASON.NO_SEAT')}
            text={t('SEASON.NO_SEAT_TEXT')}
            actions={
              <Link className={buttonClass({ variant: 'secondary' })} to={APP_PATHS.memberHome}>
                {t('SEASON.BACK_HOME')}
              </Link>
            }
          />
        ) : load.data.games.length === 0 ? (
          <StatusMessage level={2} title={t('SEASON.NO_GAMES')} text={t('SEASON.NO_GAMES_TEXT')} />
        ) : (
          <>
            <AttendanceSummary attendance={load.data.attendance} />
            <GameList {...props} data={load.data} />
          </>
        )}
        {load.status === 'ready' && calendar}
      </div>
      <GiveSeatDialog {...give} />
    </Page>
  );
}

function GameList({ data, now, busyPass, onInvite, onTakeBack }: SeasonViewProps & { data: SeasonOverview }) {
  const { t } = useTranslation();
  const guestsLeft = Math.max(0, data.guests.max - data.guests.used);
  return (
    <section aria-labelledby="season-games-heading" className={styles.block}>
      <h2 id="season-games-heading" className={styles.heading}>
        {t('SEASON.GAMES', { count: data.games.length })}
      </h2>
      <p className={styles.text}>{t('SEASON.SEAT_LINE', { sector: data.seat.sector, seat: t('SEASON.SEAT', { area: data.seat.area, row: data.seat.row, number: data.seat.number }) })}</p>
      <p className={styles.text}>
        {t('SEASON.GUESTS', { used: data.guests.used, max: data.guests.max })}
        {guestsLeft === 0 && ` ${t('SEASON.GUESTS_NONE_LEFT')}`}
      </p>
      <ul className={styles.list}>
        {data.games.map((entry) => (
          <GameItem key={entry.game.id} entry={entry} now={now} guestsLeft={guestsLeft} busyPass={busyPass} onInvite={onInvite} onTakeBack={onTakeBack} />
        ))}
      </ul>
    </section>
  );
}
