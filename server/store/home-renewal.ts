import type { HomeRenewal } from '../../src/api/home.ts';
import { nextSeasonOf, renewalWindowState } from '../../src/api/renewal-calendar.ts';
import type { RenewalOverview } from '../../src/api/renewal.ts';
import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { currentSeason } from './member-cards.ts';
import { renewalOverview, renewalsOf } from './renewals.ts';
import { readSeasonCalendar } from './season-calendars.ts';

/** The renewal concerns the caller while someone of theirs may still renew, or once they have a renewal. */
const concernsCaller = (overview: RenewalOverview) =>
  overview.renewals.length > 0 || (overview.state === 'OPEN' && overview.people.some((person) => !person.renewed));

/**
 * The home's renewal block: null while the next season's renewal does not concern the caller.
 * The full overview quotes every person (a season read each) and ends the caller's lapsed card
 * payments, so a home read pays for it only while the window is OPEN or the caller has renewals;
 * otherwise three small queries (the season, its calendar, the caller's renewals). It never runs
 * the renewal-advance sweep (store/renewal-advance.ts): that belongs to relocation reads and the job.
 */
export async function readHomeRenewal(db: Queryable, user: User, now: Date): Promise<HomeRenewal | null> {
  const current = await currentSeason(db);
  const calendar = current && (await readSeasonCalendar(db, nextSeasonOf(current)));
  if (!calendar) return null;
  if (renewalWindowState(calendar, now) !== 'OPEN' && (await renewalsOf(db, user.id, calendar.season)).length === 0) return null;
  const overview = await renewalOverview(db, user.id, now);
  if (!concernsCaller(overview)) return null;
  const own = overview.people.find((person) => person.partnerId === user.partner?.id);
  const renewed = own?.renewed ?? false;
  return {
    season: calendar.season,
    state: overview.state,
    renewBefore: calendar.renewBefore,
    priceCents: own && !renewed ? own.priceCents : null,
    renewed,
  };
}
