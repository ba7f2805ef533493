import type { AreaGroup, AreaPrice, AreaSeat, SeatAccess } from '../../src/api/membership.ts';
import type { Queryable } from '../db/db.ts';
import { ticketedSql } from './game-seats.ts';
import { assertOpen, expireOverdue, findOwn } from '../purchase/lifecycle.ts';
import { releaseSeats } from '../purchase/holds.ts';
import { seatChangeFlow } from './seat-change-flow.ts';
import { voidConfirmation } from './seat-holds.ts';

/** Whose eyes the arena is seen through: prices for these rols, "current" for these partners. */
export interface ArenaViewer {
  userId: number;
  rolIds: number[];
  /** Partners whose SOLD seats are the caller's "current" seats. */
  partnerIds: number[];
}

/**
 * A seat the viewer could take: no claim, a HELD claim that has expired, or one held by a seat
 * change or a sign-up order of the viewer's own (their pick stays theirs to keep); and no live
 * ticket for a game still to be played (the season's claims refuse it: game-seats.ts). `s` is the
 * seat, `c` its claim, `sc` its change, `so` its order; `$1` the viewer's user id.
 */
export const FREE_FOR_VIEWER = `((c.seat_id IS NULL OR (c.kind = 'HELD' AND (c.expires_at <= now() OR coalesce(sc.user_id, so.user_id) = $1)))
  AND NOT ${ticketedSql('s.id')})`;
export const CLAIMS_JOIN = `LEFT JOIN seat_claims c ON c.seat_id = s.id LEFT JOIN seat_changes sc ON sc.id = c.seat_change_id
  LEFT JOIN signup_orders so ON so.id = c.signup_order_id`;

interface AreaRow {
  id: number;
  sector_id: number;
  name: string;
  shape: [number, number][];
  available: number;
  /** Free wheelchair spaces among `available`. */
  wheelchair: number;
}

interface PriceRow {
  area_id: number;
  price_cents: number;
  junior: boolean;
  rol_ids: number[];
}

/**
 * Sectors then areas, one flat list. Spec §5 is applied here: an area is listed only with free
 * seats and a price for one of the rols; a sector only when it holds a listed area.
 */
export async function listAreas(db: Queryable, viewer: ArenaViewer): Promise<AreaGroup[]> {
  const prices = await pricesByArea(db, viewer.rolIds);
  const { rows } = await db.query<AreaRow>(
    `SELECT a.id, a.sector_id, a.name, a.shape, count(*)::int AS available,
       count(*) FILTER (WHERE s.access = 'WHEELCHAIR')::int AS wheelchair
     FROM areas a JOIN seats s ON s.area_id = a.id ${CLAIMS_JOIN}
     WHERE ${FREE_FOR_VIEWER} AND a.id = ANY($2::int[])
     GROUP BY a.id ORDER BY a.position, a.id`,
    [viewer.userId, [...prices.keys()]],
  );
  const areas: AreaGroup[] = rows.map((row) => ({
    level: 'AREA',
    id: row.id,
    parentId: row.sector_id,
    name: row.name,
    available: row.available,
    prices: prices.get(row.id) ?? [],
    shape: row.shape,
    ...withWheelchair(row.wheelchair),
  }));
  return withSectors(db, areas, (children) => distinctPrices(children.flatMap((area) => area.prices)));
}

/**
 * A seat map's first level: each sector with areas listed, before the areas, with their free
 * seats and wheelchair spaces added up and the prices `sectorPrices` gives for its areas.
 */
export async function withSectors(db: Queryable, areas: AreaGroup[], sectorPrices: (children: AreaGroup[]) => AreaPrice[]): Promise<AreaGroup[]> {
  const sectors = await db.query<{ id: number; name: string; shape: [number, number][] }>('SELECT id, name, shape FROM sectors ORDER BY position, id');
  const listed: AreaGroup[] = [];
  for (const sector of sectors.rows) {
    const children = areas.filter((area) => area.parentId === sector.id);
    if (children.length === 0) continue;
    listed.push({
      level: 'SECTOR',
      id: sector.id,
      parentId: null,
      name: sector.name,
      available: children.reduce((sum, area) => sum + area.available, 0),
      prices: sectorPrices(children),
      shape: sector.shape,
      ...withWheelchair(children.reduce((sum, area) => sum + (area.wheelchair ?? 0), 0)),
    });
  }
  return [...listed, ...areas];
}

