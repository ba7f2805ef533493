import type { Queryable } from '../db/db.ts';
import { CLUB_TIME_ZONE } from '../store/users.ts';
import type { ArenaChanges } from './plan-arena.ts';
import type { GameChanges } from './plan-games.ts';
import type { MemberChanges } from './plan-members.ts';
import { GROUP_MAX_MEMBERS as GROUP_MAX } from '../store/groups.ts';

/** The arena's rows, one statement per kind over arrays (unnest): 100,000 lines are not 100,000 round trips. */
export async function writeArena(tx: Queryable, arena: ArenaChanges): Promise<void> {
  const { sectorsNew, areasNew, seatsNew, seatsChanged, pricesNew, pricesChanged, shapes } = arena;
  if (sectorsNew.length > 0) {
    await tx.query(
      `INSERT INTO sectors (id, name, shape, position) SELECT id, name, shape::jsonb, position FROM unnest($1::int[], $2::text[], $3::text[], $4::int[]) AS t(id, name, shape, position)`,
      [sectorsNew.map((s) => s.id), sectorsNew.map((s) => s.name), sectorsNew.map((s) => JSON.stringify(s.shape)), sectorsNew.map((s) => s.position)],
    );
  }
  if (areasNew.length > 0) {
    await tx.query(
      `INSERT INTO areas (id, sector_id, name, shape, position)
       SELECT id, sector_id, name, shape::jsonb, position FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[]) AS t(id, sector_id, name, shape, position)`,
      [areasNew.map((a) => a.id), areasNew.map((a) => a.sectorId), areasNew.map((a) => a.name), areasNew.map((a) => JSON.stringify(a.shape)), areasNew.map((a) => a.position)],
    );
  }
  for (const table of ['sectors', 'areas'] as const) {
    const moved = shapes.filter((s) => s.table === table);
    if (moved.length === 0) continue;
    await tx.query(`UPDATE ${table} SET shape = t.shape::jsonb FROM unnest($1::int[], $2::text[]) AS t(id, shape) WHERE ${table}.id = t.id`, [
      moved.map((s) => s.id),
      moved.map((s) => JSON.stringify(s.shape)),
    ]);
  }
  if (seatsNew.length > 0) {
    await tx.query(
      `INSERT INTO seats (id, area_id, row_number, seat_number, x, y, access)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::real[], $6::real[], $7::text[])`,
      [seatsNew.map((s) => s.id), seatsNew.map((s) => s.areaId), seatsNew.map((s) => s.row), seatsNew.map((s) => s.seat), seatsNew.map((s) => s.x), seatsNew.map((s) => s.y), seatsNew.map((s) => s.access)],
    );
  }
  if (seatsChanged.length > 0) {
    await tx.query(
      `UPDATE seats SET x = t.x, y = t.y, access = t.access FROM unnest($1::int[], $2::real[], $3::real[], $4::text[]) AS t(id, x, y, access) WHERE seats.id = t.id`,
      [seatsChanged.map((s) => s.id), seatsChanged.map((s) => s.x), seatsChanged.map((s) => s.y), seatsChanged.map((s) => s.access)],
    );
  }
  if (pricesNew.length > 0) {
    await tx.query(
      `INSERT INTO area_prices (area_id, price_cents, junior, rol_ids)
       SELECT area_id, price_cents, junior, ARRAY[rol_id] FROM unnest($1::int[], $2::int[], $3::boolean[], $4::int[]) AS t(area_id, price_cents, junior, rol_id)`,
      [pricesNew.map((p) => p.areaId), pricesNew.map((p) => p.cents), pricesNew.map((p) => p.junior), pricesNew.map((p) => p.rolId)],
    );
  }
  if (pricesChanged.length > 0) {
    await tx.query('UPDATE area_prices SET price_cents = t.cents FROM unnest($1::int[], $2::int[]) AS t(id, cents) WHERE area_prices.id = t.id', [
      pricesChanged.map((p) => p.id),
      pricesChanged.map((p) => p.cents),
    ]);
  }
}

export async function writeGames(tx: Queryable, games: GameChanges, season: string): Promise<void> {
  if (games.gamesNew.length > 0) {
    await tx.query(
      `INSERT INTO games (season, starts_at, competition, opponent)
       SELECT $1, local::timestamp AT TIME ZONE '${CLUB_TIME_ZONE}', competition, opponent
       FROM unnest($2::text[], $3::text[], $4::text[]) AS t(local, competition, opponent) ORDER BY local`,
      [season, games.gamesNew.map((g) => g.local), games.gamesNew.map((g) => g.competition), games.gamesNew.map((g) => g.opponent)],
    );
  }
  if (games.gamesChanged.length > 0) {
    await tx.query(
      'UPDATE games SET season = $1, competition = t.competition, opponent = t.opponent FROM unnest($2::int[], $3::text[], $4::text[]) AS t(id, competition, opponent) WHERE games.id = t.id',
      [season, games.gamesChanged.map((g) => g.id), games.gamesChanged.map((g) => g.competition), games.gamesChanged.map((g) => g.opponent)],
    );
  }
}

