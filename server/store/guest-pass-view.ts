import { SEASON_CODES, type GuestPassView } from '../../src/api/season.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { seatOf } from '../tickets/orders.ts';
import { toGame, type GameRow } from './games.ts';
import { tokenHash } from './guest-passes.ts';
import { CLUB_TIME_ZONE } from './users.ts';

interface PassRow {
  id: number;
  status: 'GIVEN' | 'TAKEN_BACK';
  guest_name: string;
  device_id: string | null;
  member_name: string;
  ticket_id: number | null;
  secret: string | null;
  used: boolean;
  game: GameRow;
  seat_id: number;
  area_id: number;
  area_name: string;
  sector_name: string;
  row_number: number;
  seat_number: number;
}

const notFound = () => new HttpError(404, 'No guest pass has this link', SEASON_CODES.guestNotFound);

/**
 * POST guest-pass/open: the pass of the link's token, for the device that keeps it. The first
 * device to open the link keeps it: one UPDATE that only a pass without a device matches, so of
 * devices opening it at once exactly one is written and every other reads the winner's id.
 */
export async function openGuestPass(db: Queryable, token: string, deviceId: string): Promise<GuestPassView> {
  const hash = tokenHash(token);
  const { rows: claimed } = await db.query<{ device_id: string }>(
    `UPDATE guest_passes SET device_id = $2, opened_at = now(), updated_at = now()
     WHERE token_hash = $1 AND device_id IS NULL RETURNING device_id`,
    [hash, deviceId],
  );
  const pass = await findPass(db, hash);
  if (!pass) throw notFound();
  if (claimed.length === 0 && pass.device_id !== deviceId) {
    throw new HttpError(409, 'This link was opened first on another device, which keeps the pass', SEASON_CODES.guestOtherDevice);
  }
  const status = pass.status === 'TAKEN_BACK' ? 'TAKEN_BACK' : pass.used ? 'USED' : 'LIVE';
  return {
    status,
    guestName: pass.guest_name,
    memberName: pass.member_name,
    game: toGame(pass.game),
    seat: seatOf({ ...pass, price_cents: 0 }),
    ticketId: pass.ticket_id,
    secret: status === 'LIVE' ? pass.secret : null,
  };
}

/** The pass with its game, seat, the giver's first name and, while GIVEN, its ticket and whether a gate admitted it. */
async function findPass(db: Queryable, hash: string): Promise<PassRow | null> {
  const { rows } = await db.query<PassRow>(
    `SELECT gp.id, gp.status, gp.guest_name, gp.device_id, u.name AS member_name, t.id AS ticket_id, t.secret,
            EXISTS (SELECT 1 FROM gate_entries e WHERE e.ticket_id = t.id) AS used,
            json_build_object('id', g.id, 'season', g.season, 'starts_at', g.starts_at, 'competition', g.competition, 'opponent', g.opponent,
                              'day', to_char(g.starts_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD')) AS game,
            s.id AS seat_id, a.id AS area_id, a.name AS area_name, sec.name AS sector_name, s.row_number, s.seat_number
     FROM guest_passes gp
     JOIN users u ON u.id = gp.given_by
     JOIN games g ON g.id = gp.game_id
     JOIN seats s ON s.id = gp.seat_id JOIN areas a ON a.id = s.area_id JOIN sectors sec ON sec.id = a.sector_id
     LEFT JOIN tickets t ON t.guest_pass_id = gp.id
     WHERE gp.token_hash = $1`,
    [hash],
  );
  return rows[0] ?? null;
}
