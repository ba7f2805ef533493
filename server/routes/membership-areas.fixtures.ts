import type { Db } from '../db/db.ts';

/** Ids of the arena fixtures the areas tests build on top of the demo data. */
export interface AreasFixture {
  ownerPartnerId: number;
  memberPartnerId: number;
  pendingPartnerId: number;
  strangerPartnerId: number;
  /** Seats of area 106: the owner's SOLD seat, one held by the owner's change, one held live and one expired by another user's. */
  seats: { owned: number; heldByOwner: number; heldByOther: number; expired: number };
  ownerChangeId: number;
}

const first = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('fixture insert returned nothing');
  return row;
};

async function insertPartner(db: Db, mail: string, partnerNumber: number, rolId: number): Promise<{ userId: number; partnerId: number }> {
  const user = first(
    (await db.query<{ id: number }>(
      `INSERT INTO users (mail, password_hash, name, lastname, type) VALUES ($1, '!', 'Test', 'Areas', 'PARTNER') RETURNING id`,
      [mail],
    )).rows,
  );
  const partner = first(
    (await db.query<{ id: number }>(
      `INSERT INTO partners (user_id, partner_number, season, status, rol_id) VALUES ($1, $2, '25/26', 'ACTIVE', $3) RETURNING id`,
      [user.id, partnerNumber, rolId],
    )).rows,
  );
  return { userId: user.id, partnerId: partner.id };
}

const partnerIdOf = async (db: Db, partnerNumber: number) =>
  first((await db.query<{ id: number }>('SELECT id FROM partners WHERE partner_number = $1', [partnerNumber])).rows).id;

async function insertChange(db: Db, userId: number, session: string): Promise<number> {
  return first(
    (await db.query<{ id: number }>(
      `INSERT INTO seat_changes (session, user_id, product_id, status, expires_at)
       VALUES ($1, $2, 401, 'OPEN', now() + interval '15 minutes') RETURNING id`,
      [session, userId],
    )).rows,
  ).id;
}

async function hold(db: Db, seatId: number, changeId: number, expiresIn: string): Promise<void> {
  await db.query(
    `INSERT INTO seat_claims (seat_id, kind, seat_change_id, expires_at) VALUES ($1, 'HELD', $2, now() + $3::interval)`,
    [seatId, changeId, expiresIn],
  );
}

/**
 * A GOLD partner who owns a group with an ACTIVE adult member and a PENDING one (background
 * partners 100000 and 100001); 100002 is a stranger. Another user holds seats next to theirs.
 */
export async function createAreasFixture(db: Db, ownerMail: string, otherMail: string): Promise<AreasFixture> {
  const owner = await insertPartner(db, ownerMail, 9901, 2);
  const other = await insertPartner(db, otherMail, 9902, 1);
  const memberPartnerId = await partnerIdOf(db, 100_000);
  const pendingPartnerId = await partnerIdOf(db, 100_001);
  const strangerPartnerId = await partnerIdOf(db, 100_002);
  const group = first((await db.query<{ id: number }>(`INSERT INTO groups (name, type, max_members) VALUES ('Areas', 'FRIENDS', 5) RETURNING id`)).rows);
  await db.query(
    `INSERT INTO group_members (group_id, partner_id, is_owner, status)
     VALUES ($1, $2, true, 'ACTIVE'), ($1, $3, false, 'ACTIVE'), ($1, $4, false, 'PENDING')`,
    [group.id, owner.partnerId, memberPartnerId, pendingPartnerId],
  );
  const free = await db.query<{ id: number }>(
    `SELECT s.id FROM seats s WHERE s.area_id = 106 AND NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = s.id)
     ORDER BY s.id DESC LIMIT 4`,
  );
  const [owned, heldByOwner, heldByOther, expired] = free.rows.map((row) => row.id);
  if (expired === undefined || owned === undefined || heldByOwner === undefined || heldByOther === undefined) throw new Error('area 106 is full');
  await db.query(`INSERT INTO seat_claims (seat_id, kind, partner_id) VALUES ($1, 'SOLD', $2)`, [owned, owner.partnerId]);
  const ownerChangeId = await insertChange(db, owner.userId, 'areas-fixture-owner');
  await db.query('INSERT INTO seat_change_partners (seat_change_id, partner_id, next_seat_id) VALUES ($1, $2, $3)', [
    ownerChangeId,
    owner.partnerId,
    heldByOwner,
  ]);
  await hold(db, heldByOwner, ownerChangeId, '15 minutes');
  const otherChangeId = await insertChange(db, other.userId, 'areas-fixture-other');
  await hold(db, heldByOther, otherChangeId, '15 minutes');
  await hold(db, expired, otherChangeId, '-1 minute');
  return {
    ownerPartnerId: owner.partnerId,
    memberPartnerId,
    pendingPartnerId,
    strangerPartnerId,
    seats: { owned, heldByOwner, heldByOther, expired },
    ownerChangeId,
  };
}
