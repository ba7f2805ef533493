import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/** A season after the seeded one: its games make it the current season (the latest game's). */
export const SCRIPTED_SEASON = '26/27';

/** A demo member's partner, seat and account. */
export interface Member {
  userId: number;
  partnerId: number;
  partnerNumber: number;
  seatId: number;
}

export async function memberOf(db: Queryable, mail: string): Promise<Member> {
  const { rows } = await db.query<{ user_id: number; id: number; partner_number: number; seat_id: number }>(
    `SELECT u.id AS user_id, p.id, p.partner_number, c.seat_id FROM users u JOIN partners p ON p.user_id = u.id
     LEFT JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' WHERE u.mail = $1`,
    [mail],
  );
  const row = rows[0]!;
  return { userId: row.user_id, partnerId: row.id, partnerNumber: row.partner_number, seatId: row.seat_id };
}

/** A home game at `startsAt` (ISO with the club's offset), priced with the seeded tier B. */
export async function insertGame(db: Queryable, startsAt: string, opponent: string, season = SCRIPTED_SEASON): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO games (season, starts_at, competition, opponent, price_tier) VALUES ($1, $2, 'MENS_LEAGUE', $3, 'B') RETURNING id`,
    [season, startsAt, opponent],
  );
  return rows[0]!.id;
}

/** What a gate's sync records when it admits the member. */
export async function enterMember(db: Queryable, gameId: number, member: Member, at: string, deviceId: string): Promise<void> {
  await db.query('INSERT INTO gate_entries (game_id, partner_number, device_id, at) VALUES ($1, $2, $3, $4)', [gameId, member.partnerNumber, deviceId, at]);
}

/** The member's release of their seat for a game; a SOLD one with its credit line, as the ticket's approval writes it. */
export async function releaseSeat(db: Queryable, gameId: number, member: Member, status: 'RELEASED' | 'SOLD' | 'TAKEN_BACK', creditCents = 0): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO seat_releases (game_id, seat_id, partner_id, released_by, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [gameId, member.seatId, member.partnerId, member.userId, status],
  );
  const releaseId = rows[0]!.id;
  if (status === 'SOLD') {
    await db.query("INSERT INTO member_credits (partner_id, amount_cents, reason, release_id) VALUES ($1, $2, 'RELEASE_SOLD', $3)", [
      member.partnerId,
      creditCents,
      releaseId,
    ]);
  }
  return releaseId;
}

/**
 * The member's seat given to a guest, as the migration describes it: the pass, its ticket (no
 * order, no price, a secret of its own) and the game's SOLD claim; `enteredAt` adds the gate's
 * entry of that ticket. Returns the pass's id.
 */
export async function giveToGuest(db: Queryable, gameId: number, member: Member, guestName: string, enteredAt?: string): Promise<number> {
  const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO guest_passes (game_id, seat_id, partner_id, given_by, guest_name, token_hash, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'GIVEN') RETURNING id`,
    [gameId, member.seatId, member.partnerId, member.userId, guestName, tokenHash],
  );
  const passId = rows[0]!.id;
  const { rows: tickets } = await db.query<{ id: number }>(
    `INSERT INTO tickets (guest_pass_id, user_id, game_id, seat_id, holder_name, price_cents, secret)
     VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING id`,
    [passId, member.userId, gameId, member.seatId, guestName, randomBytes(20).toString('hex')],
  );
  const ticketId = tickets[0]!.id;
  await db.query("INSERT INTO game_seat_claims (game_id, seat_id, kind, ticket_id) VALUES ($1, $2, 'SOLD', $3)", [gameId, member.seatId, ticketId]);
  if (enteredAt) {
    await db.query("INSERT INTO gate_entries (game_id, ticket_id, device_id, at) VALUES ($1, $2, 'gate-guest-1', $3)", [gameId, ticketId, enteredAt]);
  }
  return passId;
}

/** A gate's download of the game, by the demo employee. */
export async function downloadGame(db: Queryable, gameId: number): Promise<void> {
  await db.query("INSERT INTO gate_downloads (game_id, user_id, device_id) SELECT $1, id, 'gate-north-1' FROM users WHERE mail = 'empleado@demo.club'", [gameId]);
}
