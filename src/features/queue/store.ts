import { create } from 'zustand';
import { NO_EXPIRY, routePath, type QueueStatus, type RoutePermission } from '../../api/queue';
import type { QueueRefusal } from '../../api/queue-refusals';

const TICK_MS = 1000;

/** The queue tracker's state (spec §3 "Queue tracker state") and its transitions (§4). */
export interface QueueState {
  /** The socket is connected. */
  status: boolean;
  /** The socket has connected at least once since the page loaded. */
  initialized: boolean;
  /** Connecting has failed for long (the UI offers a retry); cleared by the next connect. */
  failing: boolean;
  /** The last route-permission: may the member be on `route`, and for how many seconds more. */
  permission: boolean;
  /** Seconds left of the permission; NO_EXPIRY (-1) when it does not lapse. */
  expiresIn: number;
  /** The route URL the last permission answers for; null before any answer. */
  route: string | null;
  /** The member's place while waiting (1 is next); null when not waiting or not told yet. */
  position: number | null;
  avgTime: number | null;
  queueSize: number | null;
  /** The first position heard since this wait began: where the progress bar starts. */
  startPosition: number | null;
  /**
   * The signed admission of the last permission for a purchase route (issue 31), which purchase
   * calls send; null otherwise. Kept in memory only: a reload or another tab gets its own.
   */
  admission: string | null;
  /**
   * Before the sale opens: when it opens, on `performance.now()`'s clock, from the seconds the
   * server counted (never from the device's date, which may be wrong). Null once places are given.
   */
  opensAt: number | null;
  /** After an opening: the place was drawn at it, or follows arrival order; null without an opening. */
  placeBy: 'draw' | 'arrival' | null;
  /** The server refused this member a place or a connection, and why; cleared by the next connect. */
  refusal: QueueRefusal | null;

  connected: () => void;
  disconnected: () => void;
  /** Connecting has failed for long (true), or a retry starts afresh (false). */
  connectionFailing: (failing: boolean) => void;
  routePermission: (message: RoutePermission) => void;
  queueStatus: (message: QueueStatus) => void;
  refused: (refusal: QueueRefusal) => void;
  /** Recomputes `expiresIn` from the deadline; the countdown's timer calls it every second. */
  tick: (now?: number) => void;
  /** The permission lapsed for good (the `expired` reply said leave, or never came). */
  expire: () => void;
  reset: () => void;
}

const initialState = {
  status: false,
  initialized: false,
  failing: false,
  permission: false,
  expiresIn: NO_EXPIRY,
  route: null,
  position: null,
  avgTime: null,
  queueSize: null,
  startPosition: null,
  admission: null,
  opensAt: null,
  placeBy: null,
  refusal: null,
} satisfies Partial<QueueState>;

const noPlace = { position: null, avgTime: null, queueSize: null, startPosition: null, opensAt: null, placeBy: null };

/*
 * The countdown keeps a deadline rather than counting ticks: a phone that sleeps or a background
 * tab whose timers are throttled still reaches 0 when the server's seconds are up.
 */
let deadline: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function stopCountdown() {
  clearInterval(timer);
  timer = undefined;
  deadline = null;
}

export const useQueueStore = create<QueueState>()((set, get) => ({
  ...initialState,
  connected: () => set({ status: true, initialized: true, failing: false, refusal: null }),
  disconnected: () => set({ status: false }),
  connectionFailing: (failing) => set({ failing }),
  routePermission: ({ permission, expiresIn, route, admission }) => {
    stopCountdown();
    if (expiresIn !== NO_EXPIRY) {
      deadline = Date.now() + expiresIn * 1000;
      if (expiresIn > 0) timer = setInterval(() => get().tick(), TICK_MS);
    }
    // Admitted: the place in line is over. Refused: the place (one per member, not per route) stays.
    set({ permission, expiresIn, route, admission: (permission && admission) || null, ...(permission ? noPlace : {}) });
  },
  queueStatus: ({ position, avgTime, queueSize, opensIn, placeBy }) =>
    set((state) =>
      // Before the opening nobody has a place yet: only how many wait for it, and when it comes.
      opensIn !== undefined
        ? { ...noPlace, queueSize, opensAt: performance.now() + opensIn * 1000 }
        : {
            position,
            avgTime,
            queueSize,
            startPosition: Math.max(state.startPosition ?? position, position),
            opensAt: null,
            placeBy: placeBy ?? null,
          },
    ),
  refused: (refusal) => set({ refusal }),
  tick: (now = Date.now()) => {
    if (deadline === null) return;
    const expiresIn = Math.max(0, Math.ceil((deadline - now) / 1000));
    if (expiresIn === 0) stopCountdown();
    set({ expiresIn });
  },
  expire: () => {
    stopCountdown();
    set({ permission: false, expiresIn: NO_EXPIRY, admission: null, ...noPlace });
  },
  reset: () => {
    stopCountdown();
    set(initialState);
  },
}));

/** The permission answers for the page at `pathname` (query and trailing slash aside). */
export function answersFor(route: string | null, pathname: string): boolean {
  return route !== null && routePath(route) === routePath(pathname);
}
