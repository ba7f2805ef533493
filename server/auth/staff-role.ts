import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import type { Session } from './session.ts';

/** What an employee may do beyond being one (migration 0022): the gate, the photo review. */
export type StaffRole = 'gate' | 'photos';

/**
 * An employee, as themselves, holding the role: a member, an employee acting as a member, or an
 * employee without the role gets 403. Read from the database on each call, so a role the club
 * takes away stops working at once.
 */
export async function requireStaffRole(db: Queryable, session: Session, role: StaffRole): Promise<void> {
  if (session.user.type !== 'EMPLOYEE' || session.impersonatorUserId !== null) {
    throw new HttpError(403, 'Only employees may do this', 'not-employee');
  }
  const { rows } = await db.query<{ granted: boolean }>('SELECT $2 = ANY(staff_roles) AS granted FROM users WHERE id = $1', [
    session.user.id,
    role,
  ]);
  if (!rows[0]?.granted) throw new HttpError(403, `This employee has no '${role}' role`, 'staff-role-missing');
}
