import { forgetKeptCardOwner } from './kept-card-owner';
import { clearOfflineStores } from './offline-store';

/**
 * Logout's one call to forget what the device keeps for offline use: the card, its secret and
 * the gate's data (every store of offline-store.ts). The service worker's caches hold only the
 * app's code and translations, nobody's data, so they stay: the next member on this phone gets
 * the offline card without downloading the app again. Never throws: the logout goes on.
 */
export async function wipeOfflineData(): Promise<void> {
  try {
    await clearOfflineStores();
    forgetKeptCardOwner();
  } catch {
    // A browser without IndexedDB (or with it blocked) kept nothing.
  }
}
