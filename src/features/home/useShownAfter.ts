import { useEffect, useState } from 'react';

/**
 * Whether something waited for has waited `delayMs` already: the home's placeholders show only then,
 * so an answer that comes at once replaces nothing and moves nothing on the screen. Once shown, a
 * later wait (a retry the member asked for) shows them at once.
 */
export function useShownAfter(waiting: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [waiting, delayMs]);
  return waiting && shown;
}
