import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCodeAt, clubDay, deriveDayKey, formatCardQr } from '../../api/card-code';
import type { GateKey, GateSyncBody } from '../../api/gate';
import { pendingGateEntries } from '../../lib/offline-pending';
import { clearOfflineStores } from '../../lib/offline-store';
import { SYNC_AFTER_SCAN_GAP_MS, useGateStore } from './store';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));

const server = vi.hoisted(() => ({
  download: null as null | { payload: string; signature: string },
  key: null as null | GateKey,
  online: true,
  syncs: [] as GateSyncBody[],
}));
vi.mock('./api', () => ({
  fetchGateGames: async () => [],
  fetchGateKey: async () => server.key,
  fetchGateDownload: async () => server.download,
  syncGateEntries: async (_gameId: number, body: GateSyncBody) => {
    if (!server.online) throw new Error('offline');
    server.syncs.push(body);
    return { entries: body.entries, cursor: body.since + body.entries.length, duplicates: [] };
  },
}));

const NOW = Date.parse('2025-10-05T17:00:00+02:00');
const SECRET = '0123456789abcdef0123456789abcdef01234567';
const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function serveDownload() {
  const dayKey = await deriveDayKey(SECRET, '25/26', 1001, clubDay(NOW));
  const payload = JSON.stringify({
    game: { id: 2, season: '25/26', startsAt: '2025-10-05T16:00:00Z', day: '2025-10-05', competition: 'MENS_LEAGUE', opponent: 'Rival' },
    season: '25/26',
    issuedAt: '2025-10-05T14:00:00Z',
    expiresAt: '2025-10-05T22:00:00Z',
    members: [
      { partnerNumber: 1001, name: 'Ana', lastname: 'Pérez', photo: null, seat: { sector: 'Tribuna', area: '101', row: 3, number: 7 }, dayKey },
      ...(await Promise.all(
        [1002, 1003].map(async (partnerNumber) => ({
          partnerNumber,
          name: 'Otro',
          lastname: 'Socio',
          photo: null,
          seat: { sector: 'Tribuna', area: '101', row: 3, number: partnerNumber - 990 },
          dayKey: await deriveDayKey(SECRET, '25/26', partnerNumber, clubDay(NOW)),
        })),
      )),
    ],
    entries: [],
    cursor: 0,
  });
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  server.key = { kty, crv, x, y } as GateKey;
  server.download = { payload, signature: base64url(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(payload))) };
  return dayKey;
}

describe("the gate's entries through a network cut", () => {
  beforeEach(async () => {
    await clearOfflineStores();
    Object.assign(server, { online: true, syncs: [] });
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });

  it('keeps an admission made offline on the device, across a reload, until a sync sends it', async () => {
    const dayKey = await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    server.online = false;
    const scan = formatCardQr({ season: '25/26', partnerNumber: 1001, code: cardCodeAt(dayKey, NOW) });
    expect(await useGateStore.getState().scan(scan)).toMatchObject({ kind: 'ACCEPTED' });
    await useGateStore.getState().sync();
    expect(useGateStore.getState().syncFailed).toBe(true);
    expect(await pendingGateEntries()).toBe(1);

    await useGateStore.getState().load(); // the page opened again, still offline
    expect(await useGateStore.getState().scan(scan)).toMatchObject({ kind: 'ALREADY_INSIDE', here: true });
    server.online = true;
    await useGateStore.getState().sync();
    expect(server.syncs.at(-1)?.entries).toEqual([expect.objectContaining({ partnerNumber: 1001 })]);
    expect(useGateStore.getState().stored?.ledger.pending).toEqual([]);
    expect(await pendingGateEntries()).toBe(0);
  });

  it('does not replace a download while entries are still waiting to be sent', async () => {
    const dayKey = await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    server.online = false;
    await useGateStore.getState().scan(formatCardQr({ season: '25/26', partnerNumber: 1001, code: cardCodeAt(dayKey, NOW) }));
    await useGateStore.getState().downloadGame(2);
    expect(useGateStore.getState().downloadProblem).toBe('FAILED');
    expect(useGateStore.getState().stored?.ledger.pending).toHaveLength(1);
  });

  it('sends an admission at once, unless a sync started under 5 s ago (the 10 s round sends it then)', async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    const scanOf = async (partnerNumber: number, at: number) =>
      useGateStore.getState().scan(formatCardQr({ season: '25/26', partnerNumber, code: cardCodeAt(await deriveDayKey(SECRET, '25/26', partnerNumber, clubDay(at)), at) }));
    const synced = () => vi.waitFor(() => expect(useGateStore.getState().syncing).toBe(false));

    expect(await scanOf(1001, NOW)).toMatchObject({ kind: 'ACCEPTED' });
    await synced();
    expect(server.syncs).toHaveLength(1);
    expect(await scanOf(1002, NOW + 1_000)).toMatchObject({ kind: 'ACCEPTED' });
    await synced();
    expect(server.syncs).toHaveLength(1);
    vi.setSystemTime(NOW + SYNC_AFTER_SCAN_GAP_MS);
    expect(await scanOf(1003, NOW + SYNC_AFTER_SCAN_GAP_MS)).toMatchObject({ kind: 'ACCEPTED' });
    await synced();
    expect(server.syncs.map((body) => body.entries.map((entry) => entry.partnerNumber))).toEqual([[1001], [1002, 1003]]);
  });
});
