import type { GateEntry, GateSyncAnswer } from '../../src/api/gate.ts';
import type { Queryable } from '../db/db.ts';

interface EntryRow {
  seq: number;
  partner_number: number;
  device_id: string;
  at: Date | string;
}

const toEntry = (row: EntryRow): GateEntry => ({ partnerNumber: row.partner_number, at: new Date(row.at).toISOString(), deviceId: row.device_id });

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

/**
 * The game's entries recorded after `since`, the cursor they reach (`since` when none), and every
 * member entered twice for the game: the earliest entry by the devices' clocks, and the next.
 */
export async function gateEntriesSince(db: Queryable, gameId: number, since: number): Promise<GateSyncAnswer> {
  const { rows } = await db.query<EntryRow>(
    'SELECT seq, partner_number, device_id, at FROM gate_entries WHERE game_id = $1 AND seq > $2 ORDER BY seq',
    [gameId, since],
  );
  const twice = await db.query<EntryRow & { rank: number }>(
    `SELECT * FROM (
       SELECT seq, partner_number, device_id, at,
              row_number() OVER (PARTITION BY partner_number ORDER BY at, seq)::integer AS rank,
              count(*) OVER (PARTITION BY partner_number)::integer AS times
       FROM gate_entries WHERE game_id = $1) ranked
     WHERE times > 1 AND rank <= 2 ORDER BY partner_number, rank`,
    [gameId],
  );
  const duplicates: GateSyncAnswer['duplicates'] = [];
  for (let i = 0; i + 1 < twice.rows.length; i += 2) {
    const [first, second] = [twice.rows[i]!, twice.rows[i + 1]!];
    duplicates.push({ partnerNumber: first.partner_number, first: toEntry(first), second: toEntry(second) });
  }
  return { entries: rows.map(toEntry), cursor: rows.at(-1)?.seq ?? since, duplicates };
}
