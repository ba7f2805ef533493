import { nextSeasonOf, specCalendar } from '../../../src/api/renewal-calendar.ts';
import { currentSeason } from '../../store/member-cards.ts';
import { openRenewalSeason } from '../../store/renewal-season.ts';
import { saveSeasonCalendar } from '../../store/season-calendars.ts';
import type { Queryable } from '../db.ts';

/**
 * The next season's renewal campaign: the spec's calendar moved to that season, its prices and
 * the seats its members keep. The club's data, so it runs in production as in the demo; it runs
 * once a season has games (a production database gets them from the import, then the next start).
 */
export async function seedRenewalSeason(tx: Queryable): Promise<void> {
  const season = await currentSeason(tx);
  if (!season) return;
  const next = nextSeasonOf(season);
  await saveSeasonCalendar(tx, specCalendar(next));
  await openRenewalSeason(tx, next);
}

/**
 * Demo partners whose priority and parts option the renewal reads (README "Renewal"): the day
 * they first joined and whether they hold the club's card. Every other partner joined on the day
 * the database was made and holds none.
 */
const renewalDemoPartners: { partnerNumber: number; memberSince: string; clubCard: boolean }[] = [
  { partnerNumber: 1001, memberSince: '2009-09-01', clubCard: true },
  { partnerNumber: 2001, memberSince: '1998-09-01', clubCard: false },
  { partnerNumber: 2002, memberSince: '2004-09-01', clubCard: false },
  { partnerNumber: 2003, memberSince: '2015-09-01', clubCard: false },
  { partnerNumber: 2040, memberSince: '2012-09-01', clubCard: true },
];

export async function seedRenewalDemoPartners(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE partners p SET member_since = t.since, club_card = t.card
     FROM unnest($1::int[], $2::date[], $3::boolean[]) AS t(number, since, card) WHERE p.partner_number = t.number`,
    [
      renewalDemoPartners.map((p) => p.partnerNumber),
      renewalDemoPartners.map((p) => p.memberSince),
      renewalDemoPartners.map((p) => p.clubCard),
    ],
  );
}
