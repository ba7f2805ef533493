/**
 * Sign-up pricing rules of spec §9, shared by the server (which charges) and the sign-up page
 * (which shows the same figures before it asks). Pure and dependency-free.
 *
 * Money is in euro cents (integers): 147.50 € is 14750. Percentages are applied in integers
 * and rounded to the nearest cent (half up), so the page and the server never drift apart.
 */

/** Price roles of the database (server/db/seed-data/rols.ts). */
export const SIGNUP_ROLS = {
  ADULT: 1,
  GOLD: 2,
  YOUTH_14_16: 3,
  YOUTH_17_22: 4,
  YOUTH_23_30: 5,
  CHILD: 6,
  INFANT: 7,
} as const;
export type SignupRolCode = keyof typeof SIGNUP_ROLS;

/** Why a birth date gives a role: one code per age band, for the page's "why this role". */
export const ROL_REASONS = {
  GOLD: 'gold-from-65',
  ADULT: 'adult-31-to-64',
  YOUTH_23_30: 'youth-23-to-30',
  YOUTH_17_22: 'youth-17-to-22',
  YOUTH_14_16: 'youth-14-to-16',
  CHILD: 'child-7-to-13',
  INFANT: 'infant-under-7',
} as const satisfies Record<SignupRolCode, string>;
export type RolReasonCode = (typeof ROL_REASONS)[SignupRolCode];

/** Age bands, oldest first; `maxAge` null is open-ended. Mirrors rols.min_age / max_age. */
const ROL_BANDS: readonly { code: SignupRolCode; minAge: number; maxAge: number | null }[] = [
  { code: 'GOLD', minAge: 65, maxAge: null },
  { code: 'ADULT', minAge: 31, maxAge: 64 },
  { code: 'YOUTH_23_30', minAge: 23, maxAge: 30 },
  { code: 'YOUTH_17_22', minAge: 17, maxAge: 22 },
  { code: 'YOUTH_14_16', minAge: 14, maxAge: 16 },
  { code: 'CHILD', minAge: 7, maxAge: 13 },
  { code: 'INFANT', minAge: 0, maxAge: 6 },
];

/**
 * The day ages are counted on: 1 July of the season's first year ('25/26' → 2025-07-01), the
 * day the season's sales open. Someone turning 65 later in the season is not gold yet.
 */
export function seasonStartDate(season: string): string {
  const match = /^(\d{2})\/\d{2}$/.exec(season);
  if (!match) throw new Error(`Not a season: ${season}`);
  return `20${match[1]}-07-01`;
}

