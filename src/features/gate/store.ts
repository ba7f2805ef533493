import { create } from 'zustand';
import { gateKeyFingerprint, type Game, type GateDownloadPayload } from '../../api/gate';
import { ApiError } from '../../lib/http';
import { fetchGateDownload, fetchGateGames, fetchGateKey, syncGateEntries } from './api';
import { keepPhotos, keptPhotoUrl, photoHashesOf, photoProgressOf, type PhotoProgress } from './gate-photos';
import { gateDeviceId, pinKeyFingerprint, readStoredGame, writeStoredGame, type StoredGateGame } from './gate-storage';
import { downloadAvailability, gamesOfTheDay, type DownloadAvailability } from './games';
import { trustedKeyFingerprint } from './key-trust';
import { applySyncAnswer, hasPending, ledgerOf, recordEntry, recordTicketEntry, syncBodyOf } from './ledger';
import { GateDownloadRefused, openSignedDownload, requireTrustedKey } from './signed-download';
import { verifyScan, type GateVerdict } from './verify';

/**
 * Why there is no usable download: none yet, refused (bad signature, a key that is not the
 * club's, day over), the game not open for download yet (server: game-not-open), or the call failed.
 */
export type DownloadProblem = 'SIGNATURE' | 'KEY' | 'EXPIRED' | 'NOT_OPEN' | 'FAILED' | null;

export interface GateState {
  loaded: boolean;
  deviceId: string | null;
  games: Game[] | null;
  gamesFailed: boolean;
  /** The game the employee chose among the day's games; none chosen means the day's first. */
  chosenGameId: number | null;
  stored: StoredGateGame | null;
  /** The stored download's payload once its signature and day were checked. */
  download: GateDownloadPayload | null;
  downloading: boolean;
  downloadProblem: DownloadProblem;
  /** The download's photos on this device: counted while they are fetched, then which are missing. */
  photos: PhotoProgress | null;
  syncing: boolean;
  /** The last sync did not reach the server (offline, or the server failed). */
  syncFailed: boolean;
  /** The last scan's verdict, with a counter so the same verdict twice is announced twice, and the member's kept photo. */
  verdict: { result: GateVerdict; scan: number; photo: string | null } | null;

  load: () => Promise<void>;
  chooseGame: (gameId: number) => void;
  downloadGame: (gameId: number) => Promise<void>;
  /** Tries again the photos of the download still missing on the device. */
  retryPhotos: () => Promise<void>;
  scan: (text: string) => Promise<GateVerdict | null>;
  sync: () => Promise<void>;
  clearVerdict: () => void;
  reset: () => void;
}

const initialState = {
  loaded: false,
  deviceId: null,
  games: null,
  gamesFailed: false,
  chosenGameId: null,
  stored: null,
  download: null,
  downloading: false,
  downloadProblem: null,
  photos: null,
  syncing: false,
  syncFailed: false,
  verdict: null,
} satisfies Partial<GateState>;

/**
 * An admission is sent at once unless a sync started less than this long ago (the 10 s round
 * sends it then): a busy lane makes at most 12 calls a minute, within the server's per-account
 * limit for ten gates sharing an employee account.
 */
export const SYNC_AFTER_SCAN_GAP_MS = 5_000;

function problemOf(error: unknown): DownloadProblem {
  if (error instanceof GateDownloadRefused) return error.reason;
  return error instanceof ApiError && error.code === 'game-not-open' ? 'NOT_OPEN' : 'FAILED';
}

/** The stored download, checked: its key is the trusted one (none trusted means the pin is gone: refused), its signature holds, its day is on. */
async function openStored(stored: StoredGateGame): Promise<GateDownloadPayload> {
  const trusted = await trustedKeyFingerprint();
  if (trusted === null) throw new GateDownloadRefused('KEY');
  await requireTrustedKey(stored.key, trusted);
  return openSignedDownload(stored.signed, stored.key, Date.now());
}

