import { useCallback, useEffect, useState } from 'react';
import type { CardSecret } from '../../api/member-card';
import { fetchCardSecret, readSavedCard, readSavedSecret, saveCard, saveSecret } from '../../lib/card-device';
import { ApiError } from '../../lib/http';
import { fetchCard } from './api';
import { savedStateOf, secretFits, stateOf, type CardState } from './card-state';

const orNothing = <T>(read: () => Promise<T>) => read().catch(() => undefined);

/**
 * The card screen's data. What the device saved shows at once (a weak signal at the arena must
 * not hold the card back), then the server's answer replaces it and is saved, with the secret
 * when the device does not have this member's and season's yet. Without the server, the saved
 * card stays; with nothing saved, the state says whether the network or the server is missing.
 * `impersonating`: an employee acting as the member gets the card without a code.
 */
export function useMemberCard(impersonating: boolean) {
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const show = (next: CardState) => !cancelled && setState(next);
    void (async () => {
      const [savedCard, savedSecret] = await Promise.all([orNothing(readSavedCard), orNothing(readSavedSecret)]);
      const saved = savedStateOf(savedCard, savedSecret?.value, impersonating);
      if (saved) show(saved);
      try {
        const answer = await fetchCard();
        void orNothing(() => saveCard(answer));
        let secret: CardSecret | undefined = savedSecret?.value;
        if (answer.card && !impersonating && !secretFits(secret, answer.card)) secret = await freshSecret();
        show(stateOf(answer, secret, { impersonating, savedAt: null }));
      } catch {
        if (!saved) show({ status: navigator.onLine ? 'error' : 'offline-empty' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [impersonating, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

/** The secret from the server, saved; undefined when it is refused (e.g. `impersonating`) or unreachable. */
async function freshSecret(): Promise<CardSecret | undefined> {
  try {
    const secret = await fetchCardSecret();
    void orNothing(() => saveSecret(secret));
    return secret;
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
