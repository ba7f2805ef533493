import type { QueueStatus } from '../../src/api/queue.ts';
import type { Queryable } from '../db/db.ts';
import type { WaitingPlace } from './entries.ts';
import { drawMade } from './lottery.ts';

export interface SaleOpening {
  /** Learns whether the draw has been made (by any process); cheap once it has. */
  refresh(): Promise<void>;
  /** What a waiting holder is told: their place, or, before the draw, the seconds until the opening. */
  statusOf(place: WaitingPlace, avgTime: number): QueueStatus;
}

/** The waiting room's view of the opening (QUEUE_OPENS_AT); without one, the plain line. */
export function saleOpening(db: Queryable, opensAt: Date | undefined): SaleOpening {
  let drawn = false;
  return {
    async refresh() {
      if (opensAt && !drawn) drawn = await drawMade(db, opensAt);
    },
    statusOf({ position, queueSize, drawn: placeDrawn }, avgTime) {
      if (!opensAt) return { position, queueSize, avgTime };
      if (drawn) return { position, queueSize, avgTime, placeBy: placeDrawn ? 'draw' : 'arrival' };
      // Nobody has a place before the draw: the same answer for everyone in the pre-queue.
      const opensIn = Math.max(0, Math.ceil((opensAt.getTime() - Date.now()) / 1000));
      return { position: queueSize, queueSize, avgTime: 0, opensIn };
    },
  };
}
