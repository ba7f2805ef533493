import { createHash, randomBytes } from 'node:crypto';
import { SEASON_CODES, type GuestPassBody, type GuestPassCreated } from '../../src/api/season.ts';
import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { mailGuestPass } from './guest-pass-mail.ts';
import { currentSeason } from './member-cards.ts';
import { deadlineSql } from './releases.ts';

/*
 * A guest pass is a guest_passes row and, while GIVEN, a ticket of the game at no price with its
 * own code secret and a SOLD game_seat_claims row: the gate treats the guest as any ticket.
 * Giving locks the partner's season claim first, as a release does (store/release-changes.ts), so
 * a give and a release of one partner run one after the other and the second sees the first; the
 * unique index guest_passes_one_live and the claim's primary key decide whatever else races. A give
 * and a take-back lock the game's row to share, and a gate's download locks it to write before it
 * is recorded: a download never reads a guest's ticket that a give or take-back is changing.
 */

const exists = () => new HttpError(409, 'This seat is already given to a guest, or released, for this game', SEASON_CODES.guestExists);

/** The SHA-256 (hex) of a link's token: the only form of it the database keeps. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface GameForGuest {
  open: boolean;
  downloaded: boolean;
  max: number;
}

/** POST guest-passes: the caller's own seat for one coming game, given to a guest; the link's token is answered once. */
export async function giveGuestPass(tx: Queryable, user: User, body: GuestPassBody): Promise<GuestPassCreated> {
  const { rows: seats } = await tx.query<{ seat_id: number }>(
    `SELECT c.seat_id FROM seat_claims c JOIN partners p ON p.id = c.partner_id
     WHERE c.partner_id = $1 AND c.kind = 'SOLD' AND p.status = 'ACTIVE' AND NOT p.blocked
     FOR UPDATE OF c`,
    [user.partner?.id ?? 0],
  );
  const seat = seats[0];
  const season = await currentSeason(tx);
  if (!user.partner || !seat || !season) throw new HttpError(404, 'The caller has no partner with a seat this season', SEASON_CODES.noSeat);
  const partnerId = user.partner.id;
  const game = await findGameForGuest(tx, body.gameId, season);
  if (!game.open || game.downloaded) throw new HttpError(409, 'Giving this game is closed', SEASON_CODES.guestClosed);
  const { rows: live } = await tx.query(
    `SELECT 1 FROM guest_passes WHERE game_id = $1 AND partner_id = $2 AND status = 'GIVEN'
     UNION ALL SELECT 1 FROM seat_releases WHERE game_id = $1 AND partner_id = $2 AND status IN ('RELEASED', 'SOLD')`,
    [body.gameId, partnerId],
  );
  if (live.length > 0) throw exists();
  const { rows: given } = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM guest_passes gp JOIN games g ON g.id = gp.game_id
     WHERE gp.partner_id = $1 AND gp.status = 'GIVEN' AND g.season = $2`,
    [partnerId, season],
  );
  if ((given[0]?.count ?? 0) >= game.max) throw new HttpError(409, 'The season allows no more guests', SEASON_CODES.guestLimit);

  const token = randomBytes(32).toString('base64url');
  const guestMail = body.guestMail ?? null;
  let passId: number;
  try {
    passId = await insertPass(tx, { gameId: body.gameId, seatId: seat.seat_id, partnerId, userId: user.id, guestName: body.guestName, guestMail, token });
  } catch (error) {
    // guest_passes_one_live or the game's claim of the seat: a give that raced this one got there first.
    if ((error as { code?: unknown }).code === '23505') throw exists();
    throw error;
  }
  if (guestMail !== null) await mailGuestPass(tx, passId, guestMail, token);
  return {
    pass: { id: passId, gameId: body.gameId, guestName: body.guestName, guestMail, status: 'GIVEN', opened: false, entered: false },
    token,
  };
}

/**
 * The game of this season with whether it may still be given: before the deadline (on the
 * database's clock) and any gate's download. The game's row is locked to share first, as a
 * download locks it (store/gate-downloads.ts): a download under way is waited for, then seen.
 */
async function findGameForGuest(tx: Queryable, gameId: number, season: string): Promise<GameForGuest> {
  const { rows } = await tx.query<Omit<GameForGuest, 'downloaded'>>(
    `SELECT now() < ${deadlineSql('g')} AS open, st.guest_passes_per_season AS max
     FROM games g CROSS JOIN settings st WHERE g.id = $1 AND g.season = $2
     FOR SHARE OF g`,
    [gameId, season],
  );
  if (!rows[0]) throw new HttpError(404, 'No such game this season', 'game-not-found');
  // A statement of its own after the lock: it sees a download committed meanwhile.
  const { rows: downloads } = await tx.query('SELECT 1 FROM gate_downloads WHERE game_id = $1 LIMIT 1', [gameId]);
  return { ...rows[0], downloaded: downloads.length > 0 };
}

interface NewPass {
  gameId: number;
  seatId: number;
  partnerId: number;
  userId: number;
  guestName: string;
  guestMail: string | null;
  token: string;
}

/** The pass, its ticket (no order, no price, a code secret of its own) and the game's claim of the seat. */
async function insertPass(tx: Queryable, pass: NewPass): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO guest_passes (game_id, seat_id, partner_id, given_by, guest_name, guest_mail, token_hash, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'GIVEN') RETURNING id`,
    [pass.gameId, pass.seatId, pass.partnerId, pass.userId, pass.guestName, pass.guestMail, tokenHash(pass.token)],
  );
  const passId = rows[0]!.id;
  const { rows: tickets } = await tx.query<{ id: number }>(
    `INSERT INTO tickets (guest_pass_id, user_id, game_id, seat_id, holder_name, price_cents, secret)
     VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING id`,
    [passId, pass.userId, pass.gameId, pass.seatId, pass.guestName, randomBytes(20).toString('hex')],
  );
  await tx.query("INSERT INTO game_seat_claims (game_id, seat_id, kind, ticket_id) VALUES ($1, $2, 'SOLD', $3)", [
    pass.gameId,
    pass.seatId,
    tickets[0]!.id,
  ]);
  return passId;
}

