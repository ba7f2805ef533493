import { create } from 'zustand';
import type { SeatChange } from '../../api/seat-change';

/**
 * What of a seat change must outlive a screen (spec §3, §4 "Seat change"): its session and when
 * its holds lapse. The deadline is always taken from the server's `expirateIn` at the last read,
 * so a reload, another tab or a sleeping phone never runs a clock of its own.
 */
interface SeatChangeClock {
  session: string | null;
  /** Epoch milliseconds at which the holds lapse; null without a live change. */
  deadline: number | null;
  /** Load (§4): a change with time left starts (or re-syncs) the countdown; one at 0 is expired. */
  track: (change: Pick<SeatChange, 'session' | 'expirateIn'>, now?: number) => void;
  reset: () => void;
}

export const useSeatChangeClock = create<SeatChangeClock>()((set) => ({
  session: null,
  deadline: null,
  track: ({ session, expirateIn }, now = Date.now()) => set({ session, deadline: now + Math.max(0, expirateIn) * 1000 }),
  reset: () => set({ session: null, deadline: null }),
}));

/** Whole seconds left before the deadline, never below 0. */
export function secondsLeft(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
