import { create } from 'zustand';
import type { Game, GateDownloadPayload } from '../../api/gate';
import { fetchGateDownload, fetchGateGames, fetchGateKey, syncGateEntries } from './api';
import { gateDeviceId, readStoredGame, writeStoredGame, type StoredGateGame } from './gate-storage';
import { gameOfTheDay } from './games';
import { applySyncAnswer, ledgerOf, recordEntry, syncBodyOf } from './ledger';
import { GateDownloadRefused, openSignedDownload } from './signed-download';
import { verifyScan, type GateVerdict } from './verify';

/** Why there is no usable download: none yet, refused (bad signature, day over), or the call failed. */
export type DownloadProblem = 'SIGNATURE' | 'EXPIRED' | 'FAILED' | null;

export interface GateState {
  loaded: boolean;
  deviceId: string | null;
  games: Game[] | null;
  gamesFailed: boolean;
  stored: StoredGateGame | null;
  /** The stored download's payload once its signature and day were checked. */
  download: GateDownloadPayload | null;
  downloading: boolean;
  downloadProblem: DownloadProblem;
  syncing: boolean;
  /** The last sync did not reach the server (offline, or the server failed). */
  syncFailed: boolean;
  /** The last scan's verdict, with a counter so the same verdict twice is announced twice. */
  verdict: { result: GateVerdict; scan: number } | null;

  load: () => Promise<void>;
  downloadGame: (gameId: number) => Promise<void>;
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
  stored: null,
  download: null,
  downloading: false,
  downloadProblem: null,
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

const problemOf = (error: unknown): DownloadProblem => (error instanceof GateDownloadRefused ? error.reason : 'FAILED');

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
          setState({ download: await openSignedDownload(stored.signed, stored.key, Date.now()) });
        } catch (error) {
          setState({ downloadProblem: problemOf(error) });
        }
      }
      setState({ loaded: true });
      try {
        setState({ games: await fetchGateGames(), gamesFailed: false });
      } catch {
        setState({ gamesFailed: true });
      }
    },

    async downloadGame(gameId) {
      if (getState().downloading) return;
      // Never drop entries not yet sent: they go first, and a download waits until they are sent.
      if (getState().stored?.ledger.pending.length) await getState().sync();
      if (getState().stored?.ledger.pending.length) return setState({ downloadProblem: 'FAILED' });
      setState({ downloading: true, downloadProblem: null });
      try {
        const [signed, key] = await Promise.all([fetchGateDownload(gameId), fetchGateKey()]);
        const download = await openSignedDownload(signed, key, Date.now());
        await save({ gameId, signed, key, downloadedAt: new Date().toISOString(), ledger: ledgerOf(download) });
        setState({ download, verdict: null, syncFailed: false });
      } catch (error) {
        setState({ downloadProblem: problemOf(error) });
      } finally {
        setState({ downloading: false });
      }
    },

    async scan(text) {
      const { download, stored, deviceId, verdict } = getState();
      if (!download || !stored || !deviceId) return null;
      const result = verifyScan(text, { download, entries: stored.ledger.entries, deviceId, now: Date.now() });
      setState({ verdict: { result, scan: (verdict?.scan ?? 0) + 1 } });
      if (result.kind === 'ACCEPTED') {
        await save({ ...stored, ledger: recordEntry(stored.ledger, result.entry) });
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
          await save({ ...latest, ledger: applySyncAnswer(latest.ledger, body.entries, answer, Date.now()) });
          if (body.entries.length === 0 || getState().stored?.ledger.pending.length === 0) break;
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

/** The game the gate offers to download now. */
export const selectGameOfTheDay = (state: GateState): Game | null => (state.games ? gameOfTheDay(state.games, Date.now()) : null);
