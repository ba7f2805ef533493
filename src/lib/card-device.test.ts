import { get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCardUnlessOwnedBy, keepCardSecretAfterLogin, readSavedCard, readSavedSecret, saveCard, saveSecret } from './card-device';
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
  const A = 7;
  const B = 8;
  beforeEach(async () => {
    server.fails = false;
    await wipeOfflineData();
  });

  it('keeps the secret given at login, with when it was saved and whose it is', async () => {
    await keepCardSecretAfterLogin(A);
    expect(await readSavedSecret()).toEqual({ value: server.secret, savedAt: expect.any(Number), userId: A });
    expect(localStorage.getItem('club-card-owner')).toBe(JSON.stringify({ userId: A }));
  });

  it('drops a card kept for another member when a new member logs in', async () => {
    await saveCard(card(9), A);
    await keepCardSecretAfterLogin(A);
    expect(await readSavedCard()).toBeUndefined();
    await saveCard(card(4101), A);
    await keepCardSecretAfterLogin(A);
    expect((await readSavedCard())?.value).toEqual(card(4101));
  });

  it("drops what another user's session kept when somebody logs in, even with the same partner number", async () => {
    await saveCard(card(4101), A);
    await saveSecret(server.secret as never, A);
    await keepCardSecretAfterLogin(B);
    expect(await readSavedCard()).toBeUndefined();
    expect(await readSavedSecret()).toMatchObject({ userId: B });
  });

  it("keeps the owner's card, and erases it for anybody else or for no session", async () => {
    await saveCard(card(4101), A);
    await saveSecret(server.secret as never, A);
    await forgetCardUnlessOwnedBy(A);
    expect(await readSavedCard()).toMatchObject({ userId: A });
    await forgetCardUnlessOwnedBy(B);
    expect(await readSavedCard()).toBeUndefined();
    expect(await readSavedSecret()).toBeUndefined();
    expect(localStorage.getItem('club-card-owner')).toBeNull();
    await saveCard(card(4101), A);
    await forgetCardUnlessOwnedBy(null);
    expect(await readSavedCard()).toBeUndefined();
  });

  it('erases a card kept without an owner (saved before cards had one) or with a garbled one', async () => {
    await set('card', { value: card(4101), savedAt: 1 }, offlineStore('card'));
    await forgetCardUnlessOwnedBy(A);
    expect(await get('card', offlineStore('card'))).toBeUndefined();
    await set('secret', { value: server.secret, savedAt: 1, userId: 'A' }, offlineStore('card'));
    await forgetCardUnlessOwnedBy(A);
    expect(await get('secret', offlineStore('card'))).toBeUndefined();
  });

  it('a failed login-time call keeps nothing and throws nothing', async () => {
    server.fails = true;
    await keepCardSecretAfterLogin(A);
    expect(await readSavedSecret()).toBeUndefined();
  });

  it('a logout erases the card, the secret and the mark of whose they were', async () => {
    await saveCard(card(4101), A);
    await keepCardSecretAfterLogin(A);
    await wipeOfflineData();
    expect(localStorage.getItem('club-card-owner')).toBeNull();
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
