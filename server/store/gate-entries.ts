import type { GateEntry, GateRefusal, GateRefusalReason, GateSyncAnswer, GateTicketEntry } from '../../src/api/gate.ts';
import { GATE_DEVICE_ENTRY_CAP } from '../card/limits.ts';
import type { Queryable } from '../db/db.ts';
import { HAS_CARD_SQL } from './member-cards.ts';
import { deviceDownloadedGame } from './gate-downloads.ts';

interface EntryRow {
  seq: number;
  partner_number: number;
  device_id: string;
  at: Date | string;
}
type AnyEntryRow = Omit<EntryRow, 'partner_number'> & { partner_number: number | null; ticket_id: number | null };

const toEntry = (row: EntryRow): GateEntry => ({ partnerNumber: row.partner_number, at: new Date(row.at).toISOString(), deviceId: row.device_id });
const toTicketEntry = (row: AnyEntryRow & { ticket_id: number }): GateTicketEntry => ({
  ticketId: row.ticket_id,
  at: new Date(row.at).toISOString(),
  deviceId: row.device_id,
});

const entryKey = (entry: GateEntry) => `${entry.partnerNumber}|${entry.deviceId}|${Date.parse(entry.at)}`;

/** Why each partner of `numbers` may not enter (no card this season, or blocked); absent when they may. */
async function cardRefusals(db: Queryable, season: string, numbers: number[]): Promise<Map<number, GateRefusalReason>> {
  const { rows } = await db.query<{ partner_number: number; blocked: boolean; has_card: boolean }>(
    `SELECT p.partner_number, bool_or(p.blocked) AS blocked, bool_or(${HAS_CARD_SQL}) AS has_card FROM partners p
     LEFT JOIN seat_claims claim ON claim.partner_id = p.id AND claim.kind = 'SOLD'
     WHERE p.partner_number = ANY($2::int[]) GROUP BY p.partner_number`,
    [season, numbers],
  );
  const found = new Map(rows.map((row) => [row.partner_number, row]));
  const refusals = new Map<number, GateRefusalReason>();
  for (const number of new Set(numbers)) {
    const row = found.get(number);
    if (!row?.has_card) refusals.set(number, row?.blocked ? 'BLOCKED' : 'NO_CARD');
  }
  return refusals;
}

/** The uploaded entries the game already has (a sync answered but its answer lost): recorded, so never refused. */
async function storedAlready(db: Queryable, gameId: number, deviceId: string, entries: readonly GateEntry[]): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  const { rows } = await db.query<{ partner_number: number; at: Date | string }>(
    `SELECT e.partner_number, e.at FROM gate_entries e
     JOIN unnest($3::int[], $4::timestamptz[]) AS t(partner_number, at) ON e.partner_number = t.partner_number AND e.at = t.at
     WHERE e.game_id = $1 AND e.device_id = $2`,
    [gameId, deviceId, entries.map((entry) => entry.partnerNumber), entries.map((entry) => entry.at)],
  );
  return new Set(rows.map((row) => entryKey({ partnerNumber: row.partner_number, deviceId, at: new Date(row.at).toISOString() })));
}

/** A device's entries for the game, members' and tickets' alike: its cap counts both. */
export async function deviceEntryCount(db: Queryable, gameId: number, deviceId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM gate_entries WHERE game_id = $1 AND device_id = $2', [
    gameId,
    deviceId,
  ]);
  return rows[0]!.count;
}

/**
 * Records one device's upload and answers the entries refused, each with its reason: an entry of
 * another device, any entry of a device that never downloaded the game, a partner without a card
 * (or blocked since the download), and new entries past the device's cap for the game. The rest
 * are stored. Run with the game row locked, so the cap's count and the inserts are one step.
 */
