import { useTranslation } from 'react-i18next';
import type { Game } from '../../../api/gate';
import type { ReleasesOverview } from '../../../api/releases';
import { formatEuros } from '../../../lib/format';
import { Button, InlineAlert, Modal } from '../../../ui';
import { gameDateTime } from '../format';
import * as styles from './Releases.css';

/** A seat the member chose to release for one game, with what a sale would credit. */
export interface ReleaseChoice {
  game: Game;
  /** ISO: the last moment to take it back. */
  deadline: string;
  partner: ReleasesOverview['partners'][number];
  credit: number;
}

export interface ReleaseDialogProps {
  /** Shown while set. */
  choice: ReleaseChoice | null;
  sharePercent: number;
  onCancel: () => void;
  onConfirm: () => void;
  submitting: boolean;
  /** The release failed; the dialog stays with the reason. */
  error?: string | null;
  /** The id of the control focus goes to when the dialog closes (the seat's button, which the release changes). */
  returnFocusId?: string | null;
}

/** Before releasing: the rule, the exact credit if it sells and until when it may be taken back. */
export function ReleaseDialog({ choice, sharePercent, onCancel, onConfirm, submitting, error, returnFocusId }: ReleaseDialogProps) {
  const { t, i18n } = useTranslation();
  const seat = choice ? t('RELEASES.SEAT', { area: choice.partner.seat.area, row: choice.partner.seat.row, number: choice.partner.seat.number }) : '';
  return (
    <Modal
      open={choice !== null}
      onClose={onCancel}
      onCloseAutoFocus={(event) => {
        const target = returnFocusId ? document.getElementById(returnFocusId) : null;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      title={t('RELEASES.DIALOG.TITLE', { game: choice?.game.opponent ?? '' })}
      actions={
        <>
          <Button onClick={onConfirm} disabled={submitting}>
            {submitting ? t('RELEASES.DIALOG.SENDING') : t('RELEASES.DIALOG.CONFIRM')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('RELEASES.DIALOG.CANCEL')}
          </Button>
        </>
      }
    >
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {choice && (
        <>
          <p className={styles.rule}>
            {t('RELEASES.DIALOG.WHAT', {
              name: `${choice.partner.name} ${choice.partner.lastname}`,
              seat,
              date: gameDateTime(choice.game.startsAt, i18n.language),
            })}
          </p>
          <p className={styles.rule}>
            <strong>{t('RELEASES.DIALOG.CREDIT', { credit: formatEuros(choice.credit, i18n.language), share: sharePercent })}</strong>
          </p>
          <p className={styles.rule}>{t('RELEASES.DIALOG.TAKE_BACK', { deadline: gameDateTime(choice.deadline, i18n.language) })}</p>
          <p className={styles.rule}>{t('RELEASES.DIALOG.UNSOLD')}</p>
        </>
      )}
    </Modal>
  );
}
