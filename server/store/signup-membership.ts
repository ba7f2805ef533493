import { splitPayment } from '../../src/api/signup-pricing.ts';
import type { Queryable } from '../db/db.ts';
import type { PurchaseFlow } from '../purchase/flow.ts';
import { lockClaims, sellHeld } from '../purchase/sell.ts';
import { takeOrderUnits } from './product-units.ts';
import { groupSignedUpFamily } from './signup-family-group.ts';
import { mailWelcome } from './signup-welcome-mail.ts';
import { addSplitDebits } from '../purchase/split-debits.ts';

interface PersonRow {
  person_id: number;
  self: boolean;
  name: string;
  lastname: string;
  dni: string | null;
  birthdate: string;
  rol_id: number;
  product_id: number;
  seat_id: number;
  price_cents: number;
  partner_exists: boolean;
  /** The seat is held by this order, or already SOLD to this person (a renewing member keeping it). */
  seat_ours: boolean;
}

interface OrderInfo {
  id: number;
  user_id: number;
  season: string;
  method: 'CARD' | 'CASH' | 'SPLIT';
  iban: string | null;
}

/** Partner numbers are handed out one approval at a time (a transaction-scoped advisory lock). */
const PARTNER_NUMBER_LOCK = 7_016_001;

/**
 * Makes the membership of a paid order, all or nothing, in the caller's transaction: one ACTIVE
 * partner per person with a new partner number (a renewing member keeps theirs), the held seat
 * SOLD to them, the unit of their product reserved at hold, and the payment recorded for the season. False, with
 * nothing written, when a seat is no longer the order's, a product has too few units left, or a
 * DNI of the order has since got an account.
 */
export async function createMembership(tx: Queryable, flow: PurchaseFlow, orderId: number, paymentId: number): Promise<boolean> {
  await lockClaims(tx, 'SELECT seat_id FROM signup_order_people WHERE order_id = $1', orderId);
  const people = await orderPeople(tx, orderId);
  if (people.length === 0 || people.some((person) => !person.seat_ours)) return false;
  await tx.query('SAVEPOINT membership');
  try {
    await makeMembership(tx, flow, orderId, paymentId, people);
  } catch (error) {
    if (!(error instanceof CannotMake)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT membership');
    return false;
  }
  return true;
}

/** A seat, a unit or a DNI is no longer the order's to take: nothing is made. */
class CannotMake extends Error {}

async function makeMembership(tx: Queryable, flow: PurchaseFlow, orderId: number, paymentId: number, people: PersonRow[]): Promise<void> {
  if (!(await takeOrderUnits(tx, orderId))) throw new CannotMake();
  const newDnis = people.flatMap((person) => (!person.self && person.dni ? [person.dni] : []));
  if (newDnis.length > 0 && (await tx.query('SELECT 1 FROM users WHERE upper(dni) = ANY($1::text[])', [newDnis])).rows.length > 0) {
    throw new CannotMake();
  }
  const order = await orderInfo(tx, orderId, paymentId);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTNER_NUMBER_LOCK]);
  const numbers: number[] = [];
  for (const person of people) numbers.push(await makePartner(tx, flow, order, person));
  for (const person of people) await paySeason(tx, order, person);
  const family = await groupSignedUpFamily(tx, order.user_id, people.map((person) => ({ personId: person.person_id, self: person.self })));
  if (order.method === 'SPLIT') await addSplitDebits(tx, paymentId, people);
  await tx.query("UPDATE signup_orders SET status = 'PAID', updated_at = now() WHERE id = $1", [orderId]);
  await mailWelcome(tx, order, paymentId, numbers, family === 'created' || family === 'joined');
}

