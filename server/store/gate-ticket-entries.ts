import type { GateTicketEntry, GateTicketRefusal } from '../../src/api/gate.ts';
import { GATE_DEVICE_ENTRY_CAP } from '../card/limits.ts';
import type { Queryable } from '../db/db.ts';
import { deviceDownloadedGame } from './gate-downloads.ts';
import { deviceEntryCount } from './gate-entries.ts';

const entryKey = (entry: GateTicketEntry) => `${entry.ticketId}|${entry.deviceId}|${Date.parse(entry.at)}`;

/** Which of `ids` are tickets of the game: an entry for any other id (another game's ticket, or none) is refused. */
async function gameTicketIds(db: Queryable, gameId: number, ids: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM tickets WHERE game_id = $1 AND id = ANY($2::int[])', [gameId, ids]);
  return new Set(rows.map((row) => row.id));
}

/** The uploaded ticket entries the game already has (a retried sync): recorded, so never refused. */
async function storedAlready(db: Queryable, gameId: number, deviceId: string, entries: readonly GateTicketEntry[]): Promise<Set<string>> {
  const { rows } = await db.query<{ ticket_id: number; at: Date | string }>(
    `SELECT e.ticket_id, e.at FROM gate_entries e
     JOIN unnest($3::int[], $4::timestamptz[]) AS t(ticket_id, at) ON e.ticket_id = t.ticket_id AND e.at = t.at
     WHERE e.game_id = $1 AND e.device_id = $2`,
    [gameId, deviceId, entries.map((entry) => entry.ticketId), entries.map((entry) => entry.at)],
  );
  return new Set(rows.map((row) => entryKey({ ticketId: row.ticket_id, deviceId, at: new Date(row.at).toISOString() })));
}

/**
 * Records one device's ticket entries as recordGateUpload records members': refused one by one
 * (another device's, a device that never downloaded the game, no ticket of this game, past the
 * device's cap, which members' and tickets' entries share). A ticket entered twice is recorded
 * and answered as a duplicate, as a member is. Run with the game row locked.
 */
export async function recordGateTicketUpload(
  db: Queryable,
  upload: { gameId: number; deviceId: string; entries: readonly GateTicketEntry[] },
): Promise<GateTicketRefusal[]> {
  const { gameId, deviceId } = upload;
  const refused: GateTicketRefusal[] = upload.entries.filter((entry) => entry.deviceId !== deviceId).map((entry) => ({ entry, reason: 'OTHER_DEVICE' }));
  const ownEntries = upload.entries.filter((entry) => entry.deviceId === deviceId);
  if (ownEntries.length === 0) return refused;
  if (!(await deviceDownloadedGame(db, gameId, deviceId))) return [...refused, ...ownEntries.map((entry) => ({ entry, reason: 'NO_DOWNLOAD' as const }))];
  const tickets = await gameTicketIds(db, gameId, ownEntries.map((entry) => entry.ticketId));
  const stored = await storedAlready(db, gameId, deviceId, ownEntries);
  let room = GATE_DEVICE_ENTRY_CAP - (await deviceEntryCount(db, gameId, deviceId));
  const accepted: GateTicketEntry[] = [];
  const seen = new Set<string>();
  for (const entry of ownEntries) {
    const key = entryKey(entry);
    if (stored.has(key) || seen.has(key)) continue;
    if (!tickets.has(entry.ticketId)) refused.push({ entry, reason: 'NO_TICKET' });
    else if (room <= 0) refused.push({ entry, reason: 'DEVICE_CAP' });
    else {
      seen.add(key);
      accepted.push(entry);
      room -= 1;
    }
  }
  if (accepted.length > 0) {
    await db.query(
      `INSERT INTO gate_entries (game_id, ticket_id, device_id, at)
       SELECT $1, ticket_id, device_id, at FROM unnest($2::int[], $3::text[], $4::timestamptz[]) AS t(ticket_id, device_id, at)
       ORDER BY at
       ON CONFLICT DO NOTHING`,
      [gameId, accepted.map((entry) => entry.ticketId), accepted.map((entry) => entry.deviceId), accepted.map((entry) => entry.at)],
    );
  }
  return refused;
}
