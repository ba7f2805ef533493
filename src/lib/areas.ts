/**
 * Which areas a member is offered and in what order (spec §4 "Areas", §5): shared by the seat
 * change and the sign-up, which both list the areas of `POST group-seat-change/areas/{id}` or
 * `GET partners/seat-change/areas`.
 *
 * - §5: an area is shown only if it has available seats and a price for the member's roles, and
 *   its prices are narrowed to those roles. The server already applies this; the client applies
 *   it again so a stale or foreign answer never offers an area nobody can buy.
 * - §5: junior prices are left out of the price filter's list.
 * - §4: the default order is price ascending, ties by name.
 *
 * Where the spec is silent: an area's price is the lowest of its prices for the roles, a
 * non-junior one when it has one (the price an adult of the group pays sets the band), and the
 * price filter is a range of those prices, both ends included.
 */
import type { AreaGroup, AreaPrice } from '../api';

export type AreaOrder = 'price-asc' | 'price-desc' | 'name';
export const DEFAULT_AREA_ORDER: AreaOrder = 'price-asc';

/** Euros, both ends included; an end left out is open. */
export interface PriceRange {
  min?: number;
  max?: number;
}

export interface AreaQuery {
  /** The roles (rols ids) of the members who will sit there. */
  roles: readonly number[];
  range?: PriceRange;
  order?: AreaOrder;
}

/** The area's prices that apply to at least one of the roles. */
export function pricesForRoles(area: Pick<AreaGroup, 'prices'>, roles: readonly number[]): AreaPrice[] {
  return area.prices.filter((price) => price.rolls.some((rol) => roles.includes(rol)));
}

/** The price that places the area in the filter and the order; null when none applies to the roles. */
export function areaPrice(area: Pick<AreaGroup, 'prices'>, roles: readonly number[]): number | null {
  const prices = pricesForRoles(area, roles);
  const adult = prices.filter((price) => !price.junior);
  const candidates = (adult.length > 0 ? adult : prices).map((price) => price.price);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

/** §5: available seats and a price for the roles. */
export function isOffered(area: AreaGroup, roles: readonly number[]): boolean {
  return area.available > 0 && areaPrice(area, roles) !== null;
}

/** The price filter's choices: the distinct non-junior prices of the offered areas, ascending. */
export function priceFilterOptions(areas: readonly AreaGroup[], roles: readonly number[]): number[] {
  const prices = areas
    .filter((area) => isOffered(area, roles))
    .flatMap((area) => pricesForRoles(area, roles))
    .filter((price) => !price.junior)
    .map((price) => price.price);
  return [...new Set(prices)].sort((a, b) => a - b);
}

function inRange(price: number, range: PriceRange | undefined): boolean {
  return (range?.min === undefined || price >= range.min) && (range?.max === undefined || price <= range.max);
}

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The areas to show, each with its price for the roles, filtered to the range and ordered. */
export function offeredAreas<A extends AreaGroup>(areas: readonly A[], query: AreaQuery): { area: A; price: number }[] {
  const order = query.order ?? DEFAULT_AREA_ORDER;
  const offered = areas.flatMap((area) => {
    const price = areaPrice(area, query.roles);
    return area.available > 0 && price !== null && inRange(price, query.range) ? [{ area, price }] : [];
  });
  return offered.sort((a, b) => {
    const names = byName.compare(a.area.name, b.area.name);
    if (order === 'name') return names;
    const prices = order === 'price-asc' ? a.price - b.price : b.price - a.price;
    return prices !== 0 ? prices : names;
  });
}
