import { SIGNUP_CODES, type SignupSeatsBody } from '../../src/api/signup.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { assertPriced, claimSeat, holdAllOrNone, releaseSeats } from '../purchase/holds.ts';
import { reserveOrderUnits } from './product-units.ts';
import { signupFlow } from './signup-flow.ts';

interface OrderPerson {
  person_id: number;
  rol_id: number;
  seat_id: number | null;
}

/** One person's seat, as the body of PUT signup/orders/{id}/seats lists it. */
type PersonSeatPick = SignupSeatsBody['seats'][number];

/**
 * Holds the picked seats for people of an open order, all or none (purchase/holds.ts). A renewing
 * member may keep the seat already SOLD to them without a hold. The first hold also reserves one
 * unit of each person's product (after the seats, in the order approval locks them).
 */
export async function holdOrderSeats(tx: Queryable, orderId: number, picks: PersonSeatPick[]): Promise<void> {
  const holders = picks.map((pick) => ({ holderId: pick.personId, seatId: pick.seatId }));
  await holdAllOrNone(signupFlow, holders, () => holdPicked(tx, orderId, picks));
  await reserveOrderUnits(tx, orderId);
}

async function holdPicked(tx: Queryable, orderId: number, picks: PersonSeatPick[]): Promise<void> {
  const { rows: people } = await tx.query<OrderPerson>('SELECT person_id, rol_id, seat_id FROM signup_order_people WHERE order_id = $1', [orderId]);
  const moves = picks
    .map((pick) => ({ pick, person: personOf(people, pick.personId) }))
    .filter(({ pick, person }) => pick.seatId !== person.seat_id)
    .sort((a, b) => a.pick.seatId - b.pick.seatId);
  for (const { pick, person } of moves) await assertPriced(tx, signupFlow, pick.seatId, person.rol_id);
  // Release first, so people of one order may swap the seats they hold in one update.
  await releaseSeats(tx, signupFlow, orderId, moves.flatMap(({ person }) => (person.seat_id === null ? [] : [person.seat_id])));
  for (const { pick } of moves) {
    if (!(await isSoldTo(tx, pick))) await claimSeat(tx, signupFlow, orderId, pick.seatId, null);
    await tx.query('UPDATE signup_order_people SET seat_id = $3 WHERE order_id = $1 AND person_id = $2', [orderId, pick.personId, pick.seatId]);
  }
}

/** The seat is the person's own (a renewing member keeping their seat). */
async function isSoldTo(tx: Queryable, pick: PersonSeatPick): Promise<boolean> {
  const { rows } = await tx.query("SELECT 1 FROM seat_claims WHERE seat_id = $1 AND kind = 'SOLD' AND partner_id = $2", [pick.seatId, pick.personId]);
  return rows.length > 0;
}

function personOf(people: OrderPerson[], personId: number): OrderPerson {
  const person = people.find((p) => p.person_id === personId);
  if (!person) throw new HttpError(403, `Person ${personId} is not in this order`, SIGNUP_CODES.personNotInOrder);
  return person;
}