/** Whole years from `birthdate` to `onDate` (both YYYY-MM-DD); negative when born after it. */
export function ageOn(birthdate: string, onDate: string): number {
  const [by = 0, bm = 0, bd = 0] = birthdate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = onDate.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

export interface RolChoice {
  rolId: number;
  code: SignupRolCode;
  /** Age on `referenceDate`. */
  age: number;
  reason: { code: RolReasonCode; minAge: number; maxAge: number | null; referenceDate: string };
}

/**
 * The price role of someone born on `birthdate` for `season`, from their age on the season's
 * start (spec §9: gold from 65, youth 14–30 in three bands, child, under 7). Null when they
 * are not born by then.
 */
export function rolForBirthdate(birthdate: string, season: string): RolChoice | null {
  const referenceDate = seasonStartDate(season);
  const age = ageOn(birthdate, referenceDate);
  const band = ROL_BANDS.find((b) => age >= b.minAge && (b.maxAge === null || age <= b.maxAge));
  if (!band) return null;
  return {
    rolId: SIGNUP_ROLS[band.code],
    code: band.code,
    age,
    reason: { code: ROL_REASONS[band.code], minAge: band.minAge, maxAge: band.maxAge, referenceDate },
  };
}

/** §9 family discounts. */
export const FAMILY_RULES = {
  secondAdultPercentOff: 20,
  laterAdultPercentOff: 30,
  childPercentOff: 50,
  /** A child is under this age (on the season's start). */
  childUnderAge: 16,
  infantUnderAge: 7,
  infantPriceCents: 2_500,
} as const;

/** Which rule priced a person. 'single' is an order of one person: no family discount. */
export const familyPriceRules = ['single', 'first-adult', 'second-adult', 'later-adult', 'child', 'infant'] as const;
export type FamilyPriceRule = (typeof familyPriceRules)[number];

export interface FamilyPersonInput {
  /** Age on the season's start. */
  age: number;
  /** The person's own price (their role's price for the chosen area and term), cents. */
  basePriceCents: number;
  /** The adult role's price for the same area and term, cents: a family child pays half of it. */
  adultPriceCents: number;
}

export interface FamilyPersonPrice {
  /** Position in the input. */
  index: number;
  rule: FamilyPriceRule;
  basePriceCents: number;
  discountCents: number;
  priceCents: number;
}

export interface FamilyTotal {
  people: FamilyPersonPrice[];
  totalCents: number;
  discountCents: number;
}

/** `percent` % of `cents`, to the nearest cent (half up), in integers. */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * The order total with the §9 family discounts, person by person (input order kept):
 * - one person alone pays their own price ('single');
 * - under 7: 25 € (or their own price, if lower);
 * - under 16: half the adult price (or their own price, if lower);
 * - adults (16 and over): the dearest pays in full, the second 20 % off and every later one
 *   30 % off their own price; ties keep input order, so the customer gets the larger discount
 *   on the cheaper passes and the result does not depend on how the list was typed.
 * A price never goes up: each discount is capped at the person's own price.
 */
export function familyTotal(people: readonly FamilyPersonInput[]): FamilyTotal {
  const priced = people.map((person, index) => priceFor(person, index, people.length));
  const adults = priced
    .filter((p) => p.rule === 'first-adult')
    .sort((a, b) => b.basePriceCents - a.basePriceCents || a.index - b.index);
  adults.forEach((adult, rank) => {
    if (rank === 0) return;
    const rule: FamilyPriceRule = rank === 1 ? 'second-adult' : 'later-adult';
    const percent = rank === 1 ? FAMILY_RULES.secondAdultPercentOff : FAMILY_RULES.laterAdultPercentOff;
    Object.assign(adult, withPrice(adult, rule, adult.basePriceCents - percentOf(adult.basePriceCents, percent)));
  });
  const totalCents = priced.reduce((sum, p) => sum + p.priceCents, 0);
  const discountCents = priced.reduce((sum, p) => sum + p.discountCents, 0);
  return { people: priced, totalCents, discountCents };
}

function priceFor(person: FamilyPersonInput, index: number, size: number): FamilyPersonPrice {
  const base: FamilyPersonPrice = { index, rule: 'single', basePriceCents: person.basePriceCents, discountCents: 0, priceCents: person.basePriceCents };
  if (size === 1) return base;
  if (person.age < FAMILY_RULES.infantUnderAge) return withPrice(base, 'infant', FAMILY_RULES.infantPriceCents);
  if (person.age < FAMILY_RULES.childUnderAge) {
    return withPrice(base, 'child', person.adultPriceCents - percentOf(person.adultPriceCents, FAMILY_RULES.childPercentOff));
  }
  return withPrice(base, 'first-adult', person.basePriceCents);
}

function withPrice(person: FamilyPersonPrice, rule: FamilyPriceRule, priceCents: number): FamilyPersonPrice {
  const capped = Math.min(priceCents, person.basePriceCents);
  return { ...person, rule, priceCents: capped, discountCents: person.basePriceCents - capped };
}

/**
 * A half-season (or other term) price for an area: the area's full-season price for the role
 * scaled by the term product's share of the role's full-season product, to the half euro (as
 * the products are priced). Full season: the area price itself.
 */
export function termPriceCents(areaFullSeasonCents: number, termProductCents: number, fullSeasonProductCents: number): number {
  if (termProductCents === fullSeasonProductCents || fullSeasonProductCents === 0) return areaFullSeasonCents;
  return Math.round((areaFullSeasonCents * termProductCents) / fullSeasonProductCents / 50) * 50;
}

/** §9 new members' split payment: half at sign-up (rounded up to the cent), the rest debited later. */
export function splitPayment(totalCents: number): { nowCents: number; laterCents: number } {
  const nowCents = Math.ceil(totalCents / 2);
  return { nowCents, laterCents: totalCents - nowCents };
}

/** The day the second half of a split payment is debited: 10 September of the season's first year. */
export function splitDebitDate(season: string): string {
  return `${seasonStartDate(season).slice(0, 4)}-09-10`;
}

/** Euros as a number for display and API answers (cents are exact; euros are only for showing). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}