/**
 * DELETE guest-passes/:id: the member sits there again. The pass row is locked first; a pass of
 * another member is not found. Its ticket is deleted (the game's claim with it) until a gate
 * downloads the game (which then carries the guest's ticket) or the deadline, whichever comes
 * first, as for giving. A pass already taken back changes nothing.
 */
export async function takeBackGuestPass(tx: Queryable, user: User, passId: number): Promise<void> {
  const { rows } = await tx.query<{ partner_id: number; game_id: number; status: 'GIVEN' | 'TAKEN_BACK' }>(
    'SELECT gp.partner_id, gp.game_id, gp.status FROM guest_passes gp WHERE gp.id = $1 FOR UPDATE OF gp',
    [passId],
  );
  const pass = rows[0];
  if (!pass || !user.partner || pass.partner_id !== user.partner.id) throw new HttpError(404, 'No such guest pass', SEASON_CODES.guestNotFound);
  if (pass.status === 'TAKEN_BACK') return;
  // The deadline closes taking back as it closes giving: the seat's holder is settled before doors open.
  const { rows: game } = await tx.query<{ open: boolean }>(
    `SELECT now() < ${deadlineSql('g')} AS open FROM games g CROSS JOIN settings st WHERE g.id = $1 FOR SHARE OF g`,
    [pass.game_id],
  );
  // A statement of its own after the game's lock: it sees a download committed meanwhile.
  const { rows: downloads } = await tx.query('SELECT 1 FROM gate_downloads WHERE game_id = $1 LIMIT 1', [pass.game_id]);
  if (downloads.length > 0) throw new HttpError(409, 'A gate already downloaded this game: the guest keeps the seat', SEASON_CODES.guestDownloaded);
  if (!game[0]?.open) throw new HttpError(409, 'Taking this game back is closed', SEASON_CODES.guestClosed);
  await tx.query('DELETE FROM tickets WHERE guest_pass_id = $1', [passId]);
  await tx.query("UPDATE guest_passes SET status = 'TAKEN_BACK', updated_at = now() WHERE id = $1", [passId]);
}
