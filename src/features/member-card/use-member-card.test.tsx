import { act, renderHook, waitFor } from '@testing-library/react';
import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberCardPaths } from '../../api/member-card';
import { readSavedCard, readSavedSecret, saveCard, saveSecret } from '../../lib/card-device';
import { offlineStore } from '../../lib/offline-store';
import { wipeOfflineData } from '../../lib/offline-wipe';
import { useMemberCard } from './use-member-card';
import { useRenewSecret } from './use-renew-secret';

vi.mock('idb-keyval', () => import('../../test/idb-keyval-fake'));
const server = vi.hoisted(() => ({ answers: new Map<string, () => unknown>() }));
vi.mock('../../lib/http', async (original) => {
  const http = await original<typeof import('../../lib/http')>();
  return { ...http, request: async (path: string) => server.answers.get(path)!() };
});

const A = 7;
const B = 8;
const cardOf = (name: string, partnerNumber: number) => ({
  card: { partnerNumber, name, lastname: 'B', photo: null, season: '25/26', pass: 'Abono', seat: { id: 1, sector: 'Tribuna', area: 'N2B', areaId: 1, row: 3, number: 12 }, group: null },
  unavailable: null,
});
const secretOf = (partnerNumber: number, digit = 'a') => ({ secret: digit.repeat(40), season: '25/26', partnerNumber });

describe("the card screen's data follows the session", () => {
  beforeEach(async () => {
    await wipeOfflineData();
    const { ApiError } = await import('../../lib/http');
    server.answers.set(memberCardPaths.card, () => cardOf('Berta', 4202));
    server.answers.set(memberCardPaths.secret, () => secretOf(4202, 'b'));
    server.answers.set('ended', () => {
      throw new ApiError('http', memberCardPaths.card, 401);
    });
  });

  it("never shows the card another user kept on this device, and erases it", async () => {
    await saveCard(cardOf('Alba', 4101), A);
    await saveSecret(secretOf(4101), A);
    // The server answers late (a weak signal): what shows meanwhile must not be Alba's card.
    let answer = (_value: unknown) => undefined as void;
    server.answers.set(memberCardPaths.card, () => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useMemberCard(false, B));
    await waitFor(async () => expect(await readSavedCard()).toBeUndefined());
    expect(await readSavedSecret()).toBeUndefined();
    expect(result.current.state).toEqual({ status: 'loading' });
    act(() => answer(cardOf('Berta', 4202)));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'card', card: { name: 'Berta' }, secret: secretOf(4202, 'b') }));
    expect(await readSavedCard()).toMatchObject({ userId: B, value: { card: { name: 'Berta' } } });
    expect(await readSavedSecret()).toMatchObject({ userId: B, value: secretOf(4202, 'b') });
  });

  it('a 401 erases the kept card and its secret and leaves the card for a login', async () => {
    await saveCard(cardOf('Alba', 4101), A);
    await saveSecret(secretOf(4101), A);
    server.answers.set(memberCardPaths.card, server.answers.get('ended')!);
    const { result } = renderHook(() => useMemberCard(false, A));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'signed-out' }));
    expect(await readSavedCard()).toBeUndefined();
    expect(await readSavedSecret()).toBeUndefined();
  });

  it('without a session, nothing kept is shown and all of it is erased', async () => {
    await saveCard(cardOf('Alba', 4101), A);
    const { result } = renderHook(() => useMemberCard(false, null));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'signed-out' }));
    expect(await readSavedCard()).toBeUndefined();
  });

  it('garbage on the device does not crash the card: the server answer shows', async () => {
    await set('card', '<script>', offlineStore('card'));
    await set('secret', { value: 42, savedAt: 'x', userId: B }, offlineStore('card'));
    localStorage.setItem('club-card-owner', 'not json');
    const { result } = renderHook(() => useMemberCard(false, B));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'card', card: { name: 'Berta' } }));
  });

  it('renewing the secret keeps the new one on the device and shows it; a refusal for too many says so', async () => {
    server.answers.set(memberCardPaths.renewSecret, () => secretOf(4202, 'c'));
    const { result } = renderHook(() => {
      const card = useMemberCard(false, B);
      return { card, renew: useRenewSecret(B, card.showSecret) };
    });
    await waitFor(() => expect(result.current.card.state).toMatchObject({ status: 'card', secret: secretOf(4202, 'b') }));
    act(() => result.current.renew.ask());
    expect(result.current.renew.status).toBe('confirming');
    await act(() => result.current.renew.confirm());
    expect(result.current.renew.status).toBe('done');
    expect(result.current.card.state).toMatchObject({ secret: secretOf(4202, 'c'), noCode: null });
    expect(await readSavedSecret()).toMatchObject({ userId: B, value: secretOf(4202, 'c') });

    const { ApiError } = await import('../../lib/http');
    server.answers.set(memberCardPaths.renewSecret, () => {
      throw new ApiError('http', memberCardPaths.renewSecret, 429);
    });
    await act(() => result.current.renew.confirm());
    expect(result.current.renew.status).toBe('limited');
    expect(result.current.card.state).toMatchObject({ secret: secretOf(4202, 'c') });
  });
});
