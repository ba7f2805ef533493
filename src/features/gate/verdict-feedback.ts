import { useEffect } from 'react';
import { useGateStore } from './store';
import { isAdmission } from './verify';

/** How long an answer stays up: read at a glance, gone before the next person shows their phone. */
export const VERDICT_SHOWN_MS = 6000;

/** One short buzz for in, three for refused; none for who asked the device to reduce motion. */
function vibrate(accepted: boolean) {
  if (typeof navigator.vibrate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  navigator.vibrate(accepted ? 80 : [80, 60, 80, 60, 80]);
}

/** Each new answer buzzes (where the device can) and clears itself for the next person. */
export function useVerdictFeedback() {
  const verdict = useGateStore((state) => state.verdict);
  useEffect(() => {
    if (!verdict) return;
    vibrate(isAdmission(verdict.result));
    const timer = setTimeout(() => useGateStore.getState().clearVerdict(), VERDICT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [verdict]);
}
