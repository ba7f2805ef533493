import type { PaymentOption, RenewalOption, RenewalOverview, RenewalPerson, RenewalRecord } from '../../api/renewal';
import { groupSchedule, type ScheduledCharge } from '../../api/renewal-pricing';

export const totalCents = (people: readonly Pick<RenewalPerson, 'priceCents'>[]) => people.reduce((sum, person) => sum + person.priceCents, 0);

/**
 * What an option charges for the people chosen, by the server's rules (src/api/renewal-pricing.ts):
 * a card charges the total on the server's day (its schedule's); the debited options cut each
 * person's price on the calendar's days, summed by day.
 */
export function scheduleFor(option: RenewalOption, chosen: readonly RenewalPerson[], calendar: RenewalOverview['calendar']): ScheduledCharge[] {
  const serverDay = option.schedule[0]?.on;
  if (chosen.length === 0 || (option.option === 'CARD' && !serverDay)) return [];
  return groupSchedule(option.option, chosen.map((person) => person.priceCents), calendar, serverDay ?? '');
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
