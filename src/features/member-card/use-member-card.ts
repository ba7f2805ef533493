import { useCallback, useEffect, useState } from 'react';
import type { CardSecret } from '../../api/member-card';
import { fetchCardSecret, forgetCardUnlessOwnedBy, readSavedCard, readSavedSecret, saveCard, saveSecret } from '../../lib/card-device';
import { ApiError } from '../../lib/http';
import { answered } from '../../lib/outcome';
import { fetchCard } from './api';
import { savedStateOf, secretFits, stateOf, type CardState } from './card-state';

const orNothing = <T>(read: () => Promise<T>) => read().catch(() => undefined);

/** The session's user: their id, null without a session, undefined while it cannot be read (no network at the arena). */
export type SessionUserId = number | null | undefined;

/**
 * The card screen's data. What the device saved shows at once (a weak signal at the arena must
 * not hold the card back), then the server's answer replaces it and is saved, with the secret
 * when the device does not have this member's and season's yet. Without the server, the saved
 * card stays; with nothing saved, the state says whether the network or the server is missing.
 * What the device kept for another user is erased first, and a session that ends (401) erases
 * the card and leaves the screen. `impersonating`: an employee acting as the member gets the
 * card without a code.
 */
export function useMemberCard(impersonating: boolean, userId: SessionUserId) {
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const show = (next: CardState) => !cancelled && setState(next);
    show({ status: 'loading' });
    void (async () => {
      if (userId !== undefined) await orNothing(() => forgetCardUnlessOwnedBy(userId));
      if (userId === null) return show({ status: 'signed-out' });
      const [savedCard, savedSecret] = await Promise.all([orNothing(readSavedCard), orNothing(readSavedSecret)]);
      const saved = savedStateOf(savedCard, savedSecret?.value, impersonating);
      if (saved) show(saved);
      try {
        const answer = await fetchCard();
        if (userId !== undefined) void orNothing(() => saveCard(answer, userId));
        let secret: CardSecret | undefined = savedSecret?.value;
        if (answer.card && !impersonating && userId !== undefined && !secretFits(secret, answer.card)) secret = await freshSecret(userId);
        show(stateOf(answer, secret, { impersonating, savedAt: null }));
      } catch (error) {
        if (answered(error, 401)) {
          await orNothing(() => forgetCardUnlessOwnedBy(null));
          show({ status: 'signed-out' });
        } else if (!saved) show({ status: navigator.onLine ? 'error' : 'offline-empty' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [impersonating, userId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /** A renewed secret (a new phone) replaces the one shown. */
  const showSecret = useCallback(
    (secret: CardSecret) => setState((current) => (current.status === 'card' ? stateOf({ card: current.card, unavailable: null }, secret, { impersonating, savedAt: current.savedAt }) : current)),
    [impersonating],
  );
  return { state, retry, showSecret };
}

/** The secret from the server, saved; undefined when it is refused (e.g. `impersonating`) or unreachable. */
async function freshSecret(userId: number): Promise<CardSecret | undefined> {
  try {
    const secret = await fetchCardSecret();
    void orNothing(() => saveSecret(secret, userId));
    return secret;
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
