import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import type { PurchaseFlow, PurchaseRow } from './flow.ts';

/**
 * Our own constant statuses written into the SQL: the kept plan of a prepared statement can then
 * use a partial index on live statuses, which a parameter's unknown value cannot.
 */
export const sqlStrings = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const selectRow = (flow: PurchaseFlow) => `SELECT ${flow.columns}, expires_at <= now() AS overdue FROM ${flow.table}`;

/** The caller's owner with that id (or session), or null: another user's is never found. */
export async function findOwn<Row extends PurchaseRow>(
  db: Queryable,
  flow: PurchaseFlow<Row>,
  userId: number,
  by: { id: number } | { session: string },
  options: { lock?: boolean } = {},
): Promise<Row | null> {
  const [column, value] = 'session' in by ? ['session', by.session] : ['id', by.id];
  const { rows } = await db.query<Row>(`${selectRow(flow)} WHERE user_id = $1 AND ${column} = $2${options.lock ? ' FOR UPDATE' : ''}`, [
    userId,
    value,
  ]);
  return rows[0] ?? null;
}

/** The caller's latest owner, in one of `statuses` when given, or null. */
export async function findLatestOwn<Row extends PurchaseRow>(
  db: Queryable,
  flow: PurchaseFlow<Row>,
  userId: number,
  statuses?: readonly string[],
): Promise<Row | null> {
  const { rows } = await db.query<Row>(
    `${selectRow(flow)} WHERE user_id = $1${statuses ? ' AND status = ANY($2)' : ''} ORDER BY ${flow.latestFirst} LIMIT 1`,
    statuses ? [userId, statuses] : [userId],
  );
  return rows[0] ?? null;
}

/**
 * The caller's owner, locked, open and still theirs to act on: 404 when it is not theirs, 409
 * unless it is open, 403 when the flow no longer lets `user` act on it.
 */
export async function openOwn<Row extends PurchaseRow>(
  tx: Queryable,
  flow: PurchaseFlow<Row>,
  user: User,
  by: { id: number } | { session: string },
): Promise<Row> {
  const row = await findOwn(tx, flow, user.id, by, { lock: true });
  if (!row) throw new HttpError(404, flow.texts.notFound);
  assertOpen(flow, row);
  await flow.authorise(tx, user, row);
  return row;
}

/** 409 unless the owner is in an open status and within its hold time. */
export function assertOpen(flow: PurchaseFlow, row: PurchaseRow): void {
  if (row.status === 'EXPIRED' || (flow.openStatuses.includes(row.status) && row.overdue)) {
    throw new HttpError(409, flow.texts.expired, flow.codes.expired);
  }
  if (!flow.openStatuses.includes(row.status)) throw new HttpError(409, flow.texts.notOpen(row.status), flow.codes.notOpen);
}

/**
 * Ends the owners `ended` returns (an UPDATE … RETURNING id), in one statement: frees their seats
 * and runs the flow's own closing. One statement is atomic without a transaction of its own.
 */
function endingSql(flow: PurchaseFlow, ended: string): string {
  const release = `DELETE FROM ${flow.claims.table} WHERE kind = 'HELD' AND ${flow.holdColumn} IN (SELECT id FROM ended)`;
  const closes = [flow.onClose?.('(SELECT id FROM ended)') ?? []].flat();
  const last = closes.pop();
  if (!last) return `WITH ended AS (${ended}) ${release}`;
  const more = closes.map((sql, index) => `, closed${index} AS (${sql})`).join('');
  return `WITH ended AS (${ended}), released AS (${release})${more} ${last}`;
}

/** Ends an owner in a final status and frees the seats it held. */
export async function end(tx: Queryable, flow: PurchaseFlow, id: number, status: string): Promise<void> {
  await tx.query(endingSql(flow, `UPDATE ${flow.table} SET status = $2, updated_at = now() WHERE id = $1 RETURNING id`), [id, status]);
}

/**
 * Lazy expiry: the user's live owners whose hold time has passed become EXPIRED and free their
 * seats, before every read and step. One waiting for the provider lapses too (its holds were
 * extended for the payment): a provider tab closed without an answer must not keep seats for ever;
 * a late approval then makes nothing and leaves a refund pending. One statement, run on every
 * call: no BEGIN/COMMIT round trips.
 */
export async function expireOverdue(db: Queryable, flow: PurchaseFlow, userId: number): Promise<void> {
  await db.query(
    endingSql(
      flow,
      `UPDATE ${flow.table} SET status = 'EXPIRED', updated_at = now()
       WHERE user_id = $1 AND status IN (${sqlStrings(flow.liveStatuses)}) AND expires_at <= now() RETURNING id`,
    ),
    [userId],
  );
}

/** Keeps an owner and its holds alive for `seconds` from now. */
export async function extendHolds(tx: Queryable, flow: PurchaseFlow, id: number, seconds: number): Promise<void> {
  await tx.query(`UPDATE ${flow.table} SET expires_at = now() + make_interval(secs => $2), updated_at = now() WHERE id = $1`, [id, seconds]);
  await tx.query(
    `UPDATE ${flow.claims.table} SET expires_at = (SELECT expires_at FROM ${flow.table} WHERE id = $1) WHERE kind = 'HELD' AND ${flow.holdColumn} = $1`,
    [id],
  );
}
