import { get, set } from 'idb-keyval';
import type { GateKey, SignedGateDownload } from '../../api/gate';
import { writePendingGateEntries } from '../../lib/offline-pending';
import { offlineStore } from '../../lib/offline-store';
import type { GateLedger } from './ledger';

/** What a gate keeps on the device (its IndexedDB store, emptied at logout by lib/offline-wipe): the signed download with the key it was checked with, and its entries. */
export interface StoredGateGame {
  gameId: number;
  signed: SignedGateDownload;
  key: GateKey;
  downloadedAt: string;
  ledger: GateLedger;
}

const GAME_KEY = 'gate:game';
const DEVICE_KEY = 'gate:device-id';

const store = () => offlineStore('gate');

export const readStoredGame = () => get<StoredGateGame>(GAME_KEY, store());
/** Also counts the entries not sent yet, for the logout's warning (lib/offline-pending). */
export async function writeStoredGame(game: StoredGateGame): Promise<void> {
  await Promise.all([set(GAME_KEY, game, store()), writePendingGateEntries(game.ledger.pending.length)]);
}

/** The device's id in entries: stable across reloads and downloads, so a sync never counts one admission twice. */
export async function gateDeviceId(): Promise<string> {
  const stored = await get<string>(DEVICE_KEY, store());
  if (stored) return stored;
  const id = `gate-${crypto.randomUUID()}`;
  await set(DEVICE_KEY, id, store());
  return id;
}
