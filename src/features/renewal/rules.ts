import type { DatedShare, PaymentOption, RenewalOption, RenewalOverview, RenewalPerson, RenewalRecord } from '../../api/renewal';
import { percentOf } from '../../api/signup-pricing';

export interface Charge {
  on: string;
  amountCents: number;
}

/** One person's debits of a price on the calendar's shares: the last takes the remainder, so they add up to the cent. */
export function personSchedule(priceCents: number, shares: readonly DatedShare[]): Charge[] {
  let left = priceCents;
  return shares.map((share, index) => {
    const amountCents = index === shares.length - 1 ? left : percentOf(priceCents, share.percent);
    left -= amountCents;
    return { on: share.on, amountCents };
  });
}

/** Charges on the same day added together, in date order. */
export function sumByDate(charges: readonly Charge[]): Charge[] {
  const byDate = new Map<string, number>();
  for (const charge of charges) byDate.set(charge.on, (byDate.get(charge.on) ?? 0) + charge.amountCents);
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([on, amountCents]) => ({ on, amountCents }));
}

export const totalCents = (people: readonly Pick<RenewalPerson, 'priceCents'>[]) => people.reduce((sum, person) => sum + person.priceCents, 0);

/**
 * What an option charges for the people chosen: a card charges the total on the server's day; the
 * debited options charge each person's share on the calendar's days, summed by date.
 */
export function scheduleFor(option: RenewalOption, chosen: readonly RenewalPerson[], calendar: RenewalOverview['calendar']): Charge[] {
  if (chosen.length === 0) return [];
  if (option.option === 'CARD') {
    const day = option.schedule[0]?.on;
    return day ? [{ on: day, amountCents: totalCents(chosen) }] : [];
  }
  const shares = option.option === 'INSTALMENTS' ? calendar.instalments : calendar.parts;
  return sumByDate(chosen.flatMap((person) => personSchedule(person.priceCents, shares)));
}

/** Debited options take an IBAN; a card does not. */
export const isDebited = (option: PaymentOption) => option !== 'CARD';

/** The people still to renew: those the form offers. */
export const toRenew = (overview: RenewalOverview) => overview.people.filter((person) => !person.renewed);

/** The option chosen first: the first open one (the card while the window is open). */
export const firstOpenOption = (options: readonly RenewalOption[]): PaymentOption => options.find((option) => option.open)?.option ?? 'CARD';

/**
 * Family discounts are for the people renewed together: when someone of a family quote is left
 * out, the prices shown (everyone together) may change when renewing.
 */
export function familyPriceMayChange(people: readonly RenewalPerson[], chosenIds: ReadonlySet<number>): boolean {
  const left = people.filter((person) => !person.renewed && !chosenIds.has(person.partnerId));
  return left.length > 0 && people.some((person) => !person.renewed && person.lines.some((line) => line.kind === 'FAMILY'));
}

/** Every charge the bank refused, with the renewal it belongs to. */
export const failedCharges = (renewals: readonly RenewalRecord[]) =>
  renewals.flatMap((renewal) => renewal.charges.filter((charge) => charge.status === 'FAILED').map((charge) => ({ renewal, charge })));

/** Nothing to renew: no one with a seat this season, and no renewal made. */
export const nothingToRenew = (overview: RenewalOverview) => overview.people.length === 0 && overview.renewals.length === 0;
