import type { Product } from '../../src/api/membership.ts';
import { SIGNUP_CODES, type SignupOrderBody, type SignupPersonBody } from '../../src/api/signup.ts';
import { rolForBirthdate, type RolChoice } from '../../src/api/signup-pricing.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { findProduct } from './products.ts';
import { end } from '../purchase/lifecycle.ts';
import { signupFlow } from './signup-flow.ts';
import { LIVE_ORDER_STATUSES } from './signup-orders.ts';
import { repriceOrder } from './signup-prices.ts';

interface Caller {
  name: string;
  lastname: string;
  dni: string | null;
  birthdate: string | null;
  special_renewal: boolean;
  partner_id: number | null;
}

interface ResolvedPerson {
  self: boolean;
  name: string;
  lastname: string;
  dni: string | null;
  birthdate: string;
  rol: RolChoice;
  product: Product;
  /** The caller's own partner id when they renew; otherwise a new id is drawn. */
  partnerId: number | null;
}

/**
 * Creates the caller's order, replacing an OPEN one (its seats freed), and prices it. Every
 * person's product must be of their rol (from the birth date, on the season's start) and of the
 * order's term, and not sold out for the people asking for it. Runs in the caller's transaction.
 */
export async function createOrder(tx: Queryable, userId: number, body: SignupOrderBody): Promise<number> {
  if (body.people.filter((person) => person.self).length > 1) throw new HttpError(400, 'body.people: the caller is listed twice', 'invalid-body');
  const dnis = body.people.flatMap((person) => (!person.self && person.dni ? [person.dni] : []));
  if (new Set(dnis).size !== dnis.length) throw new HttpError(400, 'body.people: a DNI is listed twice', 'invalid-body');
  const caller = await lockCaller(tx, userId);
  await replaceOpenOrder(tx, userId);
  const people: ResolvedPerson[] = [];
  for (const person of body.people) people.push(await resolvePerson(tx, caller, person, body.term));
  assertStock(people);
  await assertNewDnis(tx, dnis);
  const season = people[0]?.product.season ?? '';
  const kind = people.some((person) => person.product.kind === 'RENEWAL') ? 'RENEWAL' : 'NEW';
  // The order and its people in one statement; a person without a partner id draws a new one.
  const column = <T>(pick: (person: ResolvedPerson) => T) => people.map(pick);
  const { rows } = await tx.query<{ id: number }>(
    `WITH made AS (
       INSERT INTO signup_orders (user_id, kind, term, season, status, expires_at)
       VALUES ($1, $2, $3, $4, 'OPEN', now() + make_interval(secs => (SELECT seat_hold_seconds FROM settings))) RETURNING id),
     people AS (
       INSERT INTO signup_order_people (order_id, person_id, position, self, name, lastname, dni, birthdate, rol_id, product_id)
       SELECT made.id, coalesce(p.partner_id, nextval(pg_get_serial_sequence('partners', 'id'))::integer), p.position - 1,
              p.self, p.name, p.lastname, p.dni, p.birthdate, p.rol_id, p.product_id
       FROM made, unnest($5::integer[], $6::boolean[], $7::text[], $8::text[], $9::text[], $10::date[], $11::integer[], $12::integer[])
            WITH ORDINALITY AS p(partner_id, self, name, lastname, dni, birthdate, rol_id, product_id, position))
     SELECT id FROM made`,
    [
      userId,
      kind,
      body.term,
      season,
      column((person) => person.partnerId),
      column((person) => person.self),
      column((person) => person.name),
      column((person) => person.lastname),
      column((person) => person.dni),
      column((person) => person.birthdate),
      column((person) => person.rol.rolId),
      column((person) => person.product.id),
    ],
  );
  const orderId = rows[0]!.id;
  await repriceOrder(tx, orderId);
  return orderId;
}

/**
 * An OPEN order is replaced; one being paid (at the provider or the office) is not. Runs with the
 * user's row locked (lockCaller), so two creations of one user (two tabs) run one after the other
 * instead of both inserting a live order.
 */
