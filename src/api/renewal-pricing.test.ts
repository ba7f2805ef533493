import { describe, expect, it } from 'vitest';
import type { PaymentOption } from './renewal';
import { specCalendar } from './renewal-calendar';
import { groupSchedule, optionState, personSchedule, quoteRenewal, renewalOptions, shareSchedule, type RenewalPriceInput } from './renewal-pricing';
import { rolForBirthdate } from './signup-pricing';

const calendar = specCalendar('26/27');
const ADULT = 40_000;
const person = (overrides: Partial<RenewalPriceInput> = {}): RenewalPriceInput => ({
  passCents: ADULT,
  adultPassCents: ADULT,
  age: 40,
  familyDiscount: false,
  fullAttendance: false,
  creditCents: 0,
  ...overrides,
});

describe('the price role on 1 July of the next season (26/27: ages on 2026-07-01)', () => {
  it.each([
    ['turns 65 on 30 June', '1961-06-30', 'GOLD', 65],
    ['turns 65 on 1 July', '1961-07-01', 'GOLD', 65],
    ['turns 65 on 2 July', '1961-07-02', 'ADULT', 64],
    ['turns 17 on 1 July', '2009-07-01', 'YOUTH_17_22', 17],
    ['turns 17 on 2 July', '2009-07-02', 'YOUTH_14_16', 16],
    ['turns 7 on 1 July', '2019-07-01', 'CHILD', 7],
    ['turns 7 on 2 July', '2019-07-02', 'INFANT', 6],
  ])('%s (%s): %s at %i', (_case, birthdate, code, age) => {
    expect(rolForBirthdate(birthdate, '26/27')).toMatchObject({ code, age });
  });
});

describe('quoteRenewal, to the cent', () => {
  it.each<[string, RenewalPriceInput[], { lines: [string, number][]; priceCents: number; creditUsedCents: number }[]]>([
    ['an adult alone', [person()], [{ lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 }]],
    [
      'full attendance: 5 % off',
      [person({ fullAttendance: true })],
      [{ lines: [['PASS', 40_000], ['ATTENDANCE', -2_000]], priceCents: 38_000, creditUsedCents: 0 }],
    ],
    [
      'full attendance on an odd price: half up',
      [person({ passCents: 33_333, fullAttendance: true })],
      [{ lines: [['PASS', 33_333], ['ATTENDANCE', -1_667]], priceCents: 31_666, creditUsedCents: 0 }],
    ],
    [
      'two adults of a family: the second 20 % off',
      [person({ familyDiscount: true }), person({ familyDiscount: true })],
      [
        { lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 },
        { lines: [['PASS', 40_000], ['FAMILY', -8_000]], priceCents: 32_000, creditUsedCents: 0 },
      ],
    ],
    [
      'two adults, one not in the family group: no discount',
      [person({ familyDiscount: true }), person()],
      [
        { lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 },
        { lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 },
      ],
    ],
    [
      'adult + child of 15: half the adult pass',
      [person({ familyDiscount: true }), person({ familyDiscount: true, age: 15, passCents: 30_000 })],
      [
        { lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 },
        { lines: [['PASS', 30_000], ['FAMILY', -10_000]], priceCents: 20_000, creditUsedCents: 0 },
      ],
    ],
    [
      'adult + youth of 16: a second adult, 20 % off their own pass',
      [person({ familyDiscount: true }), person({ familyDiscount: true, age: 16, passCents: 30_000 })],
      [
        { lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 },
        { lines: [['PASS', 30_000], ['FAMILY', -6_000]], priceCents: 24_000, creditUsedCents: 0 },
      ],
    ],
    [
      'adult + infant of 6: 25 €',
      [person({ familyDiscount: true }), person({ familyDiscount: true, age: 6, passCents: 15_000 })],
      [
        { lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 },
        { lines: [['PASS', 15_000], ['FAMILY', -12_500]], priceCents: 2_500, creditUsedCents: 0 },
      ],
    ],
    [
      'family, then attendance on what is left',
      [person({ familyDiscount: true, fullAttendance: true }), person({ familyDiscount: true, fullAttendance: true })],
      [
        { lines: [['PASS', 40_000], ['ATTENDANCE', -2_000]], priceCents: 38_000, creditUsedCents: 0 },
        { lines: [['PASS', 40_000], ['FAMILY', -8_000], ['ATTENDANCE', -1_600]], priceCents: 30_400, creditUsedCents: 0 },
      ],
    ],
    [
      'credits smaller than the price',
      [person({ creditCents: 1_550 })],
      [{ lines: [['PASS', 40_000], ['CREDITS', -1_550]], priceCents: 38_450, creditUsedCents: 1_550 }],
    ],
    [
      'credits equal to the price after attendance',
      [person({ fullAttendance: true, creditCents: 38_000 })],
      [{ lines: [['PASS', 40_000], ['ATTENDANCE', -2_000], ['CREDITS', -38_000]], priceCents: 0, creditUsedCents: 38_000 }],
    ],
    [
      'credits larger than the price: the rest stays',
      [person({ creditCents: 50_000 })],
      [{ lines: [['PASS', 40_000], ['CREDITS', -40_000]], priceCents: 0, creditUsedCents: 40_000 }],
    ],
    ['a negative balance takes nothing', [person({ creditCents: -500 })], [{ lines: [['PASS', 40_000]], priceCents: 40_000, creditUsedCents: 0 }]],
  ])('%s', (_case, people, expected) => {
    const quotes = quoteRenewal(people);
    expect(quotes.map((q) => ({ lines: q.lines.map((l) => [l.kind, l.cents]), priceCents: q.priceCents, creditUsedCents: q.creditUsedCents }))).toEqual(
      expected,
    );
    for (const quote of quotes) expect(quote.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.priceCents);
  });
});

