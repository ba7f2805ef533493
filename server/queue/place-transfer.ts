import type { Db } from '../db/db.ts';

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
 * A visitor who logs in or creates an account mid-flow keeps their place: it becomes the
 * member's (one place per member; when the member already has one, the better one stays and the
 * other goes). Runs at the handshake that first carries both cookies, and at a purchase call that
 * still carries the visitor's admission. True when the member's place changed.
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
    if (memberPlace && better(memberPlace, visitorPlace) === memberPlace) {
      await tx.query('DELETE FROM queue_entries WHERE holder = $1', [visitor]);
      return false;
    }
    if (memberPlace) await tx.query('DELETE FROM queue_entries WHERE holder = $1', [member]);
    await tx.query('UPDATE queue_entries SET holder = $2, last_seen = now() WHERE holder = $1', [visitor, member]);
    return true;
  });
}
