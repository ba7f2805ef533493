import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCodeAt, clubDay, deriveDayKey, formatCardQr } from '../../api/card-code';
import { gateKeyFingerprint, type GateKey, type GateRefusal, type GateSyncBody, type GateTicketEntry } from '../../api/gate';
import { deriveTicketDayKey, formatTicketQr } from '../../api/ticket-code';
import { ApiError } from '../../lib/http';
import { pendingGateEntries } from '../../lib/offline-pending';
import { clearOfflineStores, offlineStore } from '../../lib/offline-store';
import { sha256Hex } from './gate-photos';
import { readStoredGame, writeStoredGame } from './gate-storage';
import { selectGameOfTheDay, SYNC_AFTER_SCAN_GAP_MS, useGateStore } from './store';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));

const server = vi.hoisted(() => ({
  download: null as null | { payload: string; signature: string },
  key: null as null | GateKey,
  online: true,
  syncs: [] as GateSyncBody[],
  downloads: [] as string[],
  /** Partners whose entries the server refuses, with the reason. */
  refuse: new Map<number, GateRefusal['reason']>(),
  downloadError: null as null | Error,
  /** VITE_GATE_KEY_FINGERPRINT of the build under test. */
  buildFingerprint: null as null | string,
  /** The photos the server answers, by the hash asked for; a hash it lacks answers 404. */
  photos: new Map<string, Uint8Array<ArrayBuffer>>(),
  photoFetches: [] as string[],
  /** Ticket entries another gate recorded, answered by the next sync. */
  otherGateTicketEntries: [] as GateTicketEntry[],
}));
vi.mock('./api', () => ({
  fetchGateGames: async () => [],
  fetchGateKey: async () => server.key,
  fetchGateDownload: async (_gameId: number, deviceId: string) => {
    if (server.downloadError) throw server.downloadError;
    server.downloads.push(deviceId);
    return server.download;
  },
  fetchGatePhoto: async (sha256: string) => {
    server.photoFetches.push(sha256);
    const bytes = server.photos.get(sha256);
    if (!bytes) throw new ApiError('http', `gate/photos/${sha256}`, 404, 'photo-not-found');
    return bytes.slice().buffer;
  },
  syncGateEntries: async (_gameId: number, body: GateSyncBody) => {
    if (!server.online) throw new Error('offline');
    server.syncs.push(body);
    const refused = body.entries.flatMap((entry) => (server.refuse.has(entry.partnerNumber) ? [{ entry, reason: server.refuse.get(entry.partnerNumber)! }] : []));
    const recorded = body.entries.filter((entry) => !server.refuse.has(entry.partnerNumber));
    const ticketEntries = [...body.ticketEntries, ...server.otherGateTicketEntries.splice(0)];
    const cursor = body.since + recorded.length + ticketEntries.length;
    return { entries: recorded, cursor, duplicates: [], refused, ticketEntries, ticketDuplicates: [], ticketRefused: [] };
  },
}));
vi.mock('../../lib/config', async (original) => {
  const actual = await original<typeof import('../../lib/config')>();
  return {
    ...actual,
    environment: {
      ...actual.environment,
      get gateKeyFingerprint() {
        return server.buildFingerprint;
      },
    },
  };
});

const NOW = Date.parse('2025-10-05T17:00:00+02:00');
/** The one ticket of the download. */
const TICKET = 77;
const SECRET = '0123456789abcdef0123456789abcdef01234567';
const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Two members' photos: 1002's on the server, 1003's named by the download but missing there (404). */
const PHOTO_1002 = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PHOTO_1003 = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
const HASH_1002 = await sha256Hex(PHOTO_1002.buffer);
const HASH_1003 = await sha256Hex(PHOTO_1003.buffer);
const photoOf = (partnerNumber: number) => ({ 1002: HASH_1002, 1003: HASH_1003 })[partnerNumber] ?? null;