/** The contract's `wheelchair`: absent when there is no free space. */
export const withWheelchair = (spaces: number) => (spaces > 0 ? { wheelchair: spaces } : {});

/** The seats of one area with their state for the viewer; null when there is no such area. */
export async function listAreaSeats(db: Queryable, areaId: number, viewer: ArenaViewer): Promise<AreaSeat[] | null> {
  const area = await db.query<{ priced: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM area_prices p WHERE p.area_id = a.id AND p.rol_ids && $2::int[]) AS priced
     FROM areas a WHERE a.id = $1`,
    [areaId, viewer.rolIds],
  );
  const priced = area.rows[0]?.priced;
  if (priced === undefined) return null;
  const { rows } = await db.query<AreaSeatRow>(
    `SELECT s.id, s.row_number, s.seat_number, s.x, s.y, s.access,
       CASE WHEN c.kind = 'SOLD' AND c.partner_id = ANY($3::int[]) THEN 'current'
            WHEN NOT ${FREE_FOR_VIEWER} THEN 'taken'
            WHEN $4 THEN 'available'
            ELSE 'unavailable' END AS state
     FROM seats s ${CLAIMS_JOIN}
     WHERE s.area_id = $2 ORDER BY s.row_number, s.seat_number`,
    [viewer.userId, areaId, viewer.partnerIds, priced],
  );
  return rows.map((row) => toAreaSeat(row, areaId));
}

/** A seat row of one area, read with its state, as the seat maps' contract shows it. */
export interface AreaSeatRow {
  id: number;
  row_number: number;
  seat_number: number;
  x: number;
  y: number;
  state: AreaSeat['state'];
  access: SeatAccess | null;
}

export const toAreaSeat = (row: AreaSeatRow, areaId: number): AreaSeat => ({
  level: 'SEAT',
  id: row.id,
  parentId: areaId,
  row: row.row_number,
  number: row.seat_number,
  x: row.x,
  y: row.y,
  state: row.state,
  ...(row.access && { access: row.access }),
});

/**
 * Old flow: frees a seat the user's seat change holds, and drops it as that change's pick, which
 * voids a confirmation like a new pick does. False when the seat has no HELD claim of one of the
 * user's changes; 409 when that change is not open (waiting for payment or finished).
 * Runs in the caller's transaction.
 */
export async function freeHeldSeat(tx: Queryable, seatId: number, userId: number): Promise<boolean> {
  await expireOverdue(tx, seatChangeFlow, userId);
  const { rows } = await tx.query<{ seat_change_id: number }>(
    `SELECT c.seat_change_id FROM seat_claims c JOIN seat_changes sc ON sc.id = c.seat_change_id
     WHERE c.seat_id = $1 AND c.kind = 'HELD' AND sc.user_id = $2`,
    [seatId, userId],
  );
  const held = rows[0];
  if (!held) return false;
  const change = await findOwn(tx, seatChangeFlow, userId, { id: held.seat_change_id }, { lock: true });
  if (!change) return false;
  assertOpen(seatChangeFlow, change);
  const freed = await releaseSeats(tx, seatChangeFlow, change.id, [seatId]);
  // Another request of the same user freed it while this one waited for the lock.
  if (freed.length === 0) return false;
  await tx.query('UPDATE seat_change_partners SET next_seat_id = NULL WHERE seat_change_id = $1 AND next_seat_id = $2', [
    change.id,
    seatId,
  ]);
  await voidConfirmation(tx, change.id);
  return true;
}

/** Prices of every area that has one for the rols, cheapest first. */
async function pricesByArea(db: Queryable, rolIds: number[]): Promise<Map<number, AreaPrice[]>> {
  const { rows } = await db.query<PriceRow>(
    `SELECT area_id, price_cents, junior, rol_ids FROM area_prices WHERE rol_ids && $1::int[]
     ORDER BY area_id, price_cents, id`,
    [rolIds],
  );
  const byArea = new Map<number, AreaPrice[]>();
  for (const row of rows) {
    const prices = byArea.get(row.area_id) ?? [];
    prices.push({ price: row.price_cents / 100, junior: row.junior, rolls: row.rol_ids });
    byArea.set(row.area_id, prices);
  }
  return byArea;
}

/** A sector's prices: each distinct price of its areas once, cheapest first. */
function distinctPrices(prices: AreaPrice[]): AreaPrice[] {
  const byKey = new Map(prices.map((price) => [JSON.stringify([price.price, price.junior, price.rolls]), price]));
  return [...byKey.values()].sort((a, b) => a.price - b.price);
}