describe('schedules sum exactly', () => {
  it.each([
    ['instalments of 100.01 €', 10_001, calendar.instalments, [4_000, 4_000, 2_001]],
    ['instalments of 999.99 €', 99_999, calendar.instalments, [40_000, 40_000, 19_999]],
    ['instalments of one cent', 1, calendar.instalments, [0, 0, 1]],
    ['parts of 100.01 €', 10_001, calendar.parts, [3_400, 3_300, 3_301]],
  ])('%s', (_case, price, shares, amounts) => {
    const schedule = shareSchedule(price, shares);
    expect(schedule.map((charge) => charge.amountCents)).toEqual(amounts);
    expect(schedule.map((charge) => charge.on)).toEqual(shares.map((share) => share.on));
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(price);
  });

  it('CARD is one charge on the day', () => {
    expect(personSchedule('CARD', 10_001, calendar, '2026-06-10')).toEqual([{ on: '2026-06-10', amountCents: 10_001 }]);
  });

  it('a group is each person cut on their own, summed by day', () => {
    expect(groupSchedule('INSTALMENTS', [10_001, 10_001], calendar, '2026-06-10')).toEqual([
      { on: '2026-06-25', amountCents: 8_000 },
      { on: '2026-07-18', amountCents: 8_000 },
      { on: '2026-08-18', amountCents: 4_002 },
    ]);
  });
});

describe('which options are open on a club day (26/27: open from 1 June, instalments before 23 June, renewal before 25 June)', () => {
  it.each<[PaymentOption, boolean, string, boolean, string | null]>([
    ['CARD', false, '2026-05-31', false, null],
    ['CARD', false, '2026-06-01', true, null],
    ['CARD', false, '2026-06-23', true, null],
    ['CARD', false, '2026-06-24', true, null],
    ['CARD', false, '2026-06-25', false, 'past-deadline'],
    ['CARD', false, '2026-06-26', false, 'past-deadline'],
    ['INSTALMENTS', false, '2026-06-21', true, null],
    ['INSTALMENTS', false, '2026-06-22', true, null],
    ['INSTALMENTS', false, '2026-06-23', false, 'past-deadline'],
    ['INSTALMENTS', false, '2026-06-24', false, 'past-deadline'],
    ['PARTS', true, '2026-06-23', true, null],
    ['PARTS', true, '2026-06-24', true, null],
    ['PARTS', true, '2026-06-25', false, 'past-deadline'],
    ['PARTS', false, '2026-06-10', false, 'no-club-card'],
  ])('%s (club card %s) on %s: open %s, reason %s', (option, clubCard, today, open, closedReason) => {
    expect(optionState(option, calendar, today, clubCard)).toMatchObject({ open, closedReason });
  });

  it('names the last day each option may be chosen', () => {
    const options = renewalOptions(calendar, '2026-06-10', true, [10_001]);
    expect(options.map((o) => [o.option, o.lastDay])).toEqual([
      ['CARD', '2026-06-24'],
      ['INSTALMENTS', '2026-06-22'],
      ['PARTS', '2026-06-24'],
    ]);
    expect(options[0]!.schedule).toEqual([{ on: '2026-06-10', amountCents: 10_001 }]);
  });
});