async function replaceOpenOrder(tx: Queryable, userId: number): Promise<void> {
  const { rows } = await tx.query<{ id: number; status: string }>(
    'SELECT id, status FROM signup_orders WHERE user_id = $1 AND status = ANY($2) FOR UPDATE',
    [userId, LIVE_ORDER_STATUSES],
  );
  for (const order of rows) {
    if (order.status !== 'OPEN') throw new HttpError(409, 'An order of yours is being paid', SIGNUP_CODES.orderPaying);
    await end(tx, signupFlow, order.id, 'CANCELLED');
  }
}

/** The caller's data, their user row locked until the transaction ends. */
async function lockCaller(tx: Queryable, userId: number): Promise<Caller> {
  const { rows } = await tx.query<Caller>(
    `SELECT u.name, u.lastname, u.dni, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u.special_renewal, p.id AS partner_id
     FROM users u LEFT JOIN partners p ON p.user_id = u.id WHERE u.id = $1 FOR UPDATE OF u`,
    [userId],
  );
  return rows[0]!;
}

async function resolvePerson(tx: Queryable, caller: Caller, person: SignupPersonBody, term: string): Promise<ResolvedPerson> {
  const product = await findProduct(tx, person.productId, ['NEW', 'RENEWAL']);
  if (!product) throw new HttpError(404, `Product ${person.productId} not found`);
  const data = person.self ? await selfData(tx, caller, product) : { ...person, dni: person.dni ?? null, partnerId: null };
  if (product.kind === 'RENEWAL' && !person.self) {
    throw new HttpError(403, 'A renewal is for the member themselves', SIGNUP_CODES.renewalNotAllowed);
  }
  const rol = rolForBirthdate(data.birthdate, product.season);
  if (!rol) throw new HttpError(409, `${data.name} is not born by the season's start`, SIGNUP_CODES.notBorn);
  if (product.rolId !== rol.rolId || product.term !== term) {
    throw new HttpError(409, `Product ${product.id} is not for ${data.name}'s rol or this term`, SIGNUP_CODES.productNotForPerson);
  }
  if (product.soldOut) throw new HttpError(409, `Product ${product.id} is sold out`, SIGNUP_CODES.productSoldOut);
  return { self: person.self, name: data.name, lastname: data.lastname, dni: data.dni, birthdate: data.birthdate, rol, product, partnerId: data.partnerId };
}

/** The caller's own data; a member who has paid this season has nothing to sign up for. */
async function selfData(tx: Queryable, caller: Caller, product: Product) {
  if (caller.birthdate === null) throw new HttpError(409, 'Your account has no birth date', SIGNUP_CODES.noBirthdate);
  if (product.kind === 'RENEWAL' && caller.partner_id === null && !caller.special_renewal) {
    throw new HttpError(403, 'Only partners can renew', SIGNUP_CODES.renewalNotAllowed);
  }
  if (caller.partner_id !== null) {
    const { rows } = await tx.query('SELECT 1 FROM partner_payments WHERE partner_id = $1 AND season = $2', [caller.partner_id, product.season]);
    if (rows.length > 0) throw new HttpError(409, 'You are already a member this season', SIGNUP_CODES.alreadyMember);
  }
  return { name: caller.name, lastname: caller.lastname, dni: caller.dni, birthdate: caller.birthdate, partnerId: caller.partner_id };
}

/** One unit per person: a product with fewer units left than people asking is sold out for them. */
function assertStock(people: ResolvedPerson[]): void {
  const asked = new Map<number, { product: Product; count: number }>();
  for (const { product } of people) asked.set(product.id, { product, count: (asked.get(product.id)?.count ?? 0) + 1 });
  for (const { product, count } of asked.values()) {
    if (product.unitsLeft !== null && product.unitsLeft < count) {
      throw new HttpError(409, `Product ${product.id} has ${product.unitsLeft} left`, SIGNUP_CODES.productSoldOut);
    }
  }
}

async function assertNewDnis(tx: Queryable, dnis: string[]): Promise<void> {
  if (dnis.length === 0) return;
  const { rows } = await tx.query('SELECT 1 FROM users WHERE upper(dni) = ANY($1::text[])', [dnis]);
  if (rows.length > 0) throw new HttpError(409, 'A DNI of the order has an account', SIGNUP_CODES.dniInUse);
}
