import type { ExpiryReply } from '../../src/api/queue.ts';
import type { Db, Queryable } from '../db/db.ts';
import { drawAtOpening, type Draw } from './lottery.ts';

/** What a club tunes (server/README.md, QUEUE_* variables). */
export interface QueueSettings {
  /** Buyers inside the purchase routes at once. */
  capacity: number;
  /** How long a permission lasts before the member is asked whether they are still there. */
  permissionSeconds: number;
  /** How long a place (waiting or inside) survives without any connection of its holder. */
  graceSeconds: number;
  /** The sale's opening (QUEUE_OPENS_AT): nobody is let in before it; then the pre-queue's places are drawn. */
  opensAt?: Date;
}

/** A holder let in by `admitNext`, with the route to tell them about. */
export interface Admission {
  holder: string;
  route: string;
  expiresIn: number;
}

export type HolderPlace = { admitted: true; expiresIn: number } | { admitted: false };

/** Serialises admission across server processes (any 64-bit key of our own). */
export const ADMISSION_LOCK_KEY = 7_105_633_001;
/** A permission the client never reported expired is taken back this long after it ends. */
const OVERDUE_MARGIN_SECONDS = 15;
/** How long an entry was inside, in seconds (null for one that only waited); for the pace. */
const STAY_SECONDS = 'extract(epoch FROM least(now(), expires_at) - admitted_at)::float8';
/** Weight of the newest stay in the moving average of stays. */
const PACE_WEIGHT = 0.2;

/** A holder asking for a purchase route. */
export interface Join {
  holder: string;
  route: string;
}

/**
 * Holders ask for purchase routes: each gets a place at the end of the line, in the order given,
 * or keeps the one they have. One statement for a whole burst of asks. A holder named twice keeps
 * the place of their first ask and the route of their last.
 */
export async function joinQueue(db: Queryable, joins: readonly Join[]): Promise<void> {
  const routes = new Map(joins.map(({ holder, route }) => [holder, route]));
  if (routes.size === 0) return;
  await db.query(
    `INSERT INTO queue_entries (holder, route)
     SELECT holder, route FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS asked (holder, route, n) ORDER BY n
     ON CONFLICT (holder) DO UPDATE SET route = EXCLUDED.route, last_seen = now()`,
    [[...routes.keys()], [...routes.values()]],
  );
}

/** The holder left the purchase routes: their place (and slot, if inside) is freed. True when a slot freed. */
export async function leaveQueue(db: Db, holder: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ stay: number | null }>(
      `DELETE FROM queue_entries WHERE holder = $1
       RETURNING ${STAY_SECONDS} AS stay`,
      [holder],
    );
    const stay = rows[0]?.stay;
    if (stay === undefined) return false;
    if (stay !== null) await recordStays(tx, [stay]);
    return stay !== null;
  });
}

export async function placeOf(db: Queryable, holder: string): Promise<HolderPlace | null> {
  const { rows } = await db.query<{ admitted: boolean; expires_in: number | null }>(
    `SELECT admitted_at IS NOT NULL AS admitted,
            ceil(extract(epoch FROM expires_at - now()))::int AS expires_in
     FROM queue_entries WHERE holder = $1`,
    [holder],
  );
  const row = rows[0];
  if (!row) return null;
  return row.admitted ? { admitted: true, expiresIn: Math.max(0, row.expires_in ?? 0) } : { admitted: false };
}

/**
 * Frees the places of holders gone past the grace period and of permissions overdue, then lets
 * in the earliest arrivals up to capacity. One process at a time (advisory lock), so two
 * processes never admit past capacity nor out of order.
 */
export async function admitNext(db: Db, settings: QueueSettings, onDraw?: (draw: Draw) => void): Promise<Admission[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMISSION_LOCK_KEY]);
    const gone = await tx.query<{ stay: number | null }>(
      `DELETE FROM queue_entries
       WHERE last_seen < now() - make_interval(secs => $1)
          OR expires_at < now() - make_interval(secs => $2)
       RETURNING ${STAY_SECONDS} AS stay`,
      [settings.graceSeconds + refreshSeconds(settings), OVERDUE_MARGIN_SECONDS],
    );
    await recordStays(tx, gone.rows.flatMap((row) => (row.stay === null ? [] : [row.stay])));
    if (settings.opensAt) {
      const opening = await drawAtOpening(tx, settings.opensAt);
      if (opening.draw) onDraw?.(opening.draw);
      if (!opening.open) return [];
    }
    const { rows } = await tx.query<{ holder: string; route: string }>(
      `WITH inside AS (SELECT count(*)::int AS n FROM queue_entries WHERE admitted_at IS NOT NULL),
            next AS (
              SELECT holder FROM queue_entries WHERE admitted_at IS NULL
              ORDER BY seq LIMIT greatest(0, $1 - (SELECT n FROM inside))
            )
       UPDATE queue_entries e SET admitted_at = now(), expires_at = now() + make_interval(secs => $2)
       FROM next WHERE e.holder = next.holder
       RETURNING e.holder, e.route`,
      [settings.capacity, settings.permissionSeconds],
    );
    return rows.map((row) => ({ ...row, expiresIn: settings.permissionSeconds }));
  });
}

/**
 * The client's countdown reached 0 (`expired`). The member may stay, with a new permission,
 * when nobody is waiting; otherwise the slot goes to the next in line.
 */
