import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { clearOfflineStores } from '../../lib/offline-store';
import { keepPhotos, keptPhotoUrl, PHOTO_FETCHES_AT_ONCE, PHOTO_TRIES, sha256Hex, type PhotoProgress } from './gate-photos';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));
vi.mock('./api', () => ({ fetchGatePhoto: () => Promise.reject(new Error('no server here')) }));

const photo = (n: number) => new Uint8Array([0xff, 0xd8, n, n >> 8]).buffer;
const noWait = () => Promise.resolve();

describe("the gate's photos, fetched apart and kept by content hash", () => {
  let hashes: string[];
  beforeEach(async () => {
    await clearOfflineStores();
    hashes = await Promise.all(Array.from({ length: 20 }, (_, n) => sha256Hex(photo(n))));
  });
  const bytesOf = (hash: string) => photo(hashes.indexOf(hash));

  it('keeps every photo whose bytes hash to its name, a few at a time, counting as it goes', async () => {
    let running = 0;
    let most = 0;
    const fetchPhoto = async (hash: string) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
      return bytesOf(hash);
    };
    const seen: PhotoProgress[] = [];
    const done = await keepPhotos(hashes, { fetchPhoto, wait: noWait, onProgress: (progress) => seen.push(progress) });
    expect(done).toEqual({ total: 20, kept: 20, failed: [] });
    expect(most).toBe(PHOTO_FETCHES_AT_ONCE);
    expect(seen.map((progress) => progress.kept)).toEqual(Array.from({ length: 21 }, (_, n) => n));
    expect(await keptPhotoUrl(hashes[3]!)).toBe(`data:image/jpeg;base64,${btoa(String.fromCharCode(...new Uint8Array(photo(3))))}`);
  });

  it('refuses bytes that do not hash to the signed name, tries again, and reports the photo that never matches', async () => {
    const [good, altered, flaky] = hashes;
    const tries = new Map<string, number>();
    const fetchPhoto = async (hash: string) => {
      const count = (tries.get(hash) ?? 0) + 1;
      tries.set(hash, count);
      if (hash === altered) return photo(99); // another face than the one signed
      if (hash === flaky && count < PHOTO_TRIES) throw new ApiError('network', `gate/photos/${hash}`);
      return bytesOf(hash);
    };
    const done = await keepPhotos([good!, altered!, flaky!], { fetchPhoto, wait: noWait, onProgress: () => undefined });
    expect(done).toEqual({ total: 3, kept: 2, failed: [altered] });
    expect(tries.get(altered!)).toBe(PHOTO_TRIES);
    expect(await keptPhotoUrl(altered!)).toBeNull();
    expect(await keptPhotoUrl(flaky!)).not.toBeNull();
  });

  it('does not try again a photo the server has not (404), fetches only what it lacks, and drops photos no longer named', async () => {
    const fetched: string[] = [];
    const fetchPhoto = async (hash: string) => {
      fetched.push(hash);
      if (hash === hashes[5]) throw new ApiError('http', `gate/photos/${hash}`, 404, 'photo-not-found');
      return bytesOf(hash);
    };
    const options = { fetchPhoto, wait: noWait, onProgress: () => undefined };
    expect(await keepPhotos(hashes.slice(0, 6), options)).toEqual({ total: 6, kept: 5, failed: [hashes[5]] });
    expect(fetched.filter((hash) => hash === hashes[5])).toHaveLength(1);
    fetched.length = 0;
    expect(await keepPhotos(hashes.slice(2, 8), options)).toEqual({ total: 6, kept: 5, failed: [hashes[5]] });
    expect(fetched.sort()).toEqual([hashes[5], hashes[6], hashes[7]].sort());
    expect(await keptPhotoUrl(hashes[0]!)).toBeNull();
  });
});
