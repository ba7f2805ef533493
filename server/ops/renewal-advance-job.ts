import { nextSeasonOf } from '../../src/api/renewal-calendar.ts';
import type { Db } from '../db/db.ts';
import { currentSeason } from '../store/member-cards.ts';
import { advanceRenewalSeason } from '../store/renewal-advance.ts';
import { runEvery } from './every.ts';

interface JobLog {
  error(details: object, message: string): void;
}

/** One pass: advances the season after the current one (its renewal) to `now`. Nothing without a season. */
export async function advanceNextSeason(db: Db, now: Date): Promise<void> {
  const current = await currentSeason(db);
  if (current) await advanceRenewalSeason(db, nextSeasonOf(current), now);
}

/**
 * Runs a pass at start and then every `intervalSeconds` (RENEWAL_ADVANCE_CHECK_SECONDS), so offers
 * are made and lapse on time when nobody opens the relocation or waiting-list pages. Requests do
 * the same lazily; the season's advisory lock keeps processes from doing it twice at once.
 */
export function startRenewalAdvanceJob(options: { db: Db; intervalSeconds: number; log: JobLog }): { stop(): Promise<void> } {
  return runEvery(options.intervalSeconds, () =>
    advanceNextSeason(options.db, new Date()).catch((error: unknown) => options.log.error({ err: error }, 'renewal advance tick failed')),
  );
}
