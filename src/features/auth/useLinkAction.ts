import { useEffect, useRef, useState } from 'react';
import type { AuthOutcome } from './errors';

/**
 * Runs a mailed link's one-time call once when its page opens (a hash is used up: React's
 * development double effects must not send it twice) and keeps its state. Without an action (the
 * link lacks a part) it has failed from the start, with no message: the page says the link is invalid.
 */
export function useLinkAction<T>(action: (() => Promise<T>) | null, outcomeOf: (error: unknown) => AuthOutcome) {
  const [state, setState] = useState<{ status: 'working' | 'done' | 'failed'; value?: T; message?: string }>(() =>
    action ? { status: 'working' } : { status: 'failed' },
  );
  const started = useRef(false);
  useEffect(() => {
    if (!action || started.current) return;
    started.current = true;
    action().then(
      (value) => setState({ status: 'done', value }),
      (error: unknown) => setState({ status: 'failed', message: outcomeOf(error).message }),
    );
  }, [action, outcomeOf]);
  return state;
}
