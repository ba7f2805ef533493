import { get, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestDeviceIdSchema, type GuestPassView } from '../../api/season';
import { offlineStore } from '../../lib/offline-store';
import { wipeOfflineData } from '../../lib/offline-wipe';
import { forgetGuestPass, guestDeviceId, keepGuestPass, readKeptGuestPass } from './guest-device';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));

const TOKEN = 'Qm9uIGpvdXIsIGNlY2kgZXN0IHVuIGxpZW4gc2VjcmV0';
const pass: GuestPassView = {
  status: 'LIVE',
  guestName: 'Lucía Gómez',
  memberName: 'Carmen',
  game: { id: 2, season: '25/26', startsAt: '2026-01-10T18:00:00Z', day: '2026-01-10', competition: 'MENS_LEAGUE', opponent: 'Rival' },
  seat: { seatId: 11, areaId: 3, areaName: 'Fondo', sectorName: 'Norte', row: 2, number: 7, price: 0 },
  ticketId: 88,
  secret: 'ab'.repeat(20),
};
const guestStore = () => offlineStore('guest');

describe("this browser's id for guest passes", () => {
  beforeEach(() => localStorage.clear());

  it('is made once, valid for the server, and the same at every call', () => {
    const first = guestDeviceId();
    expect(guestDeviceIdSchema.safeParse(first).success).toBe(true);
    expect(guestDeviceId()).toBe(first);
    expect(JSON.parse(localStorage.getItem('club-guest-device')!)).toBe(first);
  });

  it('replaces garbage kept in its place with a new id', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const garbage of ['not json', '"short"', '{"id":"x"}', '"has spaces in it, and more than sixteen"']) {
      localStorage.setItem('club-guest-device', garbage);
      const made = guestDeviceId();
      expect(guestDeviceIdSchema.safeParse(made).success, garbage).toBe(true);
      expect(JSON.parse(localStorage.getItem('club-guest-device')!)).toBe(made);
    }
  });
});

describe('the guest pass kept on the device', () => {
  beforeEach(async () => {
    await forgetGuestPass(TOKEN);
  });

  it("keeps the pass under the link's SHA-256, never under the link itself", async () => {
    const expectedKey = `pass:${await sha256Hex(TOKEN)}`;
    await keepGuestPass(TOKEN, pass, 1000);
    expect(await keys(guestStore())).toEqual([expectedKey]);
    expect(JSON.stringify(await get(expectedKey, guestStore()))).not.toContain(TOKEN);
    expect(await readKeptGuestPass(TOKEN)).toEqual({ kind: 'kept', pass, savedAt: 1000 });
    expect(await readKeptGuestPass(`${TOKEN}x`)).toEqual({ kind: 'none' });
  });

  it('erases garbage kept under the link and says so', async () => {
    const key = `pass:${await sha256Hex(TOKEN)}`;
    for (const garbage of ['<script>', { value: { ...pass, status: 'STOLEN' }, savedAt: 1 }, { value: pass, savedAt: 'yesterday' }]) {
      await set(key, garbage, guestStore());
      expect(await readKeptGuestPass(TOKEN)).toEqual({ kind: 'garbage' });
      expect(await get(key, guestStore())).toBeUndefined();
    }
  });

  it("outlives a logout: it is this browser's, not a session's", async () => {
    await keepGuestPass(TOKEN, pass, 1000);
    await wipeOfflineData();
    expect((await readKeptGuestPass(TOKEN)).kind).toBe('kept');
  });
});

/** The hash by Node's own crypto, apart from the code under test. */
async function sha256Hex(text: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(text).digest('hex');
}
