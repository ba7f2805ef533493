import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, readDraft, useSignupDraft } from './draft';

beforeEach(() => {
  localStorage.clear();
  useSignupDraft.setState({ draft: {}, discarded: false });
});
afterEach(() => vi.restoreAllMocks());

describe('the stored partner record (spec §3, key "partner")', () => {
  it('reads nothing stored as an empty draft, not as discarded', () => {
    expect(readDraft()).toEqual({ draft: {}, discarded: false });
  });

  it('round-trips every field through localStorage', () => {
    const draft = {
      firstStep: true,
      idRoll: 1,
      idPeriodicity: 'FULL_SEASON' as const,
      secondStep: true,
      groupInfo: [{ idSeat: 701, areaId: 106 }],
      partnerRegistration: { idSeat: null },
      personal: { name: 'Ana', lastname: 'Ruiz', birthdate: '1990-05-01', mail: 'ana@example.com', dni: '12345678Z', phone: '600000000' },
      companions: [{ name: 'Leo', lastname: 'Ruiz', birthdate: '2018-02-03' }],
      productId: 101,
      orderId: 9,
    };
    useSignupDraft.getState().update(draft);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual(draft);
    expect(readDraft()).toEqual({ draft, discarded: false });
  });

  it('merges an update into what is stored', () => {
    useSignupDraft.getState().update({ firstStep: true, idRoll: 3 });
    useSignupDraft.getState().update({ secondStep: true });
    expect(readDraft().draft).toEqual({ firstStep: true, idRoll: 3, secondStep: true });
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', '{"idRoll":"adult"}'],
    ['a foreign value', '"hello"'],
    ['a negative seat', '{"groupInfo":[{"idSeat":-4}]}'],
    ['an unknown term', '{"idRoll":1,"idPeriodicity":"FOREVER"}'],
  ])('discards %s, removes it and says it was discarded', (_, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(DRAFT_KEY, raw);
    expect(readDraft()).toEqual({ draft: {}, discarded: true });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the discarded notice after a reload until it is dismissed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(DRAFT_KEY, '[]');
    expect(useSignupDraft.getState().reload().discarded).toBe(true);
    // The garbage is gone now; the guard asking again still learns it was discarded.
    expect(useSignupDraft.getState().reload().discarded).toBe(true);
    expect(useSignupDraft.getState().discarded).toBe(true);
    useSignupDraft.getState().dismissDiscarded();
    expect(useSignupDraft.getState().discarded).toBe(false);
  });

  it("follows another tab's write (storage event)", () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ firstStep: true, idRoll: 2 }));
    window.dispatchEvent(new StorageEvent('storage', { key: DRAFT_KEY }));
    expect(useSignupDraft.getState().draft).toEqual({ firstStep: true, idRoll: 2 });
  });

  it('clear removes the record', () => {
    useSignupDraft.getState().update({ firstStep: true });
    useSignupDraft.getState().clear();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(useSignupDraft.getState().draft).toEqual({});
  });

  it('reads a blocked storage as an empty draft', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(readDraft(blocked)).toEqual({ draft: {}, discarded: false });
  });
});
