import type { GateTicket } from '../../src/api/gate.ts';
import { ticketDayKeyOf } from '../card/day-key.ts';
import type { Queryable } from '../db/db.ts';

interface TicketRow {
  id: number;
  holder_name: string;
  secret: string;
  sector: string;
  area: string;
  row_number: number;
  seat_number: number;
}

/** A game's tickets as its gate download carries them, bought and given to guests: only the day key of the game's day, never the secret. */
export async function listGateTickets(db: Queryable, gameId: number, day: string): Promise<GateTicket[]> {
  const { rows } = await db.query<TicketRow>(
    `SELECT t.id, t.holder_name, t.secret, sector.name AS sector, area.name AS area, seat.row_number, seat.seat_number
     FROM tickets t
     JOIN seats seat ON seat.id = t.seat_id
     JOIN areas area ON area.id = seat.area_id
     JOIN sectors sector ON sector.id = area.sector_id
     WHERE t.game_id = $1 ORDER BY t.id`,
    [gameId],
  );
  return rows.map((row) => ({
    ticketId: row.id,
    holderName: row.holder_name,
    seat: { sector: row.sector, area: row.area, row: row.row_number, number: row.seat_number },
    dayKey: ticketDayKeyOf(row.secret, row.id, day),
  }));
}

/** The partner numbers whose seat for the game is given to a guest: their cards are refused at that game, the guest's ticket is admitted. */
export async function partnersWithSeatGiven(db: Queryable, gameId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ partner_number: number }>(
    `SELECT p.partner_number FROM guest_passes gp JOIN partners p ON p.id = gp.partner_id WHERE gp.game_id = $1 AND gp.status = 'GIVEN'`,
    [gameId],
  );
  return new Set(rows.map((row) => row.partner_number));
}

/** The partner numbers whose seat for the game was released and sold: their cards are refused at that game. */
export async function partnersWithSeatSold(db: Queryable, gameId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ partner_number: number }>(
    `SELECT p.partner_number FROM seat_releases r JOIN partners p ON p.id = r.partner_id WHERE r.game_id = $1 AND r.status = 'SOLD'`,
    [gameId],
  );
  return new Set(rows.map((row) => row.partner_number));
}
