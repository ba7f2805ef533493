import { clear, createStore, type UseStore } from 'idb-keyval';

/**
 * The data kept on the device for use without a network (beyond §7): the member's card and its
 * secret, a game's tickets once opened, the gate's downloads and entries, and a guest's pass. Each
 * part has its own IndexedDB database, named here so a logout can empty every session's one
 * (offline-wipe.ts), loaded or not.
 */
export const OFFLINE_STORE_NAMES = ['card', 'ticket', 'gate'] as const;
/**
 * A guest's pass belongs to the browser that opened its link first, not to a session: a logout
 * leaves it, so a member signing out on the guest's phone does not take the pass away.
 */
type BrowserStoreName = 'guest';
export type OfflineStoreName = (typeof OFFLINE_STORE_NAMES)[number] | BrowserStoreName;

const stores = new Map<OfflineStoreName, UseStore>();

/** The idb-keyval store of one part, opened on first use. */
export function offlineStore(name: OfflineStoreName): UseStore {
  let store = stores.get(name);
  if (!store) {
    store = createStore(`club-offline-${name}`, 'data');
    stores.set(name, store);
  }
  return store;
}

/** Empties every part's store (the databases stay, empty: deleting them waits on open connections). */
export async function clearOfflineStores(): Promise<void> {
  await Promise.all(OFFLINE_STORE_NAMES.map((name) => clear(offlineStore(name))));
}