async function orderPeople(tx: Queryable, orderId: number): Promise<PersonRow[]> {
  const { rows } = await tx.query<PersonRow>(
    `SELECT sp.person_id, sp.self, sp.name, sp.lastname, sp.dni, to_char(sp.birthdate, 'YYYY-MM-DD') AS birthdate, sp.rol_id,
            sp.product_id, sp.seat_id, sp.price_cents,
            EXISTS (SELECT 1 FROM partners p WHERE p.id = sp.person_id) AS partner_exists,
            EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = sp.seat_id
                      AND ((c.kind = 'HELD' AND c.signup_order_id = sp.order_id)
                        OR (c.kind = 'SOLD' AND c.partner_id = sp.person_id))) AS seat_ours
     FROM signup_order_people sp WHERE sp.order_id = $1 ORDER BY sp.position`,
    [orderId],
  );
  return rows;
}

async function orderInfo(tx: Queryable, orderId: number, paymentId: number): Promise<OrderInfo> {
  const { rows } = await tx.query<OrderInfo>(
    `SELECT o.id, o.user_id, o.season, pay.method, pay.iban
     FROM signup_orders o JOIN signup_payments pay ON pay.id = $2 WHERE o.id = $1`,
    [orderId, paymentId],
  );
  return rows[0]!;
}

/** The person's ACTIVE partner (and, for family members, their account-less user) with their seat SOLD. */
async function makePartner(tx: Queryable, flow: PurchaseFlow, order: OrderInfo, person: PersonRow): Promise<number> {
  let number: number;
  if (person.partner_exists) {
    const { rows } = await tx.query<{ partner_number: number }>(
      `UPDATE partners SET status = 'ACTIVE', rol_id = $2, season = $3, iban = coalesce($4, iban) WHERE id = $1 RETURNING partner_number`,
      [person.person_id, person.rol_id, order.season, order.iban],
    );
    number = rows[0]!.partner_number;
    // A renewing member moving seat gives up the old one.
    await tx.query("DELETE FROM seat_claims WHERE kind = 'SOLD' AND partner_id = $1 AND seat_id <> $2", [person.person_id, person.seat_id]);
  } else {
    const userId = person.self ? order.user_id : await insertFamilyUser(tx, person);
    const { rows } = await tx.query<{ partner_number: number }>(
      `INSERT INTO partners (id, user_id, partner_number, iban, season, status, rol_id)
       OVERRIDING SYSTEM VALUE
       VALUES ($1, $2, (SELECT coalesce(max(partner_number), 0) + 1 FROM partners), $3, $4, 'ACTIVE', $5) RETURNING partner_number`,
      [person.person_id, userId, person.self ? order.iban : null, order.season, person.rol_id],
    );
    number = rows[0]!.partner_number;
  }
  if (person.self) {
    // The sign-up account was a fan until now.
    await tx.query("UPDATE users SET type = 'PARTNER' WHERE id = $1 AND type = 'FAN'", [order.user_id]);
    await tx.query('DELETE FROM fans WHERE user_id = $1', [order.user_id]);
  }
  await sellHeld(tx, flow, order.id, { seatId: person.seat_id, holderId: person.person_id });
  // The seat is theirs now (held and sold, or a renewing member's own): else it was taken meanwhile.
  const sold = await tx.query("SELECT 1 FROM seat_claims WHERE seat_id = $1 AND kind = 'SOLD' AND partner_id = $2", [person.seat_id, person.person_id]);
  if (sold.rows.length === 0) throw new CannotMake();
  return number;
}

/** A family member has no mail and no usable password: the account that signed them up manages them. */
async function insertFamilyUser(tx: Queryable, person: PersonRow): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type, dni, birthdate, mail_confirmed)
     VALUES (NULL, '!', $1, $2, 'PARTNER', $3, $4, false) RETURNING id`,
    [person.name, person.lastname, person.dni, person.birthdate],
  );
  return rows[0]!.id;
}

/** The part paid now, per person: their price, or its first half (SPLIT), as startSignupPayment charged. */
async function paySeason(tx: Queryable, order: OrderInfo, person: PersonRow): Promise<void> {
  const paidNow = order.method === 'SPLIT' ? splitPayment(person.price_cents).nowCents : person.price_cents;
  await tx.query('INSERT INTO partner_payments (partner_id, season, amount_cents) VALUES ($1, $2, $3)', [person.person_id, order.season, paidNow]);
}
