import { seasonCalendarSchema, type SeasonCalendar } from '../../src/api/renewal.ts';
import { sharesAreWhole } from '../../src/api/renewal-calendar.ts';

export class CalendarRefused extends Error {
  constructor(reasons: string[]) {
    super(`The calendar is refused: ${reasons.join('; ')}`);
    this.name = 'CalendarRefused';
  }
}

/**
 * A calendar an operator typed, checked before it is saved: its shape, shares that add up to
 * 100 %, charges in date order, and the campaign's days in the order the renewal reads them.
 */
export function checkedSeasonCalendar(input: unknown): SeasonCalendar {
  const parsed = seasonCalendarSchema.safeParse(input);
  if (!parsed.success) throw new CalendarRefused(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const calendar = parsed.data;
  const reasons: string[] = [];
  for (const key of ['instalments', 'parts'] as const) {
    if (!sharesAreWhole(calendar[key])) reasons.push(`${key}: the percents must add up to 100`);
    if (calendar[key].some((share, index, shares) => index > 0 && share.on <= shares[index - 1]!.on)) reasons.push(`${key}: the days must go forward`);
  }
  if (!(calendar.renewalOpensOn <= calendar.instalmentsRequestBefore && calendar.instalmentsRequestBefore <= calendar.renewBefore)) {
    reasons.push('renewalOpensOn ≤ instalmentsRequestBefore ≤ renewBefore');
  }
  if (Number.isNaN(Date.parse(calendar.relocationStartsAt))) reasons.push('relocationStartsAt: an ISO date and time');
  if (reasons.length > 0) throw new CalendarRefused(reasons);
  return calendar;
}
