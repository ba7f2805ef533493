import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../ui';
import { takeBackGuest, useSeason } from './api';
import { gameActionId } from './components/GameItem';
import type { SeasonLoad, SeasonViewProps } from './components/SeasonView';
import { isNoSeat, takeBackOutcome } from './errors';
import { useGiveSeat } from './useGiveSeat';

/** The season page's state: the season, the guest being taken back, the give-a-seat dialog. */
export function useSeasonPage(): Omit<SeasonViewProps, 'calendar'> {
  const { t } = useTranslation();
  const { data, error, mutate } = useSeason();
  const [busyPass, setBusyPass] = useState<number | null>(null);
  const [notice, setNotice] = useState<SeasonViewProps['notice']>(null);
  // The clock when the page opened: a guest's game day ending while the page is open changes one word.
  const [now] = useState(Date.now);
  const { dialog, open } = useGiveSeat(() => mutate());

  const load: SeasonLoad = data ? { status: 'ready', data } : isNoSeat(error) ? { status: 'no-seat' } : error ? { status: 'failed' } : { status: 'loading' };

  return {
    load,
    now,
    onRetry: () => void mutate(),
    notice,
    busyPass,
    onInvite: (entry) => {
      if (data) open(entry, data.seat);
    },
    onTakeBack: (entry) => {
      const pass = entry.guest;
      if (!pass) return;
      void (async () => {
        const sure = await confirm({
          title: t('SEASON.TAKE_BACK.TITLE', { name: pass.guestName }),
          text: t('SEASON.TAKE_BACK.TEXT', { name: pass.guestName, game: entry.game.opponent }),
          confirmText: t('SEASON.TAKE_BACK.CONFIRM'),
          cancelText: t('SEASON.TAKE_BACK.KEEP'),
        });
        if (!sure) return;
        setBusyPass(pass.id);
        try {
          await takeBackGuest(pass.id);
          setNotice({ tone: 'success', text: t('SEASON.TAKE_BACK.DONE', { game: entry.game.opponent }) });
          await mutate();
        } catch (failure) {
          const outcome = takeBackOutcome(failure);
          setNotice({ tone: 'error', text: t(outcome.message) });
          if (outcome.reload) await mutate();
        } finally {
          setBusyPass(null);
          // The button pressed is gone with the guest: focus goes to the game's new first action.
          requestAnimationFrame(() => document.getElementById(gameActionId(entry.game.id))?.focus());
        }
      })();
    },
    give: dialog,
  };
}