/** The server's download for the game, signed with a new key (the server's, or a forger's). */
async function serveDownload() {
  const dayKey = await deriveDayKey(SECRET, '25/26', 1001, clubDay(NOW));
  const payload = JSON.stringify({
    game: { id: 2, season: '25/26', startsAt: '2025-10-05T16:00:00Z', day: '2025-10-05', competition: 'MENS_LEAGUE', opponent: 'Rival' },
    season: '25/26',
    issuedAt: '2025-10-05T14:00:00Z',
    expiresAt: '2025-10-05T22:00:00Z',
    members: [
      { partnerNumber: 1001, name: 'Ana', lastname: 'Pérez', photoSha256: null, seat: { sector: 'Tribuna', area: '101', row: 3, number: 7 }, dayKey },
      ...(await Promise.all(
        [1002, 1003].map(async (partnerNumber) => ({
          partnerNumber,
          name: 'Otro',
          lastname: 'Socio',
          photoSha256: photoOf(partnerNumber),
          seat: { sector: 'Tribuna', area: '101', row: 3, number: partnerNumber - 990 },
          dayKey: await deriveDayKey(SECRET, '25/26', partnerNumber, clubDay(NOW)),
        })),
      )),
    ],
    tickets: [{ ticketId: TICKET, holderName: 'Marta Ruiz', seat: { sector: 'Fondo', area: '204', row: 2, number: 9 }, dayKey: await deriveTicketDayKey(SECRET, TICKET, clubDay(NOW)) }],
    entries: [],
    ticketEntries: [],
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
    Object.assign(server, { online: true, syncs: [], downloads: [], refuse: new Map(), downloadError: null, buildFingerprint: null });
    Object.assign(server, { photos: new Map([[HASH_1002, PHOTO_1002]]), photoFetches: [], otherGateTicketEntries: [] });
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

  it('admits a ticket once offline, keeps it across a reload until a sync sends it, and refuses it again', async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    server.online = false;
    const scan = formatTicketQr({ ticketId: TICKET, code: cardCodeAt(await deriveTicketDayKey(SECRET, TICKET, clubDay(NOW)), NOW) });
    expect(await useGateStore.getState().scan(scan)).toMatchObject({ kind: 'TICKET_ACCEPTED', ticket: { holderName: 'Marta Ruiz' } });
    expect(await pendingGateEntries()).toBe(1);

    await useGateStore.getState().load(); // the page opened again, still offline
    expect(await useGateStore.getState().scan(scan)).toMatchObject({ kind: 'TICKET_USED', here: true });
    server.online = true;
    await useGateStore.getState().sync();
    expect(server.syncs.at(-1)).toMatchObject({ entries: [], ticketEntries: [expect.objectContaining({ ticketId: TICKET })] });
    expect(useGateStore.getState().stored?.ledger.ticketPending).toEqual([]);
    expect(await pendingGateEntries()).toBe(0);
  });

  it("refuses a ticket another gate admitted once a sync brought that gate's entry", async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    server.otherGateTicketEntries = [{ ticketId: TICKET, at: '2025-10-05T14:55:00.000Z', deviceId: 'gate-south-0002' }];
    await useGateStore.getState().sync();
    const scan = formatTicketQr({ ticketId: TICKET, code: cardCodeAt(await deriveTicketDayKey(SECRET, TICKET, clubDay(NOW)), NOW) });
    expect(await useGateStore.getState().scan(scan)).toMatchObject({ kind: 'TICKET_USED', here: false, earlier: { deviceId: 'gate-south-0002' } });
    expect(useGateStore.getState().stored?.ledger.ticketPending).toEqual([]);
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

  it('drops the entries the server refuses from the outbox and shows them, and goes on syncing the others', async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    server.online = false;
    const scanOf = async (partnerNumber: number) =>
      useGateStore.getState().scan(formatCardQr({ season: '25/26', partnerNumber, code: cardCodeAt(await deriveDayKey(SECRET, '25/26', partnerNumber, clubDay(NOW)), NOW) }));
    expect(await scanOf(1001)).toMatchObject({ kind: 'ACCEPTED' });
    expect(await scanOf(1002)).toMatchObject({ kind: 'ACCEPTED' });
    // The club blocked 1002's card after the download.
    server.refuse.set(1002, 'BLOCKED');
    server.online = true;
    await useGateStore.getState().sync();
    const { ledger } = useGateStore.getState().stored!;
    expect(ledger.pending).toEqual([]);
    expect(ledger.refused).toEqual([{ entry: expect.objectContaining({ partnerNumber: 1002 }), reason: 'BLOCKED' }]);
    expect(useGateStore.getState().syncFailed).toBe(false);
    expect(await pendingGateEntries()).toBe(0);
    // The next admission goes alone: the refused one is not sent again.
    expect(await scanOf(1003)).toMatchObject({ kind: 'ACCEPTED' });
    await vi.waitFor(() => expect(useGateStore.getState().syncing).toBe(false));
    await useGateStore.getState().sync();
    expect(server.syncs.map((body) => body.entries.map((entry) => entry.partnerNumber)).filter((sent) => sent.length > 0)).toEqual([[1001, 1002], [1003]]);
  });

  it('sends its device id with the download, and says when the game cannot be downloaded yet', async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    expect(server.downloads).toEqual([useGateStore.getState().deviceId]);
    expect(useGateStore.getState().deviceId).toMatch(/^gate-[0-9a-f-]{36}$/);
    server.downloadError = new ApiError('http', 'gate/games/2/download', 409, 'game-not-open');
    await useGateStore.getState().downloadGame(2);
    expect(useGateStore.getState().downloadProblem).toBe('NOT_OPEN');
  });

  it("pins the first download's key when built without a fingerprint, and refuses another key after", async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    expect(useGateStore.getState().download).not.toBeNull();
    // Another key now (a forged server, a swapped answer): refused, the kept download stays.
    await serveDownload();
    await useGateStore.getState().downloadGame(2);
    expect(useGateStore.getState().downloadProblem).toBe('KEY');
    expect(useGateStore.getState().download?.game.id).toBe(2);
  });

  it('refuses, at reopening, a download and its key both changed on the device', async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    const stored = (await readStoredGame())!;
    // The forger signs a download of their own with their own key, and stores both.
    await serveDownload();
    await writeStoredGame({ ...stored, signed: server.download!, key: server.key! });
    server.online = false;
    await useGateStore.getState().load();
    expect(useGateStore.getState()).toMatchObject({ download: null, downloadProblem: 'KEY' });
  });

  it("refuses a key other than the one the app was built with, even at the device's first download", async () => {
    await serveDownload();
    server.buildFingerprint = await gateKeyFingerprint({ kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' });
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    expect(useGateStore.getState()).toMatchObject({ download: null, downloadProblem: 'KEY' });
    server.buildFingerprint = await gateKeyFingerprint(server.key!);
    await useGateStore.getState().downloadGame(2);
    expect(useGateStore.getState()).toMatchObject({ downloadProblem: null, download: { game: { id: 2 } } });
  });

  it('is complete only with every photo kept, reports the one that failed, fetches only what is missing again, and shows no altered photo', async () => {
    await serveDownload();
    await useGateStore.getState().load();
    await useGateStore.getState().downloadGame(2);
    // 1003's photo is missing on the server: the download is usable, and says so.
    expect(useGateStore.getState()).toMatchObject({ download: { game: { id: 2 } }, photos: { total: 2, kept: 1, failed: [HASH_1003] } });
    const scanOf = async (partnerNumber: number) =>
      useGateStore.getState().scan(formatCardQr({ season: '25/26', partnerNumber, code: cardCodeAt(await deriveDayKey(SECRET, '25/26', partnerNumber, clubDay(NOW)), NOW) }));
    await scanOf(1002);
    expect(useGateStore.getState().verdict?.photo).toBe(`data:image/jpeg;base64,${btoa(String.fromCharCode(...PHOTO_1002))}`);
    await scanOf(1003);
    expect(useGateStore.getState().verdict).toMatchObject({ result: { kind: 'ACCEPTED' }, photo: null });

    // The server has it now: a retry fetches only that one, and a reopening finds every photo kept.
    server.photos.set(HASH_1003, PHOTO_1003);
    server.photoFetches = [];
    await useGateStore.getState().retryPhotos();
    expect(server.photoFetches).toEqual([HASH_1003]);
    await useGateStore.getState().load();
    expect(useGateStore.getState().photos).toEqual({ total: 2, kept: 2, failed: [] });
    await vi.waitFor(() => expect(useGateStore.getState().syncing).toBe(false));
    await useGateStore.getState().sync();
    await useGateStore.getState().downloadGame(2);
    expect(server.photoFetches).toEqual([HASH_1003]);

    // 1002's photo replaced on the device: no longer its hash, so not shown.
    await set(`gate:photo:${HASH_1002}`, PHOTO_1003.slice().buffer, offlineStore('gate'));
    await scanOf(1002);
    expect(useGateStore.getState().verdict).toMatchObject({ result: { member: { partnerNumber: 1002 } }, photo: null });
  });
});

describe("the gate's game on a day with two", () => {
  const dayGame = (id: number, startsAt: string) => ({ id, season: '25/26', startsAt, day: clubDay(Date.parse(startsAt)), competition: 'MENS_LEAGUE' as const, opponent: `Rival ${id}` });

  it("is the day's first until the employee chooses the other; a choice from another day is ignored", () => {
    const tomorrow = Date.now() + 86_400_000;
    const early = dayGame(7, new Date(tomorrow).toISOString());
    const late = dayGame(8, new Date(tomorrow + 60_000).toISOString());
    useGateStore.setState({ games: [late, early], chosenGameId: null });
    expect(selectGameOfTheDay(useGateStore.getState())?.id).toBe(7);
    useGateStore.getState().chooseGame(8);
    expect(selectGameOfTheDay(useGateStore.getState())?.id).toBe(8);
    useGateStore.getState().chooseGame(99);
    expect(selectGameOfTheDay(useGateStore.getState())?.id).toBe(7);
  });
});
