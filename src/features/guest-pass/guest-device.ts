import { del, get, set } from 'idb-keyval';
import * as z from 'zod/mini';
import { guestDeviceIdSchema, guestPassViewSchema, type GuestPassView } from '../../api/season';
import { offlineStore } from '../../lib/offline-store';
import { readStored, writeStored } from '../../lib/storage';

/**
 * What this browser keeps of a guest's pass. The server gives a pass to the first device that
 * opens its link, told apart by a random id the browser makes once; the pass is then kept in
 * IndexedDB so its page opens and its code rotates without a network at the arena.
 */

const DEVICE_KEY = 'club-guest-device';

/** This browser's id for guest passes: made once, kept in localStorage; garbage there is replaced. */
export function guestDeviceId(): string {
  const kept = readStored(DEVICE_KEY, guestDeviceIdSchema);
  if (kept) return kept;
  const made = crypto.randomUUID();
  writeStored(DEVICE_KEY, made);
  return made;
}

export type KeptGuestPass =
  | { kind: 'none' }
  /** Something unreadable was kept under this link: it has been erased. */
  | { kind: 'garbage' }
  | { kind: 'kept'; pass: GuestPassView; savedAt: number };

const keptSchema = z.object({ value: guestPassViewSchema, savedAt: z.number() });
const store = () => offlineStore('guest');

/** The key of a link's pass: the token's SHA-256, so the device never holds the link itself. */
export async function keyOf(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return `pass:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export async function readKeptGuestPass(token: string): Promise<KeptGuestPass> {
  const key = await keyOf(token);
  const raw: unknown = await get(key, store());
  if (raw === undefined) return { kind: 'none' };
  const parsed = keptSchema.safeParse(raw);
  if (!parsed.success) {
    await del(key, store());
    return { kind: 'garbage' };
  }
  return { kind: 'kept', pass: parsed.data.value, savedAt: parsed.data.savedAt };
}

export const keepGuestPass = async (token: string, pass: GuestPassView, savedAt = Date.now()) => set(await keyOf(token), { value: pass, savedAt }, store());

export const forgetGuestPass = async (token: string) => del(await keyOf(token), store());