/**
 * New members get an account with no usable password ('!' is no scrypt hash): they set one with
 * "forgot password" at their mail (server/import/README.md).
 */
export async function writeMembers(tx: Queryable, members: MemberChanges, season: string): Promise<void> {
  const { membersNew: added, membersChanged: changed } = members;
  if (added.length > 0) {
    // One statement: the users' RETURNING feeds the partners (matched by DNI, unique per account).
    await tx.query(
      `WITH input AS (
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::int[])
           AS t(number, dni, name, lastname, birthdate, mail, rol_id)
       ), new_users AS (
         INSERT INTO users (mail, password_hash, name, lastname, type, dni, birthdate)
         SELECT mail, '!', name, lastname, 'PARTNER', dni, birthdate FROM input
         RETURNING id, dni
       )
       INSERT INTO partners (user_id, partner_number, season, status, rol_id)
       SELECT u.id, i.number, $8, 'ACTIVE', i.rol_id FROM new_users u JOIN input i ON i.dni = u.dni`,
      [...memberColumns(added), season],
    );
  }
  if (changed.length > 0) {
    await tx.query(
      `UPDATE users SET dni = t.dni, name = t.name, lastname = t.lastname, birthdate = t.birthdate, mail = t.mail
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[]) AS t(id, dni, name, lastname, birthdate, mail)
       WHERE users.id = t.id`,
      [changed.map((m) => m.userId), changed.map((m) => m.dni), changed.map((m) => m.name), changed.map((m) => m.lastname), changed.map((m) => m.birthdate), changed.map((m) => m.mail)],
    );
    await tx.query('UPDATE partners SET rol_id = t.rol_id, season = $3 FROM unnest($1::int[], $2::int[]) AS t(id, rol_id) WHERE partners.id = t.id', [
      changed.map((m) => m.partnerId),
      changed.map((m) => m.rolId),
      season,
    ]);
  }
  await writeSeatsAndPayments(tx, members, season);
  await writeGroups(tx, members);
}

function memberColumns(rows: MemberChanges['membersNew']): unknown[] {
  return [rows.map((m) => m.number), rows.map((m) => m.dni), rows.map((m) => m.name), rows.map((m) => m.lastname), rows.map((m) => m.birthdate), rows.map((m) => m.mail), rows.map((m) => m.rolId)];
}

async function writeSeatsAndPayments(tx: Queryable, members: MemberChanges, season: string): Promise<void> {
  if (members.seatsReleased.length > 0) {
    await tx.query("DELETE FROM seat_claims WHERE kind = 'SOLD' AND partner_id IN (SELECT id FROM partners WHERE partner_number = ANY($1::int[]))", [members.seatsReleased]);
  }
  if (members.lapsedHoldsDropped.length > 0) {
    await tx.query("DELETE FROM seat_claims WHERE seat_id = ANY($1::int[]) AND kind = 'HELD' AND expires_at <= now()", [members.lapsedHoldsDropped]);
  }
  if (members.seatsSold.length > 0) {
    await tx.query(
      `INSERT INTO seat_claims (seat_id, kind, partner_id)
       SELECT t.seat_id, 'SOLD', p.id FROM unnest($1::int[], $2::int[]) AS t(seat_id, number) JOIN partners p ON p.partner_number = t.number`,
      [members.seatsSold.map((s) => s.seatId), members.seatsSold.map((s) => s.number)],
    );
  }
  if (members.payments.length > 0) {
    await tx.query(
      `INSERT INTO partner_payments (partner_id, season, amount_cents)
       SELECT p.id, $3, t.cents FROM unnest($1::int[], $2::int[]) AS t(number, cents) JOIN partners p ON p.partner_number = t.number`,
      [members.payments.map((p) => p.number), members.payments.map((p) => p.cents), season],
    );
  }
}

async function writeGroups(tx: Queryable, members: MemberChanges): Promise<void> {
  if (members.groupsNew.length > 0) {
    await tx.query(
      `INSERT INTO groups (name, type, max_members, familiar_discount)
       SELECT name, type, CASE type WHEN 'FAMILY' THEN $3::int ELSE $4::int END, type = 'FAMILY' FROM unnest($1::text[], $2::text[]) AS t(name, type)`,
      [members.groupsNew.map((g) => g.name), members.groupsNew.map((g) => g.type), GROUP_MAX.FAMILY, GROUP_MAX.FRIENDS],
    );
  }
  if (members.memberships.length > 0) {
    await tx.query(
      `INSERT INTO group_members (group_id, partner_id, is_owner, status)
       SELECT (SELECT min(g.id) FROM groups g WHERE g.name = t.name), p.id, t.owner, 'ACTIVE'
       FROM unnest($1::int[], $2::text[], $3::boolean[]) AS t(number, name, owner) JOIN partners p ON p.partner_number = t.number`,
      [members.memberships.map((m) => m.number), members.memberships.map((m) => m.group), members.memberships.map((m) => m.owner)],
    );
  }
}
