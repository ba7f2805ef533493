import { useTranslation } from 'react-i18next';
import type { ReleasesOverview } from '../../../api/releases';
import { formatEuros } from '../../../lib/format';
import { Button, InlineAlert, Page, Spinner, StatusMessage } from '../../../ui';
import { gameDateTime } from '../format';
import { seatReleaseState } from '../release-state';
import { ReleaseDialog, type ReleaseChoice } from './ReleaseDialog';
import * as styles from './Releases.css';

export type ReleasesLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: ReleasesOverview };

type Game = ReleasesOverview['games'][number];
type Partner = ReleasesOverview['partners'][number];

export interface SeatReleaseViewProps {
  load: ReleasesLoad;
  onRetry: () => void;
  /** What the last release or take-back did, or why it failed. */
  notice: { tone: 'success' | 'error'; text: string } | null;
  /** The seat (`gameId-partnerId`) a call is being sent for. */
  busySeat: string | null;
  onRelease: (choice: ReleaseChoice) => void;
  onTakeBack: (releaseId: number, gameId: number, partnerId: number) => void;
  /** The seat in the confirmation dialog; null when it is closed. */
  confirming: ReleaseChoice | null;
  onCancelConfirm: () => void;
  onConfirm: () => void;
  confirmError?: string | null;
  /** The id of the seat's button the dialog was opened from: focus goes there when it closes, whatever that button now says. */
  returnFocusId?: string | null;
}

export const seatKey = (gameId: number, partnerId: number) => `${gameId}-${partnerId}`;
/** The id of a seat's action button: focus goes back there after the dialog or a take-back. */
export const seatActionId = (gameId: number, partnerId: number) => `release-action-${seatKey(gameId, partnerId)}`;

/** /abonado/liberar-asiento: the games to come, each with the seats the member may release or take back. */
export function SeatReleaseView(props: SeatReleaseViewProps) {
  const { load, onRetry, notice, confirming, onCancelConfirm, onConfirm, confirmError, busySeat, returnFocusId } = props;
  const { t } = useTranslation();
  const share = load.status === 'ready' ? load.data.sharePercent : null;
  return (
    <Page title={t('RELEASES.TITLE')} intro={share !== null ? t('RELEASES.INTRO', { share }) : undefined} width="wide">
      <div className={styles.sections}>
        <div aria-live="polite">{notice && <InlineAlert tone={notice.tone} live={false}>{notice.text}</InlineAlert>}</div>
        {load.status === 'loading' ? (
          <Spinner text={t('RELEASES.LOADING')} />
        ) : load.status === 'failed' ? (
          <StatusMessage
            level={2}
            role="alert"
            title={t('RELEASES.LOAD_FAILED')}
            text={t('RELEASES.LOAD_FAILED_TEXT')}
            actions={<Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>}
          />
        ) : load.data.partners.length === 0 ? (
          <StatusMessage level={2} title={t('RELEASES.NO_SEAT')} text={t('RELEASES.NO_SEAT_TEXT')} />
        ) : load.data.games.length === 0 ? (
          <StatusMessage level={2} title={t('RELEASES.NO_GAMES')} text={t('RELEASES.NO_GAMES_TEXT')} />
        ) : (
          <GameList {...props} data={load.data} />
        )}
      </div>
      <ReleaseDialog
        choice={confirming}
        sharePercent={share ?? 0}
        onCancel={onCancelConfirm}
        onConfirm={onConfirm}
        submitting={confirming !== null && busySeat === seatKey(confirming.game.id, confirming.partner.partnerId)}
        error={confirmError}
        returnFocusId={returnFocusId}
      />
    </Page>
  );
}

function GameList({ data, ...props }: SeatReleaseViewProps & { data: ReleasesOverview }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="release-games-heading" className={styles.sections}>
      <h2 id="release-games-heading" className={styles.gameTitle}>
        {t('RELEASES.GAMES', { count: data.games.length })}
      </h2>
      <ul className={styles.list}>
        {data.games.map((entry) => {
          const title = `${t(`GATE.COMPETITIONS.${entry.game.competition}`)} · ${entry.game.opponent}`;
          return (
            <li key={entry.game.id} className={styles.game} aria-label={title}>
              <h3 className={styles.gameTitle}>{title}</h3>
              <p className={styles.muted}>{gameDateTime(entry.game.startsAt, i18n.language)}</p>
              <p className={styles.muted}>
                {entry.open ? t('RELEASES.DEADLINE', { deadline: gameDateTime(entry.deadline, i18n.language) }) : t('RELEASES.CLOSED')}
              </p>
              {entry.seats.length === 0 ? (
                <p className={styles.muted}>{t('RELEASES.NOT_ON_SALE')}</p>
              ) : (
                <ul className={styles.seats}>
                  {entry.seats.map((seat) => {
                    const partner = data.partners.find((p) => p.partnerId === seat.partnerId);
                    return partner ? <SeatRow key={seat.partnerId} {...props} game={entry} seat={seat} partner={partner} /> : null;
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface SeatRowProps extends SeatReleaseViewProps {
  game: Game;
  seat: Game['seats'][number];
  partner: Partner;
}

function SeatRow({ game, seat, partner, busySeat, onRelease, onTakeBack }: SeatRowProps) {
  const { t, i18n } = useTranslation();
  const state = seatReleaseState(game, seat);
  const busy = busySeat === seatKey(game.game.id, partner.partnerId);
  const who = `${partner.name} ${partner.lastname}`;
  const where = t('RELEASES.SEAT', { area: partner.seat.area, row: partner.seat.row, number: partner.seat.number });
  const id = seatActionId(game.game.id, partner.partnerId);
  return (
    <li className={styles.seat}>
      <p className={styles.seatWho}>
        <strong>{who}</strong> · {where}
      </p>
      <div className={styles.action}>
        {state.kind === 'releasable' && (
          <Button id={id} size="small" disabled={busy} aria-label={t('RELEASES.RELEASE_FOR', { name: who, game: game.game.opponent })} onClick={() => onRelease({ game: game.game, deadline: game.deadline, partner, credit: state.credit })}>
            {t('RELEASES.RELEASE')}
          </Button>
        )}
        {state.kind === 'released' && (
          <>
            <span className={styles.state}>{t('RELEASES.RELEASED')}</span>
            <Button id={id} size="small" variant="secondary" disabled={busy} aria-label={t('RELEASES.TAKE_BACK_FOR', { name: who, game: game.game.opponent })} onClick={() => onTakeBack(state.releaseId, game.game.id, partner.partnerId)}>
              {busy ? t('RELEASES.TAKING_BACK') : t('RELEASES.TAKE_BACK')}
            </Button>
          </>
        )}
        {state.kind === 'sold' && <span className={styles.sold}>{t('RELEASES.SOLD', { credit: formatEuros(state.credit, i18n.language) })}</span>}
        {state.kind === 'closed' && <span className={styles.state}>{state.released ? t('RELEASES.RELEASED_CLOSED') : t('RELEASES.CLOSED_SHORT')}</span>}
      </div>
    </li>
  );
}
