import { get, set } from 'idb-keyval';
import * as z from 'zod/mini';
import {
  gateDeviceIdSchema,
  gateDuplicateSchema,
  gateEntrySchema,
  gateKeyFingerprintSchema,
  gateKeySchema,
  gateRefusalSchema,
  gateTicketDuplicateSchema,
  gateTicketEntrySchema,
  gateTicketRefusalSchema,
  signedGateDownloadSchema,
  type GateKey,
  type SignedGateDownload,
} from '../../api/gate';
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
const KEY_PIN = 'gate:key-pin';

const store = () => offlineStore('gate');

const storedGateGameSchema = z.object({
  gameId: z.int(),
  signed: signedGateDownloadSchema,
  key: gateKeySchema,
  downloadedAt: z.string(),
  ledger: z.object({
    entries: z.array(gateEntrySchema),
    pending: z.array(gateEntrySchema),
    cursor: z.int(),
    duplicates: z.array(gateDuplicateSchema),
    // Kept before the server answered refusals one by one: none then.
    refused: z._default(z.array(gateRefusalSchema), []),
    syncedAt: z.nullable(z.string()),
    // Kept before the gate admitted tickets: none then.
    ticketEntries: z._default(z.array(gateTicketEntrySchema), []),
    ticketPending: z._default(z.array(gateTicketEntrySchema), []),
    ticketDuplicates: z._default(z.array(gateTicketDuplicateSchema), []),
    ticketRefused: z._default(z.array(gateTicketRefusalSchema), []),
  }),
});

/** The kept game; undefined when none, or when what is kept cannot be read (the gate then asks for a download). */
export async function readStoredGame(): Promise<StoredGateGame | undefined> {
  const parsed = z.safeParse(storedGateGameSchema, await get(GAME_KEY, store()));
  return parsed.success ? parsed.data : undefined;
}
/** Also counts the entries not sent yet, for the logout's warning (lib/offline-pending). */
export async function writeStoredGame(game: StoredGateGame): Promise<void> {
  await Promise.all([set(GAME_KEY, game, store()), writePendingGateEntries(game.ledger.pending.length + game.ledger.ticketPending.length)]);
}

/** The device's id in entries: stable across reloads and downloads, so a sync never counts one admission twice. */
export async function gateDeviceId(): Promise<string> {
  const stored = await get<unknown>(DEVICE_KEY, store());
  if (z.safeParse(gateDeviceIdSchema, stored).success) return stored as string;
  const id = `gate-${crypto.randomUUID()}`;
  await set(DEVICE_KEY, id, store());
  return id;
}

/** The fingerprint of the signing key of this device's first download, when the app was built without one. */
export async function readPinnedKeyFingerprint(): Promise<string | null> {
  const parsed = z.safeParse(gateKeyFingerprintSchema, await get(KEY_PIN, store()));
  return parsed.success ? parsed.data : null;
}
export async function pinKeyFingerprint(fingerprint: string): Promise<void> {
  await set(KEY_PIN, fingerprint, store());
}
