import { describe, expect, it } from 'vitest';
import type { Release } from '../../api/releases';
import { seatReleaseState } from './release-state';

const release = (status: Release['status']): Release => ({ id: 7, gameId: 3, partnerId: 11, status, credit: 12.5, deadline: '2026-12-06T14:00:00.000Z' });
const seat = (status?: Release['status']) => ({ partnerId: 11, credit: 12.5, release: status ? release(status) : null });

describe("what a seat shows for one game", () => {
  it.each([
    ['never released, open', true, seat(), { kind: 'releasable', credit: 12.5 }],
    ['taken back, open: release it again', true, seat('TAKEN_BACK'), { kind: 'releasable', credit: 12.5 }],
    ['on sale, open: take it back', true, seat('RELEASED'), { kind: 'released', releaseId: 7, credit: 12.5 }],
    ['sold, open', true, seat('SOLD'), { kind: 'sold', credit: 12.5 }],
    ['sold, closed: still sold', false, seat('SOLD'), { kind: 'sold', credit: 12.5 }],
    ['on sale, closed: stays released', false, seat('RELEASED'), { kind: 'closed', released: true }],
    ['never released, closed', false, seat(), { kind: 'closed', released: false }],
    ['taken back, closed', false, seat('TAKEN_BACK'), { kind: 'closed', released: false }],
  ] as const)('%s', (_, open, input, state) => {
    expect(seatReleaseState({ open }, input)).toEqual(state);
  });
});
