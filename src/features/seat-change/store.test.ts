import { beforeEach, describe, expect, it } from 'vitest';
import { secondsLeft, useSeatChangeClock } from './store';

describe('the seat change clock', () => {
  beforeEach(() => useSeatChangeClock.getState().reset());

  it('takes its deadline from the server’s expirateIn at the read', () => {
    useSeatChangeClock.getState().track({ session: 's1', expirateIn: 600 }, 1_000);
    expect(useSeatChangeClock.getState()).toMatchObject({ session: 's1', deadline: 601_000 });
  });

  it('re-syncs on every read instead of keeping a clock of its own', () => {
    useSeatChangeClock.getState().track({ session: 's1', expirateIn: 600 }, 0);
    useSeatChangeClock.getState().track({ session: 's1', expirateIn: 300 }, 100_000);
    expect(useSeatChangeClock.getState().deadline).toBe(400_000);
  });

  it('counts an expired change as no time left', () => {
    useSeatChangeClock.getState().track({ session: 's1', expirateIn: -5 }, 2_000);
    expect(secondsLeft(useSeatChangeClock.getState().deadline!, 2_000)).toBe(0);
  });

  it('forgets the change on reset', () => {
    useSeatChangeClock.getState().track({ session: 's1', expirateIn: 60 });
    useSeatChangeClock.getState().reset();
    expect(useSeatChangeClock.getState()).toMatchObject({ session: null, deadline: null });
  });

  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
  ])('has %i ms deadline at %i ms: %i s left', (deadline, now, left) => {
    expect(secondsLeft(deadline, now)).toBe(left);
  });
});
