import { createSession, SESSION_COOKIE } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';

/**
 * Test fixtures of the seat change area, with ids ≥ 900000 so they never meet the demo arena:
 * a cheap area (200 €), a dear one (300 €) for the adult and youth roles, a junior-only area,
 * an active SEAT_CHANGE product (10 €), an inactive one, a sold-out one and a product of another kind.
 */
export const FIXTURE = {
  cheapArea: 900001,
  dearArea: 900002,
  juniorArea: 900003,
  product: 900000,
  inactiveProduct: 900001,
  renewalProduct: 900002,
  soldOutProduct: 900003,
  /** Seats: area * 100 + 0…99 (row = index / 10 + 1). */
  seat: (area: number, index: number) => (area - 900000) * 100 + 900000 + index,
} as const;

const SHAPE = JSON.stringify([
  [0, 0],
  [10, 0],
  [10, 10],
]);

export async function insertArenaFixture(db: Queryable): Promise<void> {
  await db.query("INSERT INTO sectors (id, name, shape) VALUES (900000, 'Fixture sector', $1::jsonb)", [SHAPE]);
  const areas = [
    { id: FIXTURE.cheapArea, cents: 20_000, rols: [1, 2, 3, 4, 5], junior: false },
    { id: FIXTURE.dearArea, cents: 30_000, rols: [1, 2, 3, 4, 5], junior: false },
    { id: FIXTURE.juniorArea, cents: 5_000, rols: [6, 7], junior: true },
  ];
  for (const area of areas) {
    await db.query("INSERT INTO areas (id, sector_id, name, shape) VALUES ($1, 900000, $2, $3::jsonb)", [
      area.id,
      `Fixture area ${area.id}`,
      SHAPE,
    ]);
    await db.query('INSERT INTO area_prices (area_id, price_cents, junior, rol_ids) VALUES ($1, $2, $3, $4)', [
      area.id,
      area.cents,
      area.junior,
      area.rols,
    ]);
    await db.query(
      `INSERT INTO seats (id, area_id, row_number, seat_number, x, y)
       SELECT $2 + i, $1, i / 10 + 1, i % 10 + 1, i, i FROM generate_series(0, 99) AS i`,
      [area.id, FIXTURE.seat(area.id, 0)],
    );
  }
  await db.query(
    `INSERT INTO products (id, kind, term, name, price_cents, season, active, stock) VALUES
       (900000, 'SEAT_CHANGE', 'SEASON', 'Fixture seat change', 1000, '25/26', true, NULL),
       (900001, 'SEAT_CHANGE', 'SEASON', 'Fixture old seat change', 500, '25/26', false, NULL),
       (900002, 'RENEWAL', 'SEASON', 'Fixture renewal', 24000, '25/26', true, NULL),
       (900003, 'SEAT_CHANGE', 'SEASON', 'Fixture sold-out seat change', 1000, '25/26', true, 0)`,
  );
}

export interface TestPartner {
  userId: number;
  partnerId: number;
  /** The `cookie` header of a live session of the partner's user. */
  cookie: string;
}

let created = 0;

/** A partner user (password_hash '!': no login) with, unless `seatId` is null, a SOLD seat. */
export async function createTestPartner(
  db: Queryable,
  options: { allowed?: boolean; executionAllowed?: boolean; blocked?: boolean; rolId?: number | null; seatId?: number | null } = {},
): Promise<TestPartner> {
  // Local: concurrent callers move `created` on while this one awaits.
  const number = ++created;
  const user = await db.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type) VALUES ($1, '!', 'Test', $2, 'PARTNER') RETURNING id`,
    [`seat-change-${number}@test.club`, `Partner ${number}`],
  );
  const userId = user.rows[0]!.id;
  const partner = await db.query<{ id: number }>(
    `INSERT INTO partners (user_id, partner_number, season, rol_id, change_seat_allowed, change_seat_execution_allowed, blocked)
     VALUES ($1, $2, '25/26', $3, $4, $5, $6) RETURNING id`,
    [
      userId,
      990_000 + number,
      options.rolId === undefined ? 1 : options.rolId,
      options.allowed ?? true,
      options.executionAllowed ?? true,
      options.blocked ?? false,
    ],
  );
  const partnerId = partner.rows[0]!.id;
  const seatId = options.seatId === undefined ? FIXTURE.seat(FIXTURE.cheapArea, number % 100) : options.seatId;
  if (seatId !== null) {
    await db.query("INSERT INTO seat_claims (seat_id, kind, partner_id) VALUES ($1, 'SOLD', $2)", [seatId, partnerId]);
  }
  return { userId, partnerId, cookie: `${SESSION_COOKIE}=${await createSession(db, userId)}` };
}

/** A group owned by `owner` with the other partners as members in the given status. */
export async function createTestGroup(
  db: Queryable,
  owner: number,
  members: { partnerId: number; status: 'ACTIVE' | 'PENDING' }[],
): Promise<void> {
  const group = await db.query<{ id: number }>(
    "INSERT INTO groups (name, type, max_members) VALUES ('Fixture group', 'FAMILY', 6) RETURNING id",
  );
  const groupId = group.rows[0]!.id;
  await db.query("INSERT INTO group_members (group_id, partner_id, is_owner, status) VALUES ($1, $2, true, 'ACTIVE')", [
    groupId,
    owner,
  ]);
  for (const member of members) {
    await db.query('INSERT INTO group_members (group_id, partner_id, status) VALUES ($1, $2, $3)', [
      groupId,
      member.partnerId,
      member.status,
    ]);
  }
}

/** The claim on a seat, read straight from the table the guarantee lives in. */
export async function claimOf(db: Queryable, seatId: number) {
  const { rows } = await db.query<{ kind: string; seat_change_id: number | null; partner_id: number | null }>(
    'SELECT kind, seat_change_id, partner_id FROM seat_claims WHERE seat_id = $1',
    [seatId],
  );
  return rows[0] ?? null;
}
