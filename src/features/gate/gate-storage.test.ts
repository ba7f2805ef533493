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

  it("reads a game kept before the gate admitted tickets, with no tickets' entries, and keeps its members' entries", async () => {
    const entry = { partnerNumber: 1001, at: '2025-10-05T15:00:00.000Z', deviceId: 'gate-north-0001' };
    const ledger = { entries: [entry], pending: [entry], cursor: 3, duplicates: [], refused: [], syncedAt: null };
    const key = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' };
    await set('gate:game', { gameId: 2, signed: { payload: '{}', signature: 's' }, key, downloadedAt: entry.at, ledger }, offlineStore('gate'));
    expect((await readStoredGame())?.ledger).toEqual({ ...ledger, ticketEntries: [], ticketPending: [], ticketDuplicates: [], ticketRefused: [] });
  });

  it('replaces a device id that is garbage with a new one, kept from then on', async () => {
    await set('gate:device-id', { id: 7 }, offlineStore('gate'));
    const id = await gateDeviceId();
    expect(id).toMatch(/^gate-[0-9a-f-]{36}$/);
    expect(await gateDeviceId()).toBe(id);
  });
});
