import type { SignupOrder, SignupOrderPerson } from '../../src/api/signup.ts';
import { centsToEuros, rolForBirthdate, type FamilyPriceRule } from '../../src/api/signup-pricing.ts';
import type { Queryable } from '../db/db.ts';
import { familyGroupOfOrder } from './signup-family-group.ts';
import { LIVE_ORDER_STATUSES } from './signup-orders.ts';

interface OrderViewRow {
  id: number;
  status: SignupOrder['status'];
  kind: SignupOrder['kind'];
  term: SignupOrder['term'];
  season: string;
  total_cents: number;
  expires_in: number;
  /** PersonViewRow objects in the order's order (json_agg: the read is one query). */
  people: PersonViewRow[];
  /** The latest payment, if any. */
  payment: PaymentViewRow | null;
}

interface PersonViewRow {
  person_id: number;
  self: boolean;
  name: string;
  lastname: string;
  birthdate: string;
  rol_id: number;
  product_id: number;
  product_name: string;
  seat_id: number | null;
  area_id: number | null;
  area_name: string | null;
  row_number: number | null;
  seat_number: number | null;
  partner_number: number | null;
  price_rule: FamilyPriceRule;
  base_cents: number;
  price_cents: number;
}

interface PaymentViewRow {
  method: 'CARD' | 'CASH' | 'SPLIT';
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'REFUND_PENDING';
  amount_cents: number;
  deferred_cents: number;
  debit_on: string | null;
  iban: string | null;
}

/** The order as the API answers it (signupOrderSchema), in one query. */
export async function readSignupOrder(db: Queryable, orderId: number): Promise<SignupOrder> {
  const { rows } = await db.query<OrderViewRow>(
    `SELECT o.id, o.status, o.kind, o.term, o.season, o.total_cents,
            CASE WHEN o.status = ANY($2) THEN greatest(0, ceil(extract(epoch FROM o.expires_at - now())))::integer ELSE 0 END AS expires_in,
            (SELECT coalesce(json_agg(person ORDER BY person.position), '[]')
             FROM (SELECT sp.position, sp.person_id, sp.self, sp.name, sp.lastname, to_char(sp.birthdate, 'YYYY-MM-DD') AS birthdate,
                          sp.rol_id, sp.product_id, pr.name AS product_name, sp.seat_id, s.area_id, a.name AS area_name,
                          s.row_number, s.seat_number, CASE WHEN o.status = 'PAID' THEN p.partner_number END AS partner_number,
                          sp.price_rule, sp.base_cents, sp.price_cents
                   FROM signup_order_people sp
                   JOIN products pr ON pr.id = sp.product_id
                   LEFT JOIN seats s ON s.id = sp.seat_id
                   LEFT JOIN areas a ON a.id = s.area_id
                   LEFT JOIN partners p ON p.id = sp.person_id
                   WHERE sp.order_id = o.id) person) AS people,
            (SELECT row_to_json(payment)
             FROM (SELECT method, status, amount_cents, deferred_cents, to_char(debit_on, 'YYYY-MM-DD') AS debit_on, iban
                   FROM signup_payments WHERE order_id = o.id ORDER BY id DESC LIMIT 1) payment) AS payment
     FROM signup_orders o WHERE o.id = $1`,
    [orderId, LIVE_ORDER_STATUSES],
  );
  const order = rows[0]!;
  const personList = order.people.map((row) => toPerson(row, order.season));
  const payment = order.payment;
  const familyGroup = order.status === 'PAID' ? await familyGroupOfOrder(db, orderId) : null;
  return {
    id: order.id,
    status: order.status,
    kind: order.kind,
    term: order.term,
    season: order.season,
    people: personList,
    total: centsToEuros(order.total_cents),
    discount: centsToEuros(order.people.reduce((sum, row) => sum + row.base_cents - row.price_cents, 0)),
    expiresIn: order.expires_in,
    payment: payment
      ? {
          method: payment.method,
          status: payment.status,
          amountNow: centsToEuros(payment.amount_cents),
          amountLater: centsToEuros(payment.deferred_cents),
          debitDate: payment.debit_on,
          ibanEnd: payment.iban?.slice(-4) ?? null,
        }
      : null,
    ...(familyGroup ? { familyGroup } : {}),
  };
}

function toPerson(row: PersonViewRow, season: string): SignupOrderPerson {
  // The order was only made for people born by the season's start, so there is a rol.
  const rol = rolForBirthdate(row.birthdate, season)!;
  return {
    personId: row.person_id,
    self: row.self,
    name: row.name,
    lastname: row.lastname,
    birthdate: row.birthdate,
    age: rol.age,
    rolId: row.rol_id,
    rolReason: rol.reason,
    productId: row.product_id,
    productName: row.product_name,
    seat:
      row.seat_id === null
        ? null
        : { idSeat: row.seat_id, areaId: row.area_id!, areaName: row.area_name!, row: row.row_number!, number: row.seat_number! },
    partnerNumber: row.partner_number,
    priceRule: row.price_rule,
    basePrice: centsToEuros(row.base_cents),
    discount: centsToEuros(row.base_cents - row.price_cents),
    price: centsToEuros(row.price_cents),
  };
}
