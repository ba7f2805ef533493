import type { Queryable } from '../db/db.ts';
import type { SeatPerson } from './best-seats.ts';

/** The partners of a change with their rols, in the order the change lists them (partner number). */
export async function changePeople(tx: Queryable, changeId: number): Promise<SeatPerson[]> {
  const { rows } = await tx.query<SeatPerson>(
    `SELECT scp.partner_id AS id, p.rol_id AS "rolId" FROM seat_change_partners scp JOIN partners p ON p.id = scp.partner_id
     WHERE scp.seat_change_id = $1 ORDER BY p.partner_number, p.id`,
    [changeId],
  );
  return rows;
}

/** The people of an order with their rols, in the order's order. */
export async function orderPeople(tx: Queryable, orderId: number): Promise<SeatPerson[]> {
  const { rows } = await tx.query<SeatPerson>(
    'SELECT person_id AS id, rol_id AS "rolId" FROM signup_order_people WHERE order_id = $1 ORDER BY position',
    [orderId],
  );
  return rows;
}
