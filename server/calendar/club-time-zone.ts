import { CLUB_TIME_ZONE } from '../../src/api/card-code.ts';

/**
 * Europe/Madrid as an iCalendar VTIMEZONE (CET, CEST by the EU's rule since 1996: from the last
 * Sunday of March to the last Sunday of October). A feed carries it so a calendar app places
 * each game at the club's hour whatever its own zone; no package for zone data is installed,
 * and the club has one zone.
 */
const MADRID_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CLUB_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's VTIMEZONE generator: the club's zone only. */
export const clubTimeZoneBlock = (zone: string): string | null => (zone === CLUB_TIME_ZONE ? MADRID_VTIMEZONE : null);

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * A moment as ical-generator must be given it for an event in the club's zone: it writes a
 * Date's local fields after TZID, so the Date's local fields are made the club's wall clock
 * (whatever the server's own zone; games never start in the night hour a clock change skips).
 */
export function clubWallClock(moment: Date): Date {
  const parts = wallClock.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}
