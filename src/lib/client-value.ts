import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser can know (a cookie, local storage), read on every render. While a
 * prerendered page hydrates it is `duringHydration`, the value the page was rendered with, so the
 * markup matches; React reads the real one right after.
 */
export function useClientValue<T>(read: () => T, duringHydration: T): T {
  return useSyncExternalStore(noSubscription, read, () => duringHydration);
}
