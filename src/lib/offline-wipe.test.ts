import { get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { offlineStore } from './offline-store';
import { wipeOfflineData } from './offline-wipe';

vi.mock('idb-keyval', () => import('../test/idb-keyval-fake'));

describe('wipeOfflineData', () => {
  it("empties the card's and the gate's stores", async () => {
    await set('secret', 'abc', offlineStore('card'));
    await set('download', { game: 1 }, offlineStore('gate'));
    await wipeOfflineData();
    expect(await get('secret', offlineStore('card'))).toBeUndefined();
    expect(await get('download', offlineStore('gate'))).toBeUndefined();
  });
});
