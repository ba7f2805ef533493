import type { Product } from '../../api/membership';
import { familyTotal, rolForBirthdate, SIGNUP_ROLS, type FamilyPriceRule, type RolChoice } from '../../api/signup-pricing';
import type { DraftPerson } from './draft';

/** A person of the order with the rol their birth date gives (null: not born by the season's start). */
export interface OrderPerson extends DraftPerson {
  rol: RolChoice | null;
}

export const withRol = (person: DraftPerson, season: string): OrderPerson => ({ ...person, rol: rolForBirthdate(person.birthdate, season) });

export interface PersonLine {
  person: OrderPerson;
  /** The product this person is sold: the first one of their rol still on sale. */
  product: Product | null;
  rule: FamilyPriceRule;
  basePriceCents: number;
  discountCents: number;
  priceCents: number;
}

export interface OrderPrice {
  lines: PersonLine[];
  totalCents: number;
  /** Someone has no product on sale (their rol sold out or not offered): the order cannot go on. */
  missing: OrderPerson[];
}

const toCents = (euros: number) => Math.round(euros * 100);

/** The product a person is sold: the chosen one for the holder, else the first on sale of their rol. */
function productFor(person: OrderPerson, products: readonly Product[], chosen?: Product): Product | null {
  if (chosen) return chosen;
  return products.find((product) => product.rolId === person.rol?.rolId && !product.soldOut) ?? null;
}

/**
 * What each person pays with the §9 family discounts (src/api/signup-pricing familyTotal, the
 * function the server charges with), from the products' prices: the holder's chosen product,
 * each other person the first product of their rol on sale, a child's half taken of the
 * adult product's price.
 */
export function priceOrder(people: readonly OrderPerson[], products: readonly Product[], chosen: Product | undefined): OrderPrice {
  const adult = products.find((product) => product.rolId === SIGNUP_ROLS.ADULT && !product.soldOut);
  const picked = people.map((person, index) => ({ person, product: productFor(person, products, index === 0 ? chosen : undefined) }));
  const priced = picked.filter((line): line is { person: OrderPerson; product: Product } => line.product !== null && line.person.rol !== null);
  const total = familyTotal(
    priced.map(({ person, product }) => ({
      age: person.rol!.age,
      basePriceCents: toCents(product.price),
      adultPriceCents: toCents(adult?.price ?? product.price),
    })),
  );
  const lines = priced.map(({ person, product }, index) => {
    const price = total.people[index]!;
    return { person, product, rule: price.rule, basePriceCents: price.basePriceCents, discountCents: price.discountCents, priceCents: price.priceCents };
  });
  return { lines, totalCents: total.totalCents, missing: picked.filter((line) => line.product === null || line.person.rol === null).map(({ person }) => person) };
}
