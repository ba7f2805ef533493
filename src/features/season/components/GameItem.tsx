import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { clubDate, clubTime } from '../../../api/game-time';
import type { SeasonGame } from '../../../api/season';
import { formatEuros } from '../../../lib/format';
import { Button, buttonClass } from '../../../ui';
import { gameActions, gameState, type GameState } from '../game-state';
import * as styles from './Season.css';

/** The id of a game's first action: focus goes back there after the dialog or a take-back. */
export const gameActionId = (gameId: number) => `season-action-${gameId}`;
/** The id of a game's invite button: focus goes back there when the dialog is closed without giving. */
export const inviteActionId = (gameId: number) => `season-invite-${gameId}`;

export interface GameItemProps {
  entry: SeasonGame;
  now: number;
  guestsLeft: number;
  /** The guest pass being taken back. */
  busyPass: number | null;
  onInvite: (entry: SeasonGame) => void;
  onTakeBack: (entry: SeasonGame) => void;
}

/** One home game: when, against whom, what it was for the member, and what they may do now. */
export function GameItem({ entry, now, guestsLeft, busyPass, onInvite, onTakeBack }: GameItemProps) {
  const { t, i18n } = useTranslation();
  const { game } = entry;
  const state = gameState(entry, now);
  const actions = gameActions(entry, guestsLeft);
  const title = `${t(`GATE.COMPETITIONS.${game.competition}`)} · ${game.opponent}`;
  const id = gameActionId(game.id);
  const busy = entry.guest !== null && busyPass === entry.guest.id;
  return (
    <li className={styles.game} aria-label={title}>
      <div className={styles.gameInfo}>
        <h3 className={styles.gameTitle}>{title}</h3>
        <p className={styles.muted}>
          <time dateTime={game.startsAt}>{t('GAMES.WHEN', { date: clubDate(game.startsAt, i18n.language), time: clubTime(game.startsAt, i18n.language) })}</time>
        </p>
        {(actions.release || actions.takeBack) && <p className={styles.muted}>{t('SEASON.GAME.DEADLINE', { date: clubDate(entry.deadline, i18n.language), time: clubTime(entry.deadline, i18n.language) })}</p>}
      </div>
      <div className={styles.gameSide}>
        <p className={styles.status}>{stateText(state, t, i18n.language)}</p>
        {state.kind === 'given' && <p className={styles.text}>{t(guestDetailKey(state))}</p>}
        {state.counts === true && <p className={styles.counts}>{t('SEASON.GAME.COUNTS')}</p>}
        {state.counts === false && <p className={styles.muted}>{t('SEASON.GAME.NOT_COUNTS')}</p>}
        {(actions.release || actions.takeBack) && (
          <div className={styles.actions}>
            {actions.release && (
              <Link id={id} to={APP_PATHS.seatRelease} className={buttonClass({ variant: 'secondary', size: 'small' })} aria-label={t('SEASON.GAME.RELEASE_FOR', { game: game.opponent })}>
                {t('SEASON.GAME.RELEASE')}
              </Link>
            )}
            {actions.invite && (
              <Button id={inviteActionId(game.id)} size="small" onClick={() => onInvite(entry)} aria-label={t('SEASON.GAME.INVITE_FOR', { game: game.opponent })}>
                {t('SEASON.GAME.INVITE')}
              </Button>
            )}
            {actions.takeBack && (
              <Button id={id} size="small" variant="secondary" disabled={busy} onClick={() => onTakeBack(entry)} aria-label={t('SEASON.GAME.TAKE_BACK_FOR', { game: game.opponent })}>
                {busy ? t('SEASON.GAME.TAKING_BACK') : t('SEASON.GAME.TAKE_BACK')}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The game's state in words: the label the member reads (no icon carries meaning). */
function stateText(state: GameState, t: Translate, language: string): string {
  switch (state.kind) {
    case 'entered':
      return state.entry ? t('SEASON.STATUS.ENTERED_AT', { time: clubTime(state.entry.at, language), gate: state.entry.gate }) : t('SEASON.STATUS.ENTERED');
    case 'released-sold':
      return t('SEASON.STATUS.RELEASED_SOLD', { credit: formatEuros(state.credit, language) });
    case 'released-on-sale':
      return t('SEASON.STATUS.RELEASED_ON_SALE');
    case 'released-unsold':
      return t('SEASON.STATUS.RELEASED_UNSOLD');
    case 'given':
      return t('SEASON.STATUS.GIVEN', { name: state.guest.guestName });
    case 'missed':
      return t('SEASON.STATUS.MISSED');
    case 'today':
      return t('SEASON.STATUS.TODAY');
    case 'coming':
      return t('SEASON.STATUS.COMING');
  }
}

/** Where a guest stands: in, did not come, or (still to come) whether the link was opened. */
function guestDetailKey(state: Extract<GameState, { kind: 'given' }>): string {
  if (state.phase === 'entered') return 'SEASON.GUEST.ENTERED';
  if (state.phase === 'absent') return 'SEASON.GUEST.ABSENT';
  return state.guest.opened ? 'SEASON.GUEST.OPENED' : 'SEASON.GUEST.NOT_OPENED';
}