/** The gate's state: the stored download and entries (IndexedDB), the scans, and the syncs. */
export const useGateStore = create<GateState>()((setState, getState) => {
  let lastSyncStartedAt = Number.NEGATIVE_INFINITY;
  async function save(stored: StoredGateGame) {
    setState({ stored });
    await writeStoredGame(stored);
  }

  return {
    ...initialState,

    async load() {
      // What a previous session left in memory may have been wiped from the device by a logout.
      setState(initialState);
      lastSyncStartedAt = Number.NEGATIVE_INFINITY;
      const [deviceId, stored] = await Promise.all([gateDeviceId(), readStoredGame().catch(() => undefined)]);
      setState({ deviceId, stored: stored ?? null });
      if (stored) {
        try {
          const download = await openStored(stored);
          setState({ download, photos: await photoProgressOf(photoHashesOf(download)) });
        } catch (error) {
          setState({ downloadProblem: problemOf(error) });
        }
      }
      setState({ loaded: true });
      try {
        setState({ games: await fetchGateGames(), gamesFailed: false });
      } catch {
        return setState({ gamesFailed: true });
      }
      // Online: the stored key must also be the server's, whatever the device holds.
      if (!getState().download || !stored) return;
      const serverKey = await fetchGateKey().catch(() => null);
      if (serverKey && (await gateKeyFingerprint(serverKey)) !== (await gateKeyFingerprint(stored.key))) setState({ download: null, downloadProblem: 'KEY' });
    },

    chooseGame: (gameId) => setState({ chosenGameId: gameId }),

    async downloadGame(gameId) {
      const { deviceId } = getState();
      if (getState().downloading || !deviceId) return;
      // Never drop entries not yet sent: they go first, and a download waits until they are sent.
      const unsent = () => {
        const { stored } = getState();
        return stored ? hasPending(stored.ledger) : false;
      };
      if (unsent()) await getState().sync();
      if (unsent()) return setState({ downloadProblem: 'FAILED' });
      setState({ downloading: true, downloadProblem: null });
      try {
        const [signed, key] = await Promise.all([fetchGateDownload(gameId, deviceId), fetchGateKey()]);
        const trusted = await trustedKeyFingerprint();
        if (trusted !== null) await requireTrustedKey(key, trusted);
        const download = await openSignedDownload(signed, key, Date.now());
        // Built without a fingerprint: the first key seen online is the club's from now on.
        if (trusted === null) await pinKeyFingerprint(await gateKeyFingerprint(key));
        // Complete only with every photo on the device (the gate may have no network at the doors);
        // a download cut off meanwhile is made again, and fetches only the photos still missing.
        const photos = await keepPhotos(photoHashesOf(download), { onProgress: (progress) => setState({ photos: progress }) });
        await save({ gameId, signed, key, downloadedAt: new Date().toISOString(), ledger: ledgerOf(download) });
        setState({ download, photos, verdict: null, syncFailed: false });
      } catch (error) {
        setState({ downloadProblem: problemOf(error) });
      } finally {
        setState({ downloading: false });
      }
    },

    async retryPhotos() {
      const { download, downloading } = getState();
      if (!download || downloading) return;
      setState({ downloading: true });
      try {
        setState({ photos: await keepPhotos(photoHashesOf(download), { onProgress: (progress) => setState({ photos: progress }) }) });
      } finally {
        setState({ downloading: false });
      }
    },

    async scan(text) {
      const { download, stored, deviceId, verdict } = getState();
      if (!download || !stored || !deviceId) return null;
      const { entries, ticketEntries } = stored.ledger;
      const result = verifyScan(text, { download, entries, ticketEntries, deviceId, now: Date.now() });
      const hash = 'member' in result ? result.member.photoSha256 : null;
      const photo = hash ? await keptPhotoUrl(hash) : null;
      setState({ verdict: { result, scan: (verdict?.scan ?? 0) + 1, photo } });
      if (result.kind === 'ACCEPTED' || result.kind === 'TICKET_ACCEPTED') {
        const ledger = result.kind === 'ACCEPTED' ? recordEntry(stored.ledger, result.entry) : recordTicketEntry(stored.ledger, result.entry);
        await save({ ...stored, ledger });
        if (navigator.onLine && Date.now() - lastSyncStartedAt >= SYNC_AFTER_SCAN_GAP_MS) void getState().sync();
      }
      return result;
    },

    async sync() {
      const { stored, deviceId, syncing } = getState();
      if (!stored || !deviceId || syncing) return;
      lastSyncStartedAt = Date.now();
      setState({ syncing: true });
      try {
        // Sends in batches until nothing is pending (a gate offline for a whole game has many).
        for (;;) {
          const current = getState().stored ?? stored;
          const body = syncBodyOf(current.ledger, deviceId);
          const answer = await syncGateEntries(current.gameId, body);
          const latest = getState().stored ?? current;
          await save({ ...latest, ledger: applySyncAnswer(latest.ledger, body, answer, Date.now()) });
          const stillPending = getState().stored?.ledger;
          if (body.entries.length + body.ticketEntries.length === 0 || (stillPending && !hasPending(stillPending))) break;
        }
        setState({ syncFailed: false });
      } catch {
        // Offline or refused: the entries stay pending for the next try (a 401 also ends the session).
        setState({ syncFailed: true });
      } finally {
        setState({ syncing: false });
      }
    },

    clearVerdict: () => setState({ verdict: null }),
    reset: () => setState(initialState),
  };
});

/** The games of the day the gate works on (one, or the day's two). */
export const selectGamesOfTheDay = (state: GateState): Game[] => (state.games ? gamesOfTheDay(state.games, Date.now()) : []);

/** The game the gate offers to download now: the chosen one of the day's games, else the day's first. */
export function selectGameOfTheDay(state: GateState): Game | null {
  const games = selectGamesOfTheDay(state);
  return games.find(({ id }) => id === state.chosenGameId) ?? games[0] ?? null;
}

/** Whether that game can be downloaded now. */
export function selectDownloadAvailability(state: GateState): DownloadAvailability | null {
  const game = selectGameOfTheDay(state);
  return game ? downloadAvailability(game, Date.now()) : null;
}
