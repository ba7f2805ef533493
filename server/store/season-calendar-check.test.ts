import { describe, expect, it } from 'vitest';
import { specCalendar } from '../../src/api/renewal-calendar.ts';
import { CalendarRefused, checkedSeasonCalendar } from './season-calendar-check.ts';

describe("an operator's season calendar", () => {
  const calendar = specCalendar('27/28');

  it("takes the spec's calendar moved to a season as it is", () => {
    expect(checkedSeasonCalendar(JSON.parse(JSON.stringify(calendar)))).toEqual(calendar);
  });

  it.each([
    ['shares that do not add up to 100', { instalments: [{ on: '2027-06-25', percent: 40 }, { on: '2027-07-18', percent: 40 }] }, /instalments: the percents/],
    ['parts out of date order', { parts: [{ on: '2027-11-05', percent: 50 }, { on: '2027-10-05', percent: 50 }] }, /parts: the days must go forward/],
    ['instalments asked for after the renewal closes', { instalmentsRequestBefore: '2027-06-26' }, /renewalOpensOn ≤ instalmentsRequestBefore ≤ renewBefore/],
    ['a start that is not a date and time', { relocationStartsAt: 'tomorrow' }, /relocationStartsAt/],
    ['a day that is not a day', { renewBefore: '25/06/2027' }, /renewBefore/],
  ])('refuses %s, saying why', (_case, change, reason) => {
    expect(() => checkedSeasonCalendar({ ...calendar, ...change })).toThrow(CalendarRefused);
    expect(() => checkedSeasonCalendar({ ...calendar, ...change })).toThrow(reason);
  });
});
