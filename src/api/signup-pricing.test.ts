import { describe, expect, it } from 'vitest';
import {
  ageOn,
  familyTotal,
  percentOf,
  rolForBirthdate,
  seasonStartDate,
  splitDebitDate,
  splitPayment,
  termPriceCents,
  type FamilyPersonInput,
} from './signup-pricing';

describe('seasonStartDate and ageOn', () => {
  it('counts ages on 1 July of the season’s first year', () => {
    expect(seasonStartDate('25/26')).toBe('2025-07-01');
    expect(() => seasonStartDate('2025')).toThrow();
  });

  it.each([
    ['1960-07-01', '2025-07-01', 65], // birthday on the day
    ['1960-07-02', '2025-07-01', 64], // one day short
    ['2000-02-29', '2025-07-01', 25],
    ['2025-07-02', '2025-07-01', -1],
  ])('%s is %i on %s', (birthdate, on, age) => {
    expect(ageOn(birthdate, on)).toBe(age);
  });
});

describe('rolForBirthdate (season 25/26, ages on 2025-07-01)', () => {
  it.each([
    ['1940-01-01', 2, 'gold-from-65', 85],
    ['1960-07-01', 2, 'gold-from-65', 65],
    ['1960-07-02', 1, 'adult-31-to-64', 64],
    ['1994-07-01', 1, 'adult-31-to-64', 31],
    ['1994-07-02', 5, 'youth-23-to-30', 30],
    ['2002-07-01', 5, 'youth-23-to-30', 23],
    ['2002-07-02', 4, 'youth-17-to-22', 22],
    ['2008-07-01', 4, 'youth-17-to-22', 17],
    ['2008-07-02', 3, 'youth-14-to-16', 16],
    ['2011-07-01', 3, 'youth-14-to-16', 14],
    ['2011-07-02', 6, 'child-7-to-13', 13],
    ['2018-07-01', 6, 'child-7-to-13', 7],
    ['2018-07-02', 7, 'infant-under-7', 6],
    ['2025-07-01', 7, 'infant-under-7', 0],
  ])('born %s → rol %i (%s, age %i)', (birthdate, rolId, reason, age) => {
    const choice = rolForBirthdate(birthdate, '25/26');
    expect(choice).toMatchObject({ rolId, age, reason: { code: reason, referenceDate: '2025-07-01' } });
  });

  it('gives the band limits for the page to explain', () => {
    expect(rolForBirthdate('2005-01-01', '25/26')?.reason).toEqual({
      code: 'youth-17-to-22',
      minAge: 17,
      maxAge: 22,
      referenceDate: '2025-07-01',
    });
    expect(rolForBirthdate('1950-01-01', '25/26')?.reason.maxAge).toBeNull();
  });

  it('has no role for someone not born by the season’s start', () => {
    expect(rolForBirthdate('2025-07-02', '25/26')).toBeNull();
  });
});

const adult = (basePriceCents = 24_000, age = 40): FamilyPersonInput => ({ age, basePriceCents, adultPriceCents: 24_000 });
const kid = (age: number, basePriceCents: number): FamilyPersonInput => ({ age, basePriceCents, adultPriceCents: 24_000 });

