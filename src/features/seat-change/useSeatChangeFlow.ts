import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { alert } from '../../ui';
import { expireSeatChange, useLiveSeatChange } from './api';
import type { SeatChangeOutcome } from './errors';
import { PARTNER_PROFILE_PATH, SEAT_CHANGE_PATHS } from './paths';
import { useSeatChangeClock } from './store';

/**
 * The live change every step works on, with the two ways a step ends badly (spec §4): the
 * expiry (on the server, the timer message, the profile) and a failed call's outcome.
 */
export function useSeatChangeFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = useLiveSeatChange();

  const toProfile = useCallback(
    (message: string, kind: 'error' | 'timer' | 'alert') => {
      useSeatChangeClock.getState().reset();
      navigate(PARTNER_PROFILE_PATH);
      void alert[kind](t(message));
    },
    [navigate, t],
  );

  /** §4 "Expiry": expired on the server, the state reset, the timer message, the profile. */
  const expire = useCallback(async () => {
    const session = live.data?.session ?? useSeatChangeClock.getState().session;
    if (session) await expireSeatChange(session).catch(() => undefined);
    toProfile('SEAT_CHANGE.ERRORS.EXPIRED', 'timer');
  }, [live.data?.session, toProfile]);

  /** Follows a failed call's outcome; answers whether the member stays on this screen. */
  const follow = useCallback(
    async (outcome: SeatChangeOutcome): Promise<boolean> => {
      if (outcome.sessionEnded) return true; // the re-login opens over the page
      if (outcome.expired) {
        await expire();
        return false;
      }
      if (outcome.reload) await live.mutate();
      if (outcome.goTo === 'profile') {
        toProfile(outcome.message, 'error');
        return false;
      }
      // Choosing seats again starts from the areas: the seats screen needs an area.
      if (outcome.goTo) navigate(SEAT_CHANGE_PATHS.areas);
      return outcome.goTo === undefined;
    },
    [expire, live, navigate, toProfile],
  );

  return { ...live, change: live.data, expire, follow, toProfile };
}
