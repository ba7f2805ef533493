import { FULL_ATTENDANCE_DISCOUNT } from './attendance-discount';
import type { DatedShare, PaymentOption, QuoteLine, RenewalOption, SeasonCalendar } from './renewal';
import { lastDayBefore } from './renewal-calendar';
import { familyTotal, percentOf } from './signup-pricing';

/**
 * The renewal's money rules (SPEC §9), shared by the server (which charges) and the renewal page
 * (which shows the same figures before it asks). Pure: cents in, cents out, days as YYYY-MM-DD.
 */

/** One person renewed, as the quote reads them. */
export interface RenewalPriceInput {
  /** The next season's pass for their role in the area of their seat. */
  passCents: number;
  /** The adult role's pass in the same area: a family child pays half of it. */
  adultPassCents: number;
  /** Age on 1 July of the next season. */
  age: number;
  /** A member of a FAMILY group with the family discount. */
  familyDiscount: boolean;
  /** Attended every home game of the current season. */
  fullAttendance: boolean;
  /** Their credit balance (never below zero here). */
  creditCents: number;
}

export interface RenewalPriceQuote {
  /** PASS, then FAMILY, ATTENDANCE and CREDITS when they take something off. */
  lines: QuoteLine[];
  priceCents: number;
  /** The credits spent (a positive number): the rest of the balance stays. */
  creditUsedCents: number;
}

/**
 * The quote of the people renewed together, in input order: the family discounts among those
 * eligible (two or more of them), then 5 % off what is left for full attendance, then the credits
 * up to what is left.
 */
export function quoteRenewal(people: readonly RenewalPriceInput[]): RenewalPriceQuote[] {
  const familyIndexes = people.flatMap((person, index) => (person.familyDiscount ? [index] : []));
  const family = familyIndexes.length > 1 ? familyTotal(familyIndexes.map((index) => familyInput(people[index]!))) : null;
  return people.map((person, index) => {
    const position = familyIndexes.indexOf(index);
    const familyCents = family && position >= 0 ? family.people[position]!.discountCents : 0;
    const afterFamily = person.passCents - familyCents;
    const attendanceCents = person.fullAttendance ? percentOf(afterFamily, FULL_ATTENDANCE_DISCOUNT.renewalPercent) : 0;
    const afterAttendance = afterFamily - attendanceCents;
    const creditUsedCents = Math.min(Math.max(person.creditCents, 0), afterAttendance);
    const lines: QuoteLine[] = [{ kind: 'PASS', cents: person.passCents }];
    if (familyCents > 0) lines.push({ kind: 'FAMILY', cents: -familyCents });
    if (attendanceCents > 0) lines.push({ kind: 'ATTENDANCE', cents: -attendanceCents });
    if (creditUsedCents > 0) lines.push({ kind: 'CREDITS', cents: -creditUsedCents });
    return { lines, priceCents: afterAttendance - creditUsedCents, creditUsedCents };
  });
}

const familyInput = (person: RenewalPriceInput) => ({ age: person.age, basePriceCents: person.passCents, adultPriceCents: person.adultPassCents });

export interface ScheduledCharge {
  on: string;
  amountCents: number;
}

/** `priceCents` cut by dated shares: each share's percent (half up), the last one the remainder, so the sum is exact. */
export function shareSchedule(priceCents: number, shares: readonly DatedShare[]): ScheduledCharge[] {
  let charged = 0;
  return shares.map((share, index) => {
    const amountCents = index === shares.length - 1 ? priceCents - charged : percentOf(priceCents, share.percent);
    charged += amountCents;
    return { on: share.on, amountCents };
  });
}

/** One person's charges for an option: CARD all on `today`, INSTALMENTS and PARTS on the calendar's days. */
export function personSchedule(option: PaymentOption, priceCents: number, calendar: SeasonCalendar, today: string): ScheduledCharge[] {
  if (option === 'CARD') return [{ on: today, amountCents: priceCents }];
  return shareSchedule(priceCents, option === 'INSTALMENTS' ? calendar.instalments : calendar.parts);
}

/** Everyone's charges for an option, summed day by day (each person cut on their own, as they are debited). */
export function groupSchedule(option: PaymentOption, pricesCents: readonly number[], calendar: SeasonCalendar, today: string): ScheduledCharge[] {
  const byDay = new Map<string, number>();
  for (const price of pricesCents) {
    for (const charge of personSchedule(option, price, calendar, today)) byDay.set(charge.on, (byDay.get(charge.on) ?? 0) + charge.amountCents);
  }
  return [...byDay].map(([on, amountCents]) => ({ on, amountCents }));
}

export type OptionState = Pick<RenewalOption, 'open' | 'closedReason' | 'lastDay'>;

/**
 * Whether an option may be chosen on the club day `today`: CARD and PARTS while the renewal
 * window is open (PARTS for a club card holder only), INSTALMENTS only before their request
 * deadline. Before the window opens every option is closed with no reason: the window's state
 * (NOT_YET) says why.
 */
export function optionState(option: PaymentOption, calendar: SeasonCalendar, today: string, clubCard: boolean): OptionState {
  const before = option === 'INSTALMENTS' ? calendar.instalmentsRequestBefore : calendar.renewBefore;
  const lastDay = lastDayBefore(before);
  if (option === 'PARTS' && !clubCard) return { open: false, closedReason: 'no-club-card', lastDay };
  if (today >= before) return { open: false, closedReason: 'past-deadline', lastDay };
  return { open: today >= calendar.renewalOpensOn, closedReason: null, lastDay };
}

/** Every option with its state and the schedule of `pricesCents` (everyone still to renew) paid that way. */
export function renewalOptions(calendar: SeasonCalendar, today: string, clubCard: boolean, pricesCents: readonly number[]): RenewalOption[] {
  return (['CARD', 'INSTALMENTS', 'PARTS'] as const).map((option) => ({
    option,
    ...optionState(option, calendar, today, clubCard),
    schedule: groupSchedule(option, pricesCents, calendar, today),
  }));
}