export async function recordGateUpload(
  db: Queryable,
  upload: { gameId: number; season: string; deviceId: string; entries: readonly GateEntry[] },
): Promise<GateRefusal[]> {
  const { gameId, season, deviceId } = upload;
  const refused: GateRefusal[] = upload.entries.filter((entry) => entry.deviceId !== deviceId).map((entry) => ({ entry, reason: 'OTHER_DEVICE' }));
  const ownEntries = upload.entries.filter((entry) => entry.deviceId === deviceId);
  if (ownEntries.length === 0) return refused;
  if (!(await deviceDownloadedGame(db, gameId, deviceId))) return [...refused, ...ownEntries.map((entry) => ({ entry, reason: 'NO_DOWNLOAD' as const }))];
  const cards = await cardRefusals(db, season, ownEntries.map((entry) => entry.partnerNumber));
  const stored = await storedAlready(db, gameId, deviceId, ownEntries);
  let room = GATE_DEVICE_ENTRY_CAP - (await deviceEntryCount(db, gameId, deviceId));
  const accepted: GateEntry[] = [];
  const seen = new Set<string>();
  for (const entry of ownEntries) {
    const key = entryKey(entry);
    const cardRefusal = cards.get(entry.partnerNumber);
    if (stored.has(key) || seen.has(key)) continue;
    if (cardRefusal) refused.push({ entry, reason: cardRefusal });
    else if (room <= 0) refused.push({ entry, reason: 'DEVICE_CAP' });
    else {
      seen.add(key);
      accepted.push(entry);
      room -= 1;
    }
  }
  await insertGateEntries(db, gameId, accepted);
  return refused;
}

/** Stores a gate's entries in one statement; one already stored (same member, device and time) is skipped. */
export async function insertGateEntries(db: Queryable, gameId: number, entries: readonly GateEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO gate_entries (game_id, partner_number, device_id, at)
     SELECT $1, partner_number, device_id, at FROM unnest($2::int[], $3::text[], $4::timestamptz[]) AS t(partner_number, device_id, at)
     ORDER BY at
     ON CONFLICT DO NOTHING`,
    [gameId, entries.map((entry) => entry.partnerNumber), entries.map((entry) => entry.deviceId), entries.map((entry) => entry.at)],
  );
}

/** The first two entries (by the devices' clocks) of every member or ticket (`column`) entered twice for the game, in pairs. */
async function enteredTwice(db: Queryable, gameId: number, column: 'partner_number' | 'ticket_id'): Promise<[AnyEntryRow, AnyEntryRow][]> {
  const { rows } = await db.query<AnyEntryRow>(
    `SELECT * FROM (
       SELECT seq, partner_number, ticket_id, device_id, at,
              row_number() OVER (PARTITION BY ${column} ORDER BY at, seq)::integer AS rank,
              count(*) OVER (PARTITION BY ${column})::integer AS times
       FROM gate_entries WHERE game_id = $1 AND ${column} IS NOT NULL) ranked
     WHERE times > 1 AND rank <= 2 ORDER BY ${column}, rank`,
    [gameId],
  );
  const pairs: [AnyEntryRow, AnyEntryRow][] = [];
  for (let i = 0; i + 1 < rows.length; i += 2) pairs.push([rows[i]!, rows[i + 1]!]);
  return pairs;
}

const isMemberRow = (row: AnyEntryRow): row is EntryRow & AnyEntryRow => row.partner_number !== null;
const isTicketRow = (row: AnyEntryRow): row is AnyEntryRow & { ticket_id: number } => row.ticket_id !== null;

/**
 * The game's entries (members' and tickets') recorded after `since`, the cursor they reach
 * (`since` when none), and every member or ticket entered twice for the game: the earliest entry
 * by the devices' clocks, and the next.
 */
export async function gateEntriesSince(db: Queryable, gameId: number, since: number): Promise<Omit<GateSyncAnswer, 'refused' | 'ticketRefused'>> {
  const { rows } = await db.query<AnyEntryRow>(
    'SELECT seq, partner_number, ticket_id, device_id, at FROM gate_entries WHERE game_id = $1 AND seq > $2 ORDER BY seq',
    [gameId, since],
  );
  const duplicates = (await enteredTwice(db, gameId, 'partner_number')).flatMap(([first, second]) =>
    isMemberRow(first) && isMemberRow(second) ? [{ partnerNumber: first.partner_number, first: toEntry(first), second: toEntry(second) }] : [],
  );
  const ticketDuplicates = (await enteredTwice(db, gameId, 'ticket_id')).flatMap(([first, second]) =>
    isTicketRow(first) && isTicketRow(second) ? [{ ticketId: first.ticket_id, first: toTicketEntry(first), second: toTicketEntry(second) }] : [],
  );
  return {
    entries: rows.filter(isMemberRow).map(toEntry),
    ticketEntries: rows.filter(isTicketRow).map(toTicketEntry),
    cursor: rows.at(-1)?.seq ?? since,
    duplicates,
    ticketDuplicates,
  };
}