export async function askToStay(db: Db, holder: string, settings: QueueSettings): Promise<ExpiryReply> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMISSION_LOCK_KEY]);
    const place = await placeOf(tx, holder);
    if (!place?.admitted) return { canStay: false, expiresIn: 0 };
    // A clock a second or two ahead of ours: the permission is not over yet.
    if (place.expiresIn > 1) return { canStay: true, expiresIn: place.expiresIn };
    const waiting = await tx.query('SELECT 1 FROM queue_entries WHERE admitted_at IS NULL LIMIT 1');
    if (waiting.rows.length === 0) {
      await tx.query(
        'UPDATE queue_entries SET expires_at = now() + make_interval(secs => $2), last_seen = now() WHERE holder = $1',
        [holder, settings.permissionSeconds],
      );
      return { canStay: true, expiresIn: settings.permissionSeconds };
    }
    const { rows } = await tx.query<{ stay: number }>(
      'DELETE FROM queue_entries WHERE holder = $1 RETURNING extract(epoch FROM now() - admitted_at)::float8 AS stay',
      [holder],
    );
    await recordStays(tx, rows.map((row) => row.stay));
    return { canStay: false, expiresIn: 0 };
  });
}

/**
 * Marks holders with a live connection as present, so their places outlast the grace period. Only
 * the marks older than `refreshSeconds(settings)` are written again: a long line is not rewritten
 * on every tick (on PGlite, without autovacuum, each rewrite leaves a dead row every later read of
 * the line steps over).
 */
export async function touchHolders(db: Queryable, holders: string[], settings: QueueSettings): Promise<void> {
  if (holders.length === 0) return;
  await db.query('UPDATE queue_entries SET last_seen = now() WHERE holder = ANY($1::text[]) AND last_seen < now() - make_interval(secs => $2)', [
    holders,
    refreshSeconds(settings),
  ]);
}

/**
 * How old a connected holder's mark may be before it is written again: a quarter of the grace
 * period. A place lapses this much after the grace period, so it still outlives its holder's last
 * connection by at least the grace period.
 */
function refreshSeconds(settings: QueueSettings): number {
  return settings.graceSeconds / 4;
}

/** After a restart nobody could be connected: every place gets a fresh grace period to reconnect. */
export async function renewAllPlaces(db: Queryable): Promise<void> {
  await db.query('UPDATE queue_entries SET last_seen = now()');
}

export interface WaitingPlace {
  position: number;
  queueSize: number;
  /** The place came from the opening's draw. */
  drawn: boolean;
}

/** Every waiting holder's position (1 is next) and the size of the line. */
export async function waitingPlaces(db: Queryable): Promise<Map<string, WaitingPlace>> {
  const { rows } = await db.query<{ holder: string; position: number; size: number; drawn: boolean }>(
    `SELECT holder, row_number() OVER (ORDER BY seq)::int AS position, count(*) OVER ()::int AS size, drawn
     FROM queue_entries WHERE admitted_at IS NULL`,
  );
  return new Map(rows.map((row) => [row.holder, { position: row.position, queueSize: row.size, drawn: row.drawn }]));
}

/** Where a holder stands: inside, with the seconds left, or waiting, with their place. */
export type Standing = { admitted: true; expiresIn: number } | ({ admitted: false } & WaitingPlace);

/** Where each of `holders` stands, read in one pass over the line for a whole burst; absent: no place. */
export async function standingsOf(db: Queryable, holders: readonly string[]): Promise<Map<string, Standing>> {
  const { rows } = await db.query<{ holder: string; expires_in: number | null; position: number | null; size: number; drawn: boolean }>(
    `SELECT holder, expires_in, position, size, drawn FROM (
       SELECT holder, drawn, ceil(extract(epoch FROM expires_at - now()))::int AS expires_in,
              CASE WHEN admitted_at IS NULL THEN row_number() OVER (PARTITION BY admitted_at IS NULL ORDER BY seq) END::int AS position,
              (count(*) FILTER (WHERE admitted_at IS NULL) OVER ())::int AS size
       FROM queue_entries) line
     WHERE holder = ANY($1::text[])`,
    [holders],
  );
  return new Map(
    rows.map((row): [string, Standing] => [
      row.holder,
      row.position === null
        ? { admitted: true, expiresIn: Math.max(0, row.expires_in ?? 0) }
        : { admitted: false, position: row.position, queueSize: row.size, drawn: row.drawn },
    ]),
  );
}

/** The average stay of admitted buyers, or the permission length while none has left yet. */
export async function averageStaySeconds(db: Queryable, settings: QueueSettings): Promise<number> {
  const { rows } = await db.query<{ avg: number }>('SELECT avg_stay_seconds AS avg FROM queue_pace');
  return rows[0]?.avg ?? settings.permissionSeconds;
}

async function recordStays(tx: Queryable, stays: number[]): Promise<void> {
  for (const stay of stays) {
    const seconds = Math.max(1, stay);
    await tx.query(
      `INSERT INTO queue_pace (id, avg_stay_seconds) VALUES (1, $1::float8)
       ON CONFLICT (id) DO UPDATE SET avg_stay_seconds = queue_pace.avg_stay_seconds * (1 - $2::float8) + $1::float8 * $2::float8`,
      [seconds, PACE_WEIGHT],
    );
  }
}

/** Every permission ends now, as if its time had run out (TEST_CONTROLS: a browser test need not wait it out). */
export async function endPermissions(db: Queryable): Promise<void> {
  await db.query('UPDATE queue_entries SET expires_at = now() WHERE admitted_at IS NOT NULL');
}
