import { del, get, keys, set } from 'idb-keyval';
import type { GateDownloadPayload } from '../../api/gate';
import { ApiError } from '../../lib/http';
import { offlineStore } from '../../lib/offline-store';
import { fetchGatePhoto } from './api';

/** Where the download's photos stand on this device: how many it names, how many are kept, which could not be had. */
export interface PhotoProgress {
  total: number;
  kept: number;
  /** Hashes that failed every try (or were not kept yet when the page reopened). */
  failed: string[];
}

/** Photos fetched at once: a browser's connections to one origin, so a slow one does not hold the rest. */
export const PHOTO_FETCHES_AT_ONCE = 6;
/** Tries per photo: a stadium's network drops a few requests; a photo still missing after that is reported. */
export const PHOTO_TRIES = 3;
const RETRY_WAIT_MS = 1_000;

const PHOTO_PREFIX = 'gate:photo:';
const store = () => offlineStore('gate');

/** The SHA-256 of some bytes, hex: what the signed download names a photo by. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The distinct photos a download names (members may share one). */
export const photoHashesOf = (download: GateDownloadPayload): string[] => [
  ...new Set(download.members.flatMap((member) => (member.photoSha256 ? [member.photoSha256] : []))),
];

async function keptHashes(): Promise<Set<string>> {
  const all = await keys<IDBValidKey>(store());
  return new Set(all.flatMap((key) => (typeof key === 'string' && key.startsWith(PHOTO_PREFIX) ? [key.slice(PHOTO_PREFIX.length)] : [])));
}

/** The photos of `hashes` this device already keeps, and those it lacks. */
export async function photoProgressOf(hashes: readonly string[]): Promise<PhotoProgress> {
  const kept = await keptHashes();
  const failed = hashes.filter((hash) => !kept.has(hash));
  return { total: hashes.length, kept: hashes.length - failed.length, failed };
}

export interface KeepPhotosOptions {
  onProgress: (progress: PhotoProgress) => void;
  fetchPhoto?: (sha256: string) => Promise<ArrayBuffer>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches and keeps every photo of `hashes` the device lacks, PHOTO_FETCHES_AT_ONCE at a time. A
 * photo whose bytes do not hash to its name is refused like a failed fetch; a failure is tried
 * again (PHOTO_TRIES in all) unless the server says it has no such photo. Photos no longer named
 * are dropped. Resolves to the final progress: `failed` lists what is still missing.
 */
export async function keepPhotos(hashes: readonly string[], { onProgress, fetchPhoto = fetchGatePhoto, wait = sleep }: KeepPhotosOptions): Promise<PhotoProgress> {
  const kept = await keptHashes();
  const named = new Set(hashes);
  await Promise.all([...kept].filter((hash) => !named.has(hash)).map((hash) => del(`${PHOTO_PREFIX}${hash}`, store())));
  const missing = hashes.filter((hash) => !kept.has(hash));
  const progress: PhotoProgress = { total: hashes.length, kept: hashes.length - missing.length, failed: [] };
  onProgress({ ...progress });
  const fetchOne = async (hash: string) => {
    for (let attempt = 1; attempt <= PHOTO_TRIES; attempt += 1) {
      try {
        const bytes = await fetchPhoto(hash);
        if ((await sha256Hex(bytes)) === hash) {
          await set(`${PHOTO_PREFIX}${hash}`, bytes, store());
          progress.kept += 1;
          return;
        }
      } catch (error) {
        // 404 or 403: no try will get it.
        if (error instanceof ApiError && error.isClientError && error.status !== 429) break;
      }
      if (attempt < PHOTO_TRIES) await wait(RETRY_WAIT_MS * attempt);
    }
    progress.failed.push(hash);
  };
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      await fetchOne(missing[next++]!);
      onProgress({ ...progress, failed: [...progress.failed] });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PHOTO_FETCHES_AT_ONCE, missing.length) }, worker));
  return { ...progress, failed: [...progress.failed] };
}

/** A kept photo as a data URL, only while its bytes still hash to its name; null otherwise. */
export async function keptPhotoUrl(sha256: string): Promise<string | null> {
  const stored = await get<unknown>(`${PHOTO_PREFIX}${sha256}`, store()).catch(() => undefined);
  // Checked by tag, not instanceof: IndexedDB may hand back another realm's ArrayBuffer.
  const bytes = Object.prototype.toString.call(stored) === '[object ArrayBuffer]' ? (stored as ArrayBuffer) : null;
  if (!bytes || (await sha256Hex(bytes)) !== sha256) return null;
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return `data:image/jpeg;base64,${btoa(binary)}`;
}
