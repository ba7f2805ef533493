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
  const { rows: people } = await tx.query<PersonRow>(
    `SELECT sp.person_id, to_char(sp.birthdate, 'YYYY-MM-DD') AS birthdate, sp.rol_id, sp.product_id, sp.seat_id, o.season, o.term
     FROM signup_order_people sp JOIN signup_orders o ON o.id = sp.order_id WHERE sp.order_id = $1 ORDER BY sp.position`,
    [orderId],
  );
  const { rows: products } = await tx.query<ProductRow>(
    "SELECT id, kind, rol_id, term, price_cents FROM products WHERE active AND (kind = 'NEW' OR id = ANY($1::int[]))",
    [people.map((p) => p.product_id)],
  );
  const areaPrice = await areaPricesOfSeats(tx, people.flatMap((p) => (p.seat_id === null ? [] : [p.seat_id])));
  const newProduct = (rolId: number, term: string) => products.find((p) => p.kind === 'NEW' && p.rol_id === rolId && p.term === term);
  /** A rol's price for the person's seat (or without one, its product's) at the order's term. */
  const priceAt = (person: PersonRow, rolId: number, termProduct: ProductRow | undefined): number => {
    const fullSeason = newProduct(rolId, 'FULL_SEASON') ?? termProduct;
    const termCents = termProduct?.price_cents ?? fullSeason?.price_cents ?? 0;
    const areaCents = person.seat_id === null ? undefined : areaPrice(person.seat_id, rolId);
    return areaCents === undefined ? termCents : termPriceCents(areaCents, termCents, fullSeason?.price_cents ?? termCents);
  };
  const total = familyTotal(
    people.map((person) => ({
      age: ageOn(person.birthdate, seasonStartDate(person.season)),
      basePriceCents: priceAt(person, person.rol_id, products.find((p) => p.id === person.product_id)),
      adultPriceCents: priceAt(person, SIGNUP_ROLS.ADULT, newProduct(SIGNUP_ROLS.ADULT, person.term)),
    })),
  );
  for (const priced of total.people) {
    await tx.query(
      'UPDATE signup_order_people SET price_rule = $3, base_cents = $4, price_cents = $5 WHERE order_id = $1 AND person_id = $2',
      [orderId, people[priced.index]!.person_id, priced.rule, priced.basePriceCents, priced.priceCents],
    );
  }
  await tx.query('UPDATE signup_orders SET total_cents = $2, updated_at = now() WHERE id = $1', [orderId, total.totalCents]);
}

/** (seat, rol) → the cheapest price of the seat's area for the rol, if it has one. */
async function areaPricesOfSeats(tx: Queryable, seatIds: number[]): Promise<(seatId: number, rolId: number) => number | undefined> {
  if (seatIds.length === 0) return () => undefined;
  const { rows } = await tx.query<{ seat_id: number; price_cents: number; rol_ids: number[] }>(
    `SELECT s.id AS seat_id, ap.price_cents, ap.rol_ids FROM seats s JOIN area_prices ap ON ap.area_id = s.area_id
     WHERE s.id = ANY($1::int[]) ORDER BY ap.price_cents`,
    [seatIds],
  );
  return (seatId, rolId) => rows.find((row) => row.seat_id === seatId && row.rol_ids.includes(rolId))?.price_cents;
}
