import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedCard, readSavedSecret, saveCard, saveSecret } from './card-device';
import { keepCardOnlyFor } from './kept-card-owner';
import { wipeOfflineData } from './offline-wipe';

vi.mock('idb-keyval', () => import('../test/idb-keyval-fake'));

const answer = {
  card: { partnerNumber: 4101, name: 'N', lastname: 'B', photo: null, season: '25/26', pass: 'Abono', seat: { id: 1, sector: 'Tribuna', area: 'N2B', areaId: 1, row: 3, number: 12 }, group: null },
  unavailable: null,
};
const secret = { secret: 'ab'.repeat(20), season: '25/26', partnerNumber: 4101 };
const A = 7;

describe('the kept card follows the session', () => {
  beforeEach(async () => {
    await wipeOfflineData();
    await saveCard(answer, A);
    await saveSecret(secret, A);
  });

  const nothingKept = async () => {
    expect(await readSavedCard()).toBeUndefined();
    expect(await readSavedSecret()).toBeUndefined();
    expect(localStorage.getItem('club-card-owner')).toBeNull();
  };

  it("stays while the session is its member's", async () => {
    await keepCardOnlyFor(A);
    expect(await readSavedCard()).toMatchObject({ userId: A });
    expect(await readSavedSecret()).toMatchObject({ userId: A });
  });

  it('goes when another person logs in', async () => {
    await keepCardOnlyFor(8);
    await nothingKept();
  });

  it('goes when the session has ended (a 401, an expired or missing session)', async () => {
    await keepCardOnlyFor(null);
    await nothingKept();
  });

  it('goes when the mark of whose it is was garbled, without a crash', async () => {
    localStorage.setItem('club-card-owner', '{not json');
    await keepCardOnlyFor(A);
    await nothingKept();
    localStorage.setItem('club-card-owner', JSON.stringify({ userId: 'seven' }));
    await keepCardOnlyFor(A);
    await nothingKept();
  });
});
