import { ageOn, familyTotal, seasonStartDate, SIGNUP_ROLS, termPriceCents } from '../../src/api/signup-pricing.ts';
import type { Queryable } from '../db/db.ts';

interface PersonRow {
  person_id: number;
  birthdate: string;
  rol_id: number;
  product_id: number;
  seat_id: number | null;
  season: string;
  term: string;
  /** The prices of the seat's area for its rols, cheapest first (none without a seat). */
  seat_prices: { price_cents: number; rol_ids: number[] }[];
}

interface ProductRow {
  id: number;
  kind: string;
  rol_id: number | null;
  term: string;
  price_cents: number;
}

/**
 * Writes each person's price and the order total (signup-pricing.ts familyTotal). A person's own
 * price is their seat's area price for their rol, scaled to the order's term; before a seat, their
 * product's price. A family child's half is of the adult price of the same area and term.
 */
export async function repriceOrder(tx: Queryable, orderId: number): Promise<void> {
  // The people with their seat's prices, and the products that may price them, in one read.
  const { rows } = await tx.query<{ people: PersonRow[]; products: ProductRow[] }>(
    `SELECT (SELECT json_agg(person ORDER BY person.position)
             FROM (SELECT sp.position, sp.person_id, to_char(sp.birthdate, 'YYYY-MM-DD') AS birthdate, sp.rol_id, sp.product_id,
                          sp.seat_id, o.season, o.term,
                          (SELECT coalesce(json_agg(json_build_object('price_cents', ap.price_cents, 'rol_ids', ap.rol_ids) ORDER BY ap.price_cents), '[]')
                           FROM seats s JOIN area_prices ap ON ap.area_id = s.area_id WHERE s.id = sp.seat_id) AS seat_prices
                   FROM signup_order_people sp JOIN signup_orders o ON o.id = sp.order_id WHERE sp.order_id = $1) person) AS people,
            (SELECT json_agg(product) FROM (SELECT id, kind, rol_id, term, price_cents FROM products
             WHERE active AND (kind = 'NEW' OR id IN (SELECT product_id FROM signup_order_people WHERE order_id = $1))) product) AS products`,
    [orderId],
  );
  const people = rows[0]?.people ?? [];
  const products = rows[0]?.products ?? [];
  const newProduct = (rolId: number, term: string) => products.find((p) => p.kind === 'NEW' && p.rol_id === rolId && p.term === term);
  /** A rol's price for the person's seat (or without one, its product's) at the order's term. */
  const priceAt = (person: PersonRow, rolId: number, termProduct: ProductRow | undefined): number => {
    const fullSeason = newProduct(rolId, 'FULL_SEASON') ?? termProduct;
    const termCents = termProduct?.price_cents ?? fullSeason?.price_cents ?? 0;
    const areaCents = person.seat_prices.find((price) => price.rol_ids.includes(rolId))?.price_cents;
    return areaCents === undefined ? termCents : termPriceCents(areaCents, termCents, fullSeason?.price_cents ?? termCents);
  };
  const total = familyTotal(
    people.map((person) => ({
      age: ageOn(person.birthdate, seasonStartDate(person.season)),
      basePriceCents: priceAt(person, person.rol_id, products.find((p) => p.id === person.product_id)),
      adultPriceCents: priceAt(person, SIGNUP_ROLS.ADULT, newProduct(SIGNUP_ROLS.ADULT, person.term)),
    })),
  );
  // Every person's price and the order's total in one statement.
  const priced = total.people.map((person) => ({ ...person, personId: people[person.index]!.person_id }));
  await tx.query(
    `WITH priced AS (
       UPDATE signup_order_people sp SET price_rule = p.rule, base_cents = p.base_cents, price_cents = p.price_cents
       FROM unnest($3::integer[], $4::text[], $5::integer[], $6::integer[]) AS p(person_id, rule, base_cents, price_cents)
       WHERE sp.order_id = $1 AND sp.person_id = p.person_id)
     UPDATE signup_orders SET total_cents = $2, updated_at = now() WHERE id = $1`,
    [
      orderId,
      total.totalCents,
      priced.map((person) => person.personId),
      priced.map((person) => person.rule),
      priced.map((person) => person.basePriceCents),
      priced.map((person) => person.priceCents),
    ],
  );
}
