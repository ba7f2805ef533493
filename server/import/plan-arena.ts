import type { ImportIssue } from './issues.ts';
import { FILES, type PriceRow, type SeatRow } from './schemas.ts';
import type { Shape, Snapshot } from './snapshot.ts';
import { areaKey, seatKey, type Lined } from './validate.ts';

/** Room around the outermost seats in a derived shape, in the seat map's units. */
const SHAPE_MARGIN = 0.5;

export interface Counts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface ArenaChanges {
  sectorsNew: { id: number; name: string; shape: Shape; position: number }[];
  areasNew: { id: number; sectorId: number; name: string; shape: Shape; position: number }[];
  /** Existing sectors and areas whose derived shape moved with their seats. */
  shapes: { table: 'sectors' | 'areas'; id: number; shape: Shape }[];
  seatsNew: { id: number; areaId: number; row: number; seat: number; x: number; y: number; access: string | null }[];
  seatsChanged: { id: number; x: number; y: number; access: string | null }[];
  pricesNew: { areaId: number; rolId: number; junior: boolean; cents: number }[];
  pricesChanged: { id: number; cents: number }[];
  /** Seat id of every seat key, in the database or added by this import. */
  seatIds: Map<string, number>;
  seatCounts: Counts;
  priceCounts: Counts;
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

const nextId = (rows: { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
const round = (n: number) => Math.round(n * 100) / 100;

function grow(box: Box | undefined, x: number, y: number): Box {
  if (!box) return { minX: x, minY: y, maxX: x, maxY: y };
  return { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) };
}

/** An area's or sector's shape: the box around its seats with a margin (the files give seats, not outlines). */
function boxShape(box: Box): Shape {
  const [left, top, right, bottom] = [box.minX - SHAPE_MARGIN, box.minY - SHAPE_MARGIN, box.maxX + SHAPE_MARGIN, box.maxY + SHAPE_MARGIN].map(round) as [number, number, number, number];
  return [
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ];
}

const sameShape = (a: unknown, b: Shape) => JSON.stringify(a) === JSON.stringify(b);

/** Sectors, areas, seats and prices of the files against the database: what to add and what to change. */
export function planArena(snapshot: Snapshot, seats: Lined<SeatRow>[], prices: Lined<PriceRow>[], issues: ImportIssue[]): ArenaChanges {
  const sectorByName = new Map<string, { id: number }>();
  for (const sector of snapshot.sectors) if (!sectorByName.has(sector.name)) sectorByName.set(sector.name, sector);
  const sectorNameById = new Map(snapshot.sectors.map((s) => [s.id, s.name]));
  const areaByKey = new Map<string, { id: number; sectorId: number }>();
  for (const area of snapshot.areas) {
    const key = areaKey(sectorNameById.get(area.sector_id) ?? '', area.name);
    if (!areaByKey.has(key)) areaByKey.set(key, { id: area.id, sectorId: area.sector_id });
  }
  const areaKeyById = new Map([...areaByKey].map(([key, area]) => [area.id, key]));
  const seatByKey = new Map(snapshot.seats.map((s) => [seatKey('', String(s.area_id), s.row_number, s.seat_number), s]));

  const changes: ArenaChanges = {
    sectorsNew: [],
    areasNew: [],
    shapes: [],
    seatsNew: [],
    seatsChanged: [],
    pricesNew: [],
    pricesChanged: [],
    seatIds: new Map(),
    seatCounts: { inserted: 0, updated: 0, unchanged: 0 },
    priceCounts: { inserted: 0, updated: 0, unchanged: 0 },
  };
  let sectorId = nextId(snapshot.sectors);
  let areaId = nextId(snapshot.areas);
  let seatId = nextId(snapshot.seats);
  const sectorPosition = snapshot.sectors.reduce((max, s) => Math.max(max, s.position), 0);
  const areaPositions = new Map<number, number>();
  for (const area of snapshot.areas) areaPositions.set(area.sector_id, Math.max(areaPositions.get(area.sector_id) ?? 0, area.position));

  // Where every seat of a touched area will be, to derive the shapes.
  const touchedAreas = new Set<number>();
  const positions = new Map<number, Map<string, [number, number]>>();
  const place = (area: number, key: string, x: number, y: number) => {
    let seatsOfArea = positions.get(area);
    if (!seatsOfArea) positions.set(area, (seatsOfArea = new Map()));
    seatsOfArea.set(key, [x, y]);
  };
  for (const seat of snapshot.seats) place(seat.area_id, `${seat.row_number}/${seat.seat_number}`, seat.x, seat.y);

  for (const { value } of seats) {
    let sector = sectorByName.get(value.sector);
    if (!sector) {
      sector = { id: sectorId++ };
      sectorByName.set(value.sector, sector);
      changes.sectorsNew.push({ id: sector.id, name: value.sector, shape: [], position: sectorPosition + changes.sectorsNew.length + 1 });
    }
    const key = areaKey(value.sector, value.area);
    let area = areaByKey.get(key);
    if (!area) {
      area = { id: areaId++, sectorId: sector.id };
      areaByKey.set(key, area);
      areaKeyById.set(area.id, key);
      const position = (areaPositions.get(sector.id) ?? 0) + 1;
      areaPositions.set(sector.id, position);
      changes.areasNew.push({ id: area.id, sectorId: sector.id, name: value.area, shape: [], position });
    }
    touchedAreas.add(area.id);
    // Stored as real (float4): compare and place what the database will hold.
    const [x, y] = [Math.fround(value.x), Math.fround(value.y)];
    place(area.id, `${value.row}/${value.seat}`, x, y);
    const existing = seatByKey.get(seatKey('', String(area.id), value.row, value.seat));
    const fileKey = seatKey(value.sector, value.area, value.row, value.seat);
    if (!existing) {
      const id = seatId++;
      changes.seatIds.set(fileKey, id);
      changes.seatsNew.push({ id, areaId: area.id, row: value.row, seat: value.seat, x, y, access: value.access });
      changes.seatCounts.inserted++;
    } else {
      changes.seatIds.set(fileKey, existing.id);
      if (existing.x === x && existing.y === y && existing.access === value.access) changes.seatCounts.unchanged++;
      else {
        changes.seatsChanged.push({ id: existing.id, x, y, access: value.access });
        changes.seatCounts.updated++;
      }
    }
  }
  // Seat keys of the database's own seats, by names, so members may name seats the files do not list.
  for (const seat of snapshot.seats) {
    const key = areaKeyById.get(seat.area_id);
    if (key !== undefined) changes.seatIds.set(`${key}\u0000${seat.row_number}\u0000${seat.seat_number}`, seat.id);
  }

  deriveShapes(snapshot, changes, touchedAreas, positions);
  planPrices(snapshot, prices, areaByKey, changes, issues);
  return changes;
}

function deriveShapes(snapshot: Snapshot, changes: ArenaChanges, touchedAreas: Set<number>, positions: Map<number, Map<string, [number, number]>>): void {
  const areaBoxes = new Map<number, Box>();
  for (const [area, seatsOfArea] of positions) {
    let box: Box | undefined;
    for (const [x, y] of seatsOfArea.values()) box = grow(box, x, y);
    if (box) areaBoxes.set(area, box);
  }
  const sectorOfArea = new Map<number, number>([...snapshot.areas.map((a) => [a.id, a.sector_id] as const), ...changes.areasNew.map((a) => [a.id, a.sectorId] as const)]);
  const touchedSectors = new Set([...touchedAreas].map((area) => sectorOfArea.get(area)));
  const sectorBoxes = new Map<number, Box>();
  for (const [area, box] of areaBoxes) {
    const sector = sectorOfArea.get(area);
    if (sector === undefined) continue;
    const before = sectorBoxes.get(sector);
    sectorBoxes.set(sector, grow(grow(before, box.minX, box.minY), box.maxX, box.maxY));
  }
  const newAreas = new Map(changes.areasNew.map((a) => [a.id, a]));
  const newSectors = new Map(changes.sectorsNew.map((s) => [s.id, s]));
  const oldAreaShapes = new Map(snapshot.areas.map((a) => [a.id, a.shape]));
  const oldSectorShapes = new Map(snapshot.sectors.map((s) => [s.id, s.shape]));
  for (const area of touchedAreas) {
    const box = areaBoxes.get(area);
    if (!box) continue;
    const shape = boxShape(box);
    const fresh = newAreas.get(area);
    if (fresh) fresh.shape = shape;
    else if (!sameShape(oldAreaShapes.get(area), shape)) changes.shapes.push({ table: 'areas', id: area, shape });
  }
  for (const sector of touchedSectors) {
    const box = sector === undefined ? undefined : sectorBoxes.get(sector);
    if (sector === undefined || !box) continue;
    const shape = boxShape(box);
    const fresh = newSectors.get(sector);
    if (fresh) fresh.shape = shape;
    else if (!sameShape(oldSectorShapes.get(sector), shape)) changes.shapes.push({ table: 'sectors', id: sector, shape });
  }
}

function planPrices(
  snapshot: Snapshot,
  prices: Lined<PriceRow>[],
  areaByKey: Map<string, { id: number }>,
  changes: ArenaChanges,
  issues: ImportIssue[],
): void {
  const rolByCode = new Map(snapshot.rols.map((rol) => [rol.code, rol]));
  const priceByAreaRol = new Map(snapshot.prices.map((p) => [`${p.area_id}/${p.rol_id}`, p]));
  for (const { line, value } of prices) {
    const area = areaByKey.get(areaKey(value.sector, value.area));
    const rol = rolByCode.get(value.pass);
    if (!area) issues.push({ file: FILES.prices.file, line, field: 'area', message: `la zona «${value.area}» del sector «${value.sector}» no está en seats.csv ni en la base de datos` });
    if (!rol) issues.push({ file: FILES.prices.file, line, field: 'pass', message: `no hay ningún abono con el código ${value.pass} (${snapshot.rols.map((r) => r.code).join(', ')})` });
    if (!area || !rol) continue;
    const existing = priceByAreaRol.get(`${area.id}/${rol.id}`);
    if (!existing) {
      changes.pricesNew.push({ areaId: area.id, rolId: rol.id, junior: rol.junior, cents: value.price });
      changes.priceCounts.inserted++;
    } else if (existing.price_cents !== value.price) {
      changes.pricesChanged.push({ id: existing.id, cents: value.price });
      changes.priceCounts.updated++;
    } else changes.priceCounts.unchanged++;
  }
}
