import { useCallback, useEffect, useState } from 'react';
import { openGuestPass } from './api';
import { forgetGuestPass, guestDeviceId, keepGuestPass, readKeptGuestPass, type KeptGuestPass } from './guest-device';
import { passState, refusedState, voidsKeptPass, type GuestPassState } from './guest-pass-state';

const NOTHING_KEPT: KeptGuestPass = { kind: 'none' };

/**
 * The guest's page's data. What the device kept shows at once (a weak signal at the arena must
 * not hold the pass back), then the server's answer replaces it and is kept. The server is asked
 * again whenever the page comes back into view with a network, so a pass taken back says so.
 */
export function useGuestPass(token: string) {
  const [state, setState] = useState<GuestPassState>({ status: 'loading' });
  const [check, setCheck] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const show = (next: GuestPassState) => !cancelled && setState(next);
    void (async () => {
      const kept = await readKeptGuestPass(token).catch(() => NOTHING_KEPT);
      // Another look leaves the pass on screen as it is until the answer comes.
      if (kept.kind === 'kept' && !cancelled) setState((current) => ('pass' in current ? current : passState(kept.pass, kept.savedAt)));
      let next: GuestPassState;
      try {
        const pass = await openGuestPass(token, guestDeviceId());
        next = passState(pass, null);
        if (!voidsKeptPass(next)) await keepGuestPass(token, pass).catch(() => undefined);
      } catch (error) {
        next = refusedState(kept, error, navigator.onLine);
      }
      if (voidsKeptPass(next)) await forgetGuestPass(token).catch(() => undefined);
      show(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [token, check]);

  const retry = useCallback(() => {
    // Another look keeps a pass on screen while it asks.
    setState((current) => ('pass' in current ? current : { status: 'loading' }));
    setCheck((count) => count + 1);
  }, []);

  useEffect(() => {
    const lookAgain = () => document.visibilityState === 'visible' && navigator.onLine && retry();
    document.addEventListener('visibilitychange', lookAgain);
    window.addEventListener('online', lookAgain);
    return () => {
      document.removeEventListener('visibilitychange', lookAgain);
      window.removeEventListener('online', lookAgain);
    };
  }, [retry]);

  return { state, retry };
}
