import { clubDay } from './card-code';
import type { DatedShare, SeasonCalendar } from './renewal';

/**
 * The campaign's calendar rules (SPEC §9), shared by the server (which enforces them) and the
 * pages (which show them). Days are the club's (Europe/Madrid) as YYYY-MM-DD; a "before" day is
 * exclusive, as the campaign writes it.
 */

/** '25/26' → '26/27'. */
export function nextSeasonOf(season: string): string {
  const match = /^(\d{2})\/(\d{2})$/.exec(season);
  if (!match) throw new Error(`Not a season: ${season}`);
  const pad = (year: number) => String(year % 100).padStart(2, '0');
  return `${pad(Number(match[1]) + 1)}/${pad(Number(match[2]) + 1)}`;
}

/** The first calendar year of a season: '26/27' → 2026. */
const firstYearOf = (season: string) => 2000 + Number(season.slice(0, 2));

/**
 * A season's calendar as the spec's 25/26 campaign sets it, moved to that season's year:
 * instalments 25/06 40 %, 18/07 40 %, 18/08 20 % asked for before 23 June; a single payment
 * before 25 June; the pre-reservation list from 23 June and new members from 25 June.
 * Not shown in the spec, decided here: the renewal opens on 1 June; the club card's parts are
 * three thirds on 5 October, 5 November and 5 December ("nothing until October"); relocation runs
 * in 20 windows of one day each from 29 June at 10:00; a waiting-list offer lasts 48 hours.
 */
export function specCalendar(season: string): SeasonCalendar {
  const year = firstYearOf(season);
  const day = (monthDay: string) => `${year}-${monthDay}`;
  return {
    season,
    renewalOpensOn: day('06-01'),
    renewBefore: day('06-25'),
    instalmentsRequestBefore: day('06-23'),
    instalments: [
      { on: day('06-25'), percent: 40 },
      { on: day('07-18'), percent: 40 },
      { on: day('08-18'), percent: 20 },
    ],
    parts: [
      { on: day('10-05'), percent: 34 },
      { on: day('11-05'), percent: 33 },
      { on: day('12-05'), percent: 33 },
    ],
    // 10:00 in Madrid in summer (UTC+2).
    relocationStartsAt: `${year}-06-29T08:00:00.000Z`,
    relocationWindows: 20,
    relocationWindowMinutes: 24 * 60,
    waitingListOpensOn: day('06-23'),
    newMembersFrom: day('06-25'),
    offerHours: 48,
  };
}

/** The day before a "before" day: the last day it allows. */
export function lastDayBefore(beforeDay: string): string {
  const date = new Date(`${beforeDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export type RenewalWindowState = 'NOT_YET' | 'OPEN' | 'CLOSED';

/** The renewal window on the club's day of `now`. */
export function renewalWindowState(calendar: SeasonCalendar, now: Date): RenewalWindowState {
  const today = clubDay(now.getTime());
  if (today < calendar.renewalOpensOn) return 'NOT_YET';
  return today < calendar.renewBefore ? 'OPEN' : 'CLOSED';
}

/** Whether `shares` add up to 100 %: the calendar a club saves must. */
export const sharesAreWhole = (shares: readonly DatedShare[]) => shares.reduce((sum, share) => sum + share.percent, 0) === 100;

/** The end of the last relocation window: waiting-list offers start then. */
export function relocationEndsAt(calendar: SeasonCalendar): Date {
  return new Date(Date.parse(calendar.relocationStartsAt) + calendar.relocationWindows * calendar.relocationWindowMinutes * 60_000);
}
