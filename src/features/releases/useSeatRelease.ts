import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format';
import { releaseSeat, takeBackRelease, useReleases } from './api';
import type { ReleaseChoice } from './components/ReleaseDialog';
import { seatActionId, seatKey, type ReleasesLoad, type SeatReleaseViewProps } from './components/SeatReleaseView';
import { releaseOutcome } from './errors';

/** The release screen's state: the list, the seat in the dialog, the call being sent and what the last one did. */
export function useSeatRelease(): SeatReleaseViewProps {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useReleases();
  const [busySeat, setBusySeat] = useState<string | null>(null);
  const [notice, setNotice] = useState<SeatReleaseViewProps['notice']>(null);
  const [returnFocusId, setReturnFocusId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ReleaseChoice | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const load: ReleasesLoad = data ? { status: 'ready', data } : error ? { status: 'failed' } : { status: 'loading' };

  /** After the list is read again, focus goes to the seat's new button (the one pressed is gone with its state). */
  const focusSeat = (gameId: number, partnerId: number) => requestAnimationFrame(() => document.getElementById(seatActionId(gameId, partnerId))?.focus());

  /**
   * Sends one change of a seat. Done, or refused for a reason the list must show (sold, held,
   * closed…), the list is read again; answers the failure's text when it is not, so the member
   * can try again from where they are.
   */
  async function change(gameId: number, partnerId: number, send: () => Promise<unknown>, done: string): Promise<string | null> {
    setBusySeat(seatKey(gameId, partnerId));
    try {
      await send();
      setNotice({ tone: 'success', text: done });
      await mutate();
      return null;
    } catch (failure) {
      const outcome = releaseOutcome(failure);
      setNotice({ tone: 'error', text: t(outcome.message) });
      if (!outcome.reload) return t(outcome.message);
      await mutate();
      return null;
    } finally {
      setBusySeat(null);
    }
  }

  return {
    load,
    onRetry: () => void mutate(),
    notice,
    busySeat,
    onRelease: (choice) => {
      setConfirmError(null);
      setReturnFocusId(seatActionId(choice.game.id, choice.partner.partnerId));
      setConfirming(choice);
    },
    onTakeBack: (releaseId, gameId, partnerId) =>
      void change(gameId, partnerId, () => takeBackRelease(releaseId), t('RELEASES.TAKEN_BACK')).then(() => focusSeat(gameId, partnerId)),
    confirming,
    onCancelConfirm: () => setConfirming(null),
    onConfirm: () => {
      const choice = confirming;
      if (!choice) return;
      const { game, partner } = choice;
      const done = t('RELEASES.DONE', { game: game.opponent, credit: formatEuros(choice.credit, i18n.language) });
      void change(game.id, partner.partnerId, () => releaseSeat(game.id, partner.partnerId), done).then((failed) => {
        setConfirmError(failed);
        // Closing the dialog takes focus to the seat's new button (returnFocusId).
        if (!failed) setConfirming(null);
      });
    },
    confirmError,
    returnFocusId,
  };
}
