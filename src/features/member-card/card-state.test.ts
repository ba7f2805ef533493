import { describe, expect, it } from 'vitest';
import type { MemberCard } from '../../api/member-card';
import { stateOf } from './card-state';

const card: MemberCard = {
  partnerNumber: 4101,
  name: 'Nuria',
  lastname: 'Bosch Alapont',
  photo: null,
  season: '25/26',
  pass: 'Abono Adulto',
  seat: { id: 1, sector: 'Tribuna', area: 'N2B', areaId: 1, row: 3, number: 12 },
  group: null,
};
const secret = { secret: '0123456789abcdef0123456789abcdef01234567', season: '25/26', partnerNumber: 4101 };
const answer = { card, unavailable: null };

describe('the card screen state', () => {
  it('a card with the secret of its member and season has a code', () => {
    expect(stateOf(answer, secret, { impersonating: false, savedAt: null })).toMatchObject({ status: 'card', secret, noCode: null });
  });

  it("another member's or season's secret is not used", () => {
    expect(stateOf(answer, { ...secret, partnerNumber: 9 }, { impersonating: false, savedAt: 1 })).toMatchObject({ secret: null, noCode: 'missing' });
    expect(stateOf(answer, { ...secret, season: '24/25' }, { impersonating: false, savedAt: 1 })).toMatchObject({ secret: null, noCode: 'missing' });
  });

  it('an employee acting as the member sees the card without a code', () => {
    expect(stateOf(answer, secret, { impersonating: true, savedAt: null })).toMatchObject({ status: 'card', secret: null, noCode: 'impersonating' });
  });

  it('no card: the reason', () => {
    expect(stateOf({ card: null, unavailable: 'NO_SEAT' }, secret, { impersonating: false, savedAt: null })).toEqual({ status: 'unavailable', reason: 'NO_SEAT' });
  });
});
