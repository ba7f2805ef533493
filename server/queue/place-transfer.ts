import type { Db, Queryable } from '../db/db.ts';
import { VISITOR_MAX_AGE_SECONDS } from './identity.ts';

interface PlaceRow {
  holder: string;
  seq: string;
  admitted: boolean;
  expires_at: Date | null;
}

/** Admitted beats waiting; two admitted: the later end; two waiting: the earlier arrival. */
function better(a: PlaceRow, b: PlaceRow): PlaceRow {
  if (a.admitted !== b.admitted) return a.admitted ? a : b;
  if (a.admitted) return a.expires_at! >= b.expires_at! ? a : b;
  return BigInt(a.seq) <= BigInt(b.seq) ? a : b;
}

/**
 * Binds the visitor identity to the member, or finds them bound to each other already. False when
 * either is bound to someone else: a visitor's place goes to one account only, and an account
 * takes the place of one visitor identity only.
 */
async function bind(tx: Queryable, visitor: string, member: string): Promise<boolean> {
  // Bindings outlive no visitor cookie: an older one binds an identity nobody can present any more.
  await tx.query('DELETE FROM queue_visitor_bindings WHERE bound_at < now() - make_interval(secs => $1)', [VISITOR_MAX_AGE_SECONDS]);
  const inserted = await tx.query('INSERT INTO queue_visitor_bindings (visitor, member) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [
    visitor,
    member,
  ]);
  if (inserted.rows.length > 0) return true;
  const same = await tx.query('SELECT 1 FROM queue_visitor_bindings WHERE visitor = $1 AND member = $2', [visitor, member]);
  return same.rows.length > 0;
}

/**
 * A visitor who logs in or creates an account mid-flow keeps their place: it becomes the
 * member's. One place per member: when the member already has one, the better one stays and the
 * other goes. A place moves once: the visitor identity is bound to the first account that takes
 * its place, and that account to it; a place the binding forbids to move is given up. Runs at the
 * handshake that first carries both cookies, and at a purchase call that still carries the
 * visitor's admission. True when the member's place changed.
 */
export async function moveVisitorPlace(db: Db, visitor: string, member: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Both rows locked in one order, so two moves (two tabs) never deadlock.
    const { rows } = await tx.query<PlaceRow>(
      `SELECT holder, seq::text AS seq, admitted_at IS NOT NULL AS admitted, expires_at
       FROM queue_entries WHERE holder IN ($1, $2) ORDER BY holder FOR UPDATE`,
      [visitor, member],
    );
    const visitorPlace = rows.find((row) => row.holder === visitor);
    if (!visitorPlace) return false;
    const memberPlace = rows.find((row) => row.holder === member);
    const takesIt = !memberPlace || better(memberPlace, visitorPlace) === visitorPlace;
    if (!takesIt || !(await bind(tx, visitor, member))) {
      await tx.query('DELETE FROM queue_entries WHERE holder = $1', [visitor]);
      return false;
    }
    if (memberPlace) await tx.query('DELETE FROM queue_entries WHERE holder = $1', [member]);
    await tx.query('UPDATE queue_entries SET holder = $2, last_seen = now() WHERE holder = $1', [visitor, member]);
    return true;
  });
}
