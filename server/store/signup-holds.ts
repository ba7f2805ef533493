import { SIGNUP_CODES, type SignupSeatsBody } from '../../src/api/signup.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { assertPricedSeat, claimSeat, holdAllOrNone, pricedSql, releaseSeats } from '../purchase/holds.ts';
import { reserveOrderUnits } from './product-units.ts';
import { signupFlow } from './signup-flow.ts';
import type { OrderRow } from './signup-orders.ts';

interface OrderPerson {
  person_id: number;
  rol_id: number;
  seat_id: number | null;
  /** Read with the person's pick: whether the picked seat exists, is priced for the rol, is SOLD to the person. */
  picked_seat_found: boolean;
  priced: boolean;
  sold_to_person: boolean;
}

/** One person's seat, as the body of PUT signup/orders/{id}/seats lists it. */
type PersonSeatPick = SignupSeatsBody['seats'][number];

/**
 * Holds the picked seats for people of an open order, all or none (purchase/holds.ts). A renewing
 * member may keep the seat already SOLD to them without a hold. The first hold also reserves one
 * unit of each person's product (after the seats, in the order approval locks them).
 */
export async function holdOrderSeats(tx: Queryable, order: OrderRow, picks: PersonSeatPick[]): Promise<void> {
  const holders = picks.map((pick) => ({ holderId: pick.personId, seatId: pick.seatId }));
  await holdAllOrNone(signupFlow, holders, () => holdPicked(tx, order.id, picks));
  await reserveOrderUnits(tx, order);
}

async function holdPicked(tx: Queryable, orderId: number, picks: PersonSeatPick[]): Promise<void> {
  const people = await peopleWithPicks(tx, orderId, picks);
  const moves = picks
    .map((pick) => ({ pick, person: personOf(people, pick.personId) }))
    .filter(({ pick, person }) => pick.seatId !== person.seat_id)
    .sort((a, b) => a.pick.seatId - b.pick.seatId);
  for (const { pick, person } of moves) assertPricedSeat(signupFlow, pick.seatId, person.picked_seat_found ? person : undefined);
  // Release first, so people of one order may swap the seats they hold in one update.
  await releaseSeats(tx, signupFlow, orderId, moves.flatMap(({ person }) => (person.seat_id === null ? [] : [person.seat_id])));
  for (const { pick, person } of moves) {
    // A renewing member keeping their seat needs no hold: it is already SOLD to them.
    if (!person.sold_to_person) await claimSeat(tx, signupFlow, orderId, pick.seatId, null);
    await tx.query('UPDATE signup_order_people SET seat_id = $3 WHERE order_id = $1 AND person_id = $2', [orderId, pick.personId, pick.seatId]);
  }
}

/** The order's people, each with what the hold must know of the seat picked for them, in one read. */
async function peopleWithPicks(tx: Queryable, orderId: number, picks: PersonSeatPick[]): Promise<OrderPerson[]> {
  const { rows } = await tx.query<OrderPerson>(
    `SELECT sp.person_id, sp.rol_id, sp.seat_id, s.id IS NOT NULL AS picked_seat_found, ${pricedSql('s', 'sp.rol_id')} AS priced,
            EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = pick.seat_id AND c.kind = 'SOLD' AND c.partner_id = sp.person_id) AS sold_to_person
     FROM signup_order_people sp
     LEFT JOIN unnest($2::integer[], $3::integer[]) AS pick(person_id, seat_id) ON pick.person_id = sp.person_id
     LEFT JOIN seats s ON s.id = pick.seat_id
     WHERE sp.order_id = $1`,
    [orderId, picks.map((pick) => pick.personId), picks.map((pick) => pick.seatId)],
  );
  return rows;
}

function personOf(people: OrderPerson[], personId: number): OrderPerson {
  const person = people.find((p) => p.person_id === personId);
  if (!person) throw new HttpError(403, `Person ${personId} is not in this order`, SIGNUP_CODES.personNotInOrder);
  return person;
}
