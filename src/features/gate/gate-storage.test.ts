import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineStores, offlineStore } from '../../lib/offline-store';
import { gateDeviceId, readStoredGame } from './gate-storage';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));

describe("the gate's data kept on the device", () => {
  beforeEach(() => clearOfflineStores());

  it('reads a kept game that is garbage as none, so the gate asks for a download', async () => {
    await set('gate:game', { gameId: 2, signed: { payload: '{}' }, ledger: null }, offlineStore('gate'));
    expect(await readStoredGame()).toBeUndefined();
  });

  it('replaces a device id that is garbage with a new one, kept from then on', async () => {
    await set('gate:device-id', { id: 7 }, offlineStore('gate'));
    const id = await gateDeviceId();
    expect(id).toMatch(/^gate-[0-9a-f-]{36}$/);
    expect(await gateDeviceId()).toBe(id);
  });
});