describe('familyTotal (§9 family discounts, cents)', () => {
  it('one person pays their own price, whatever their age', () => {
    expect(familyTotal([kid(10, 12_000)])).toEqual({
      people: [{ index: 0, rule: 'single', basePriceCents: 12_000, discountCents: 0, priceCents: 12_000 }],
      totalCents: 12_000,
      discountCents: 0,
    });
    expect(familyTotal([]).totalCents).toBe(0);
  });

  it('1 adult + 1 child is the campaign’s family 360 €', () => {
    const total = familyTotal([adult(), kid(10, 12_000)]);
    expect(total.people.map((p) => [p.rule, p.priceCents])).toEqual([
      ['first-adult', 24_000],
      ['child', 12_000],
    ]);
    expect(total.totalCents).toBe(36_000);
  });

  it('2nd adult 20 % off, 3rd and later 30 % off', () => {
    const total = familyTotal([adult(), adult(), adult(), adult()]);
    expect(total.people.map((p) => [p.rule, p.priceCents, p.discountCents])).toEqual([
      ['first-adult', 24_000, 0],
      ['second-adult', 19_200, 4_800],
      ['later-adult', 16_800, 7_200],
      ['later-adult', 16_800, 7_200],
    ]);
    expect(total.totalCents).toBe(76_800);
    expect(total.discountCents).toBe(19_200);
  });

  it('the dearest adult pays in full, whatever the order typed', () => {
    const youth = adult(16_000, 20);
    const gold = adult(19_200, 70);
    const forward = familyTotal([youth, gold, adult()]);
    const backward = familyTotal([adult(), gold, youth]);
    expect(forward.totalCents).toBe(backward.totalCents);
    expect(forward.people.map((p) => [p.rule, p.priceCents])).toEqual([
      ['later-adult', 11_200], // 160 € − 30 %
      ['second-adult', 15_360], // 192 € − 20 %
      ['first-adult', 24_000],
    ]);
  });

  it('children under 16 pay half the adult price; 16 counts as an adult', () => {
    const total = familyTotal([adult(), kid(15, 14_750), kid(16, 14_750)]);
    expect(total.people.map((p) => [p.rule, p.priceCents])).toEqual([
      ['first-adult', 24_000],
      ['child', 12_000], // half of 240 € is below the 147.50 € youth price
      ['second-adult', 11_800], // 147.50 € − 20 %
    ]);
  });

  it('under 7 costs 25 €', () => {
    const total = familyTotal([adult(), kid(6, 2_500), kid(0, 2_500)]);
    expect(total.people.map((p) => [p.rule, p.priceCents])).toEqual([
      ['first-adult', 24_000],
      ['infant', 2_500],
      ['infant', 2_500],
    ]);
    expect(total.totalCents).toBe(29_000);
  });

  it('a discount never raises a price above the person’s own', () => {
    // A half-season infant product (15 €) stays 15 €, not the 25 € family price.
    expect(familyTotal([adult(), kid(3, 1_500)]).people[1]).toMatchObject({ rule: 'infant', priceCents: 1_500, discountCents: 0 });
    // A child in a cheap area: half the adult price there, never more than their own.
    expect(familyTotal([adult(30_000), { age: 10, basePriceCents: 15_000, adultPriceCents: 30_000 }]).people[1]).toMatchObject({
      priceCents: 15_000,
    });
  });

  it('rounds percentages to the cent, half up, in integers', () => {
    expect(percentOf(14_750, 20)).toBe(2_950);
    expect(percentOf(12_345, 30)).toBe(3_704); // 3703.5 → 3704
    expect(percentOf(1, 50)).toBe(1); // 0.5 → 1
    const total = familyTotal([adult(), adult(12_345)]);
    expect(total.people[1]?.priceCents).toBe(9_876); // 12345 − 2469
  });
});

describe('termPriceCents', () => {
  it('is the area price for the full season', () => {
    expect(termPriceCents(30_000, 24_000, 24_000)).toBe(30_000);
  });
  it('scales by the term product’s share, to the half euro', () => {
    expect(termPriceCents(30_000, 14_400, 24_000)).toBe(18_000); // 60 %
    expect(termPriceCents(18_450, 8_850, 14_750)).toBe(11_050); // 11070 → 11050
  });
});

describe('split payment', () => {
  it('takes half now (the odd cent now) and the rest on 10 September', () => {
    expect(splitPayment(36_000)).toEqual({ nowCents: 18_000, laterCents: 18_000 });
    expect(splitPayment(14_751)).toEqual({ nowCents: 7_376, laterCents: 7_375 });
    expect(splitDebitDate('25/26')).toBe('2025-09-10');
  });
});
