import { get, set } from 'idb-keyval';
import { offlineStore } from './offline-store';

/** How many entries the gate recorded and the server has not acknowledged, kept beside the gate's data. */
const PENDING_KEY = 'pending-entries';

export const writePendingGateEntries = (count: number) => set(PENDING_KEY, count, offlineStore('gate'));

/** Entries a logout would lose (the wipe erases them before they reach the server); 0 when unreadable. */
export async function pendingGateEntries(): Promise<number> {
  try {
    return (await get<number>(PENDING_KEY, offlineStore('gate'))) ?? 0;
  } catch {
    return 0;
  }
}
