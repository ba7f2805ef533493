import type { Product, ProductAvailability } from '../../src/api/membership.ts';
import type { Queryable } from '../db/db.ts';
import { reservedUnitsSql } from './product-units.ts';

type ProductKind = Product['kind'];

interface ProductRow {
  id: number;
  kind: ProductKind;
  rol_id: number | null;
  term: string;
  name: string;
  price_cents: number;
  season: string;
  /** Units left: stock less live reservations. */
  stock: number | null;
}

/**
 * Units left count the units live sign-up orders reserved when they held seats, but for the
 * viewer's own order ($viewer, a user id or NULL): the pass they hold is not sold out to them.
 */
const productColumns = (viewer: string) =>
  `id, kind, rol_id, term, name, price_cents, season, stock - ${reservedUnitsSql('products.id', `ro.user_id = ${viewer}::integer`)} AS stock`;

/** Active products of one kind and rol (and term, when given), by id. */
export async function listProducts(
  db: Queryable,
  filter: { kind: ProductKind; rolId: number; term?: string; viewerId?: number | null },
): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${productColumns('$4')} FROM products
     WHERE active AND kind = $1 AND rol_id = $2 AND ($3::text IS NULL OR term = $3) ORDER BY id`,
    [filter.kind, filter.rolId, filter.term ?? null, filter.viewerId ?? null],
  );
  return rows.map(toProduct);
}

/** An active product of one of these kinds, or null; units left as `viewerId` sees them. */
export async function findProduct(db: Queryable, id: number, kinds: readonly ProductKind[], viewerId: number | null = null): Promise<Product | null> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${productColumns('$3')} FROM products
     WHERE active AND id = $1 AND kind = ANY($2::text[])`,
    [id, kinds, viewerId],
  );
  return rows[0] ? toProduct(rows[0]) : null;
}

export function availabilityOf(product: Product): ProductAvailability {
  return { productId: product.id, unitsLeft: product.unitsLeft, soldOut: product.soldOut };
}

export async function rolExists(db: Queryable, rolId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM rols WHERE id = $1', [rolId]);
  return rows.length > 0;
}

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    kind: row.kind,
    rolId: row.rol_id,
    term: row.term,
    name: row.name,
    price: row.price_cents / 100,
    season: row.season,
    unitsLeft: row.stock === null ? null : Math.max(row.stock, 0),
    soldOut: row.stock !== null && row.stock <= 0,
  };
}
