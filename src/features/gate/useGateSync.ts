import { useEffect, useSyncExternalStore } from 'react';
import { useGateStore } from './store';

/** How often a gate sends its entries and hears the other gates': the most two online gates lag behind each other. */
export const GATE_SYNC_INTERVAL_MS = 10_000;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Syncs every 10 s and as soon as the network returns; answers whether the browser is online. */
export function useGateSync(): boolean {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  useEffect(() => {
    if (!online) return;
    const sync = () => void useGateStore.getState().sync();
    sync();
    const timer = setInterval(sync, GATE_SYNC_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [online]);
  return online;
}
