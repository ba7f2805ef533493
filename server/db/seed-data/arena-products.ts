import type { Queryable } from '../db.ts';
import { basePriceCents } from './arena-prices.ts';
import { rolSeeds } from './rols.ts';
import { CURRENT_SEASON } from './users.ts';

/** The seat-change fee: the product the demo and the bench start seat changes with. */
export const SEAT_CHANGE_PRODUCT_ID = 401;

export interface ProductSeed {
  id: number;
  kind: 'NEW' | 'RENEWAL' | 'SYMPATHIZER_WITH_NUMBER' | 'SEAT_CHANGE';
  rolId: number | null;
  term: string;
  name: string;
  priceCents: number;
  season: string;
  /** Units left; null is unlimited. */
  stock: number | null;
  active: boolean;
}

/** Limited products (id → units left); 0 is sold out. */
const STOCK: Readonly<Record<number, number>> = {
  102: 40, // gold full season
  111: 0, // adult half season: sold out
  103: 1, // youth 14-16 full season: one unit left, the sign-up's sold-out case
  301: 500, // adult sympathizer with number
};

const roundToHalfEuro = (cents: number) => Math.round(cents / 50) * 50;

/**
 * Stable ids: NEW full season 100 + rol, NEW half season 110 + rol, RENEWAL 200 + rol,
 * SYMPATHIZER_WITH_NUMBER 300 + rol, SEAT_CHANGE 401. 190 is last season's, inactive.
 * Outside the demo every product is unlimited: the demo's sold-out and last-unit cases are not the club's.
 */
export function productSeeds({ demo }: { demo: boolean }): ProductSeed[] {
  const product = (p: Omit<ProductSeed, 'season' | 'stock' | 'active'>): ProductSeed => ({
    ...p,
    season: CURRENT_SEASON,
    stock: demo ? (STOCK[p.id] ?? null) : null,
    active: true,
  });
  const products: ProductSeed[] = [];
  for (const rol of rolSeeds) {
    const base = basePriceCents(rol.id);
    products.push(
      product({ id: 100 + rol.id, kind: 'NEW', rolId: rol.id, term: 'FULL_SEASON', name: `Abono ${rol.name}`, priceCents: base }),
      product({
        id: 110 + rol.id,
        kind: 'NEW',
        rolId: rol.id,
        term: 'HALF_SEASON',
        name: `Abono ${rol.name} media temporada`,
        priceCents: roundToHalfEuro(base * 0.6),
      }),
      product({ id: 200 + rol.id, kind: 'RENEWAL', rolId: rol.id, term: 'FULL_SEASON', name: `Renovación ${rol.name}`, priceCents: base }),
      product({
        id: 300 + rol.id,
        kind: 'SYMPATHIZER_WITH_NUMBER',
        rolId: rol.id,
        term: 'FULL_SEASON',
        name: `Simpatizante con número ${rol.name}`,
        priceCents: rol.junior ? 1_500 : 3_000,
      }),
    );
  }
  products.push(
    product({ id: SEAT_CHANGE_PRODUCT_ID, kind: 'SEAT_CHANGE', rolId: null, term: 'FULL_SEASON', name: 'Cambio de asiento', priceCents: 1_000 }),
    {
      id: 190,
      kind: 'NEW',
      rolId: 1,
      term: 'FULL_SEASON',
      name: 'Abono Adulto 24/25',
      priceCents: 23_000,
      season: '24/25',
      stock: null,
      active: false,
    },
  );
  return products;
}

/** The season's products: the base of every deployment (seed.ts), with the demo's stock only in the demo. */
export async function seedProducts(tx: Queryable, demo: boolean): Promise<void> {
  const products = productSeeds({ demo });
  await tx.query(
    `INSERT INTO products (id, kind, rol_id, term, name, price_cents, season, stock, active)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[], $7::text[], $8::int[], $9::boolean[])`,
    [
      products.map((p) => p.id),
      products.map((p) => p.kind),
      products.map((p) => p.rolId),
      products.map((p) => p.term),
      products.map((p) => p.name),
      products.map((p) => p.priceCents),
      products.map((p) => p.season),
      products.map((p) => p.stock),
      products.map((p) => p.active),
    ],
  );
}
