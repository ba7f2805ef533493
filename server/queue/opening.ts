import type { QueueStatus } from '../../src/api/queue.ts';
import type { Queryable } from '../db/db.ts';
import type { QueueSettings, WaitingPlace } from './entries.ts';
import { drawMade } from './lottery.ts';

export interface SaleOpening {
  /** Learns whether the draw has been made (by any process); cheap once it has. */
  refresh(): Promise<void>;
  /** What a waiting holder is told: their place, or, before the draw, the seconds until the opening. */
  statusOf(place: WaitingPlace, avgTime: number): QueueStatus;
}

/**
 * The waiting room's view of the opening (settings.opensAt, read on each call: the browser tests
 * move it through the test controls); without one, the plain line.
 */
export function saleOpening(db: Queryable, settings: Pick<QueueSettings, 'opensAt'>): SaleOpening {
  /** The opening whose draw is known to be made: a moved opening has a draw of its own. */
  let drawnFor: Date | undefined;
  const drawn = () => drawnFor !== undefined && drawnFor === settings.opensAt;
  return {
    async refresh() {
      const { opensAt } = settings;
      if (opensAt && !drawn() && (await drawMade(db, opensAt))) drawnFor = opensAt;
    },
    statusOf({ position, queueSize, drawn: placeDrawn }, avgTime) {
      const { opensAt } = settings;
      if (!opensAt) return { position, queueSize, avgTime };
      if (drawn()) return { position, queueSize, avgTime, placeBy: placeDrawn ? 'draw' : 'arrival' };
      // Nobody has a place before the draw: the same answer for everyone in the pre-queue.
      const opensIn = Math.max(0, Math.ceil((opensAt.getTime() - Date.now()) / 1000));
      return { position: queueSize, queueSize, avgTime: 0, opensIn };
    },
  };
}
