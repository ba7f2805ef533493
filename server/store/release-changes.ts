import { RELEASE_CODES, type Release } from '../../src/api/releases.ts';
import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { currentSeason } from './member-cards.ts';
import { deadlineSql, mayActForSql, toRelease } from './releases.ts';

/*
 * The locking protocol of a released seat, shared with the ticket purchase (server/tickets/holds.ts and approval.ts):
 * - a take-back locks its seat_releases row FOR UPDATE first, then looks for a live ticket hold;
 * - a ticket hold on a seat sold for the season locks the RELEASED seat_releases row of
 *   (game_id, seat_id) FOR UPDATE before inserting its game_seat_claims row;
 * - the approval that sells the ticket locks that row too and sets it SOLD (with the credit).
 * So a take-back and a buyer's hold on one seat wait for each other and exactly one wins: the
 * take-back that comes second sees the hold (409 release-held) or the sale (409 release-sold);
 * the hold that comes second finds the row TAKEN_BACK and the seat not free.
 */

const notYours = () => new HttpError(403, 'This partner is neither yours nor an active member of a group you own, or has no seat', RELEASE_CODES.notYours);
const deadlinePassed = () => new HttpError(409, 'The release deadline of this game has passed', RELEASE_CODES.deadlinePassed);
const alreadyReleased = () => new HttpError(409, "This partner's seat is already released for this game", RELEASE_CODES.alreadyReleased);

/**
 * POST releases: puts the partner's seat on sale for one game. The partner's season claim is
 * locked first, so two releases of one partner run one after the other; the unique indexes of
 * seat_releases still decide if anything else races.
 */
export async function releaseSeat(tx: Queryable, user: User, request: { gameId: number; partnerId: number }): Promise<Release> {
  if (!user.partner) throw notYours();
  const { rows: seats } = await tx.query<{ seat_id: number; area_id: number }>(
    `SELECT c.seat_id, s.area_id
     FROM seat_claims c JOIN seats s ON s.id = c.seat_id JOIN partners p ON p.id = c.partner_id
     WHERE c.partner_id = $2 AND c.kind = 'SOLD' AND p.status = 'ACTIVE' AND NOT p.blocked AND ${mayActForSql('c.partner_id')}
     FOR UPDATE OF c`,
    [user.partner.id, request.partnerId],
  );
  const seat = seats[0];
  if (!seat) throw notYours();
  const game = await findGameForRelease(tx, request.gameId, seat.area_id);
  if (!game.open) throw deadlinePassed();
  if (game.price_cents === null) throw new HttpError(409, "This game has no ticket price for the seat's area", RELEASE_CODES.noPrice);
  const { rows: live } = await tx.query(
    "SELECT 1 FROM seat_releases WHERE game_id = $1 AND partner_id = $2 AND status IN ('RELEASED', 'SOLD')",
    [request.gameId, request.partnerId],
  );
  if (live.length > 0) throw alreadyReleased();
  // Read after the claim's lock, as a guest pass is given under it (store/guest-passes.ts).
  const { rows: given } = await tx.query("SELECT 1 FROM guest_passes WHERE game_id = $1 AND partner_id = $2 AND status = 'GIVEN'", [
    request.gameId,
    request.partnerId,
  ]);
  if (given.length > 0) throw new HttpError(409, "This partner's seat is given to a guest for this game", RELEASE_CODES.seatGiven);
  try {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO seat_releases (game_id, seat_id, partner_id, released_by, status) VALUES ($1, $2, $3, $4, 'RELEASED') RETURNING id`,
      [request.gameId, seat.seat_id, request.partnerId, user.id],
    );
    const row = { id: rows[0]!.id, game_id: request.gameId, partner_id: request.partnerId, status: 'RELEASED' as const, area_id: seat.area_id, credited_cents: null };
    return toRelease(row, new Date(game.deadline).toISOString(), game.price_cents, game.share_percent);
  } catch (error) {
    // seat_releases_one_live / one_per_seat: a release that raced this one got there first.
    if ((error as { code?: unknown }).code === '23505') throw alreadyReleased();
    throw error;
  }
}

interface GameForRelease {
  deadline: Date | string;
  open: boolean;
  price_cents: number | null;
  share_percent: number;
}

/** The game of this season with its deadline on the database's clock and the seat area's ticket price; 404 otherwise. */
async function findGameForRelease(tx: Queryable, gameId: number, areaId: number): Promise<GameForRelease> {
  const season = await currentSeason(tx);
  const { rows } = await tx.query<GameForRelease>(
    `SELECT ${deadlineSql('g')} AS deadline, now() < ${deadlineSql('g')} AS open, gp.price_cents, st.release_share_percent AS share_percent
     FROM games g CROSS JOIN settings st
     LEFT JOIN game_prices gp ON gp.tier = g.price_tier AND gp.area_id = $3
     WHERE g.id = $1 AND g.season = $2`,
    [gameId, season, areaId],
  );
  if (!rows[0]) throw new HttpError(404, 'No such game this season', 'game-not-found');
  return rows[0];
}

/**
 * DELETE releases/:id: the member sits there again. The release row is locked first (the
 * protocol above); a release the caller may not act for is not found, so nobody learns another
 * member's release exists. Taking back a release already taken back changes nothing.
 */
export async function takeBackRelease(tx: Queryable, user: User, releaseId: number): Promise<void> {
  const { rows } = await tx.query<{ game_id: number; seat_id: number; status: Release['status']; mine: boolean; open: boolean }>(
    `SELECT r.game_id, r.seat_id, r.status, ${mayActForSql('r.partner_id')} AS mine, now() < ${deadlineSql('g')} AS open
     FROM seat_releases r JOIN games g ON g.id = r.game_id CROSS JOIN settings st
     WHERE r.id = $2
     FOR UPDATE OF r`,
    [user.partner?.id ?? 0, releaseId],
  );
  const release = rows[0];
  if (!release || !user.partner || !release.mine) throw new HttpError(404, 'No such release', 'release-not-found');
  if (release.status === 'TAKEN_BACK') return;
  if (release.status === 'SOLD') throw new HttpError(409, 'This seat is sold for this game: it can no longer be taken back', RELEASE_CODES.sold);
  // A statement of its own: after waiting for the lock, it sees the hold that was committed meanwhile.
  const { rows: holds } = await tx.query(
    "SELECT 1 FROM game_seat_claims WHERE game_id = $1 AND seat_id = $2 AND kind = 'HELD' AND expires_at > now()",
    [release.game_id, release.seat_id],
  );
  if (holds.length > 0) throw new HttpError(409, 'A buyer is holding this seat right now', RELEASE_CODES.held);
  if (!release.open) throw deadlinePassed();
  await tx.query("UPDATE seat_releases SET status = 'TAKEN_BACK', updated_at = now() WHERE id = $1", [releaseId]);
}
