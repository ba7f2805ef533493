import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCardSecretAfterLogin, readSavedCard, readSavedSecret, saveCard } from './card-device';
import { offlineStore } from './offline-store';
import { wipeOfflineData } from './offline-wipe';

vi.mock('idb-keyval', () => import('../test/idb-keyval-fake'));
const server = vi.hoisted(() => ({ secret: { secret: 'ab'.repeat(20), season: '25/26', partnerNumber: 4101 } as unknown, fails: false }));
vi.mock('./http', () => ({
  request: async () => {
    if (server.fails) throw new Error('offline');
    return server.secret;
  },
}));

const card = (partnerNumber: number) => ({
  card: { partnerNumber, name: 'N', lastname: 'B', photo: null, season: '25/26', pass: 'Abono', seat: { id: 1, sector: 'Tribuna', area: 'N2B', areaId: 1, row: 3, number: 12 }, group: null },
  unavailable: null,
});

describe('the card kept on the device', () => {
  beforeEach(async () => {
    server.fails = false;
    await wipeOfflineData();
  });

  it('keeps the secret given at login, with when it was saved', async () => {
    await keepCardSecretAfterLogin();
    expect(await readSavedSecret()).toEqual({ value: server.secret, savedAt: expect.any(Number) });
  });

  it("drops a card kept for another member when a new member logs in", async () => {
    await saveCard(card(9));
    await keepCardSecretAfterLogin();
    expect(await readSavedCard()).toBeUndefined();
    await saveCard(card(4101));
    await keepCardSecretAfterLogin();
    expect((await readSavedCard())?.value).toEqual(card(4101));
  });

  it('a failed login-time call keeps nothing and throws nothing', async () => {
    server.fails = true;
    await keepCardSecretAfterLogin();
    expect(await readSavedSecret()).toBeUndefined();
  });

  it('a logout erases the card and the secret', async () => {
    await saveCard(card(4101));
    await keepCardSecretAfterLogin();
    await wipeOfflineData();
    expect(await readSavedCard()).toBeUndefined();
    expect(await readSavedSecret()).toBeUndefined();
  });

  it('reads garbage kept on the device as nothing kept', async () => {
    await set('card', { value: { card: 'not a card' }, savedAt: 'yesterday' }, offlineStore('card'));
    await set('secret', 'ab'.repeat(20), offlineStore('card'));
    expect(await readSavedCard()).toBeUndefined();
    expect(await readSavedSecret()).toBeUndefined();
  });
});
