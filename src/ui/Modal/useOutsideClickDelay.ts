import { useEffect, useRef } from 'react';

/** Click-outside listening starts this long after the modal is shown (spec §9). */
export const OUTSIDE_CLICK_DELAY_MS = 500;

/**
 * Returns a handler for Radix's onPointerDownOutside: it keeps the modal open unless
 * click-outside is enabled and the modal has been visible for the delay.
 */
export function useOutsideClickGuard(open: boolean, enabled: boolean, delayMs = OUTSIDE_CLICK_DELAY_MS) {
  const shownAt = useRef(0);
  useEffect(() => {
    if (open) shownAt.current = performance.now();
  }, [open]);
  return (event: Event) => {
    if (!enabled || performance.now() - shownAt.current < delayMs) event.preventDefault();
  };
}
