import { boundsOf, centroid, type Bounds, type Point } from './geometry';
import type { IndexedModel } from './indexModel';
import { SELECTABLE_STATES, type SeatMapArea, type SeatMapLevel, type SeatMapSeat, type SeatMapSector } from './model';
import { SeatGrid } from './seatGrid';
import { ACCESS_KIND, KIND, lookOf, STATE_CODE } from './seatLooks';

export interface SceneShape {
  element: SeatMapSector | SeatMapArea;
  centroid: Point;
  /** Seats a member can still pick inside it. */
  available: number;
}

export interface ShapeScene {
  kind: 'shapes';
  shapes: SceneShape[];
  bounds: Bounds;
}

export interface SeatScene {
  kind: 'seats';
  seats: SeatMapSeat[];
  xs: Float32Array;
  ys: Float32Array;
  states: Uint8Array;
  /** Each seat's look (state and kind, see seatLooks.ts): its stamp. */
  looks: Uint8Array;
  /** Wheelchair spaces and companion seats in the scene. */
  accessCount: number;
  grid: SeatGrid;
  /** Position of a seat id in `seats` (the lookup is built on first use). */
  indexOf(id: string): number | undefined;
  /** Outlines drawn under the seats, for orientation. */
  areas: SeatMapArea[];
  bounds: Bounds;
  seatSize: number;
}

export type Scene = ShapeScene | SeatScene;

/** What the viewer draws for a level; null when that level has nothing to show. */
export function buildScene(index: IndexedModel, level: SeatMapLevel): Scene | null {
  if (level.level === 'SEAT') return buildSeatScene(index, level.parentId);
  const elements = level.level === 'SECTOR' ? index.sectors : (index.areasBySector.get(level.parentId) ?? []);
  if (elements.length === 0) return null;
  const shapes = elements.map((element) => ({ element, centroid: centroid(element.shape), available: availableIn(index, element) }));
  return { kind: 'shapes', shapes, bounds: boundsOf(elements.flatMap((element) => element.shape)) };
}

function buildSeatScene(index: IndexedModel, areaId: string | undefined): SeatScene | null {
  const seats = areaId === undefined ? index.seats : (index.seatsByArea.get(areaId) ?? []);
  if (seats.length === 0) return null;
  const count = seats.length;
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  const states = new Uint8Array(count);
  const looks = new Uint8Array(count);
  let accessCount = 0;
  for (let i = 0; i < count; i++) {
    const seat = seats[i]!;
    xs[i] = seat.x;
    ys[i] = seat.y;
    states[i] = STATE_CODE[seat.state];
    const kind = seat.access ? ACCESS_KIND[seat.access] : KIND.ordinary;
    if (kind !== KIND.ordinary) accessCount++;
    looks[i] = lookOf(states[i]!, kind);
  }
  // Lookups only some interactions need are built when first needed: the first frame comes sooner.
  const rowKeys = once(() => {
    const keys = new Int32Array(count);
    const rowIds = new Map<string, number>();
    seats.forEach((seat, i) => {
      const rowId = `${seat.parentId}\u0000${seat.row}`;
      let key = rowIds.get(rowId);
      if (key === undefined) rowIds.set(rowId, (key = rowIds.size));
      keys[i] = key;
    });
    return keys;
  });
  const positions = once(() => new Map(seats.map((seat, i) => [seat.id, i])));
  const bounds = boundsOf(seats, index.seatSize);
  const areas = areaId === undefined ? index.areas : index.areas.filter((area) => area.id === areaId);
  // Cells about two seats wide: a hit test or a neighbour search looks at a handful of seats.
  const grid = new SeatGrid(xs, ys, rowKeys, bounds, index.seatSize * 2.5);
  return { kind: 'seats', seats, xs, ys, states, looks, accessCount, grid, indexOf: (id) => positions().get(id), areas, bounds, seatSize: index.seatSize };
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function availableIn(index: IndexedModel, element: SeatMapSector | SeatMapArea): number {
  const areas = element.level === 'SECTOR' ? (index.areasBySector.get(element.id) ?? []) : [element];
  let count = 0;
  for (const area of areas) {
    const seats = index.seatsByArea.get(area.id);
    if (!seats && area.available !== undefined) count += area.available;
    else for (const seat of seats ?? []) if (SELECTABLE_STATES.has(seat.state)) count++;
  }
  return count;
}

/** The level above; the top is the sectors (or the whole-stadium seats when there are no sectors). */
export function parentLevel(index: IndexedModel, level: SeatMapLevel): SeatMapLevel | null {
  if (level.level === 'SECTOR') return null;
  if (level.level === 'AREA') return { level: 'SECTOR' };
  if (level.parentId === undefined) return index.sectors.length > 0 ? { level: 'SECTOR' } : null;
  const area = index.byId.get(level.parentId);
  return area?.level === 'AREA' ? { level: 'AREA', parentId: area.parentId } : { level: 'SECTOR' };
}

/** The level a shape opens: a sector's areas, an area's seats. */
export function childLevel(shape: SeatMapSector | SeatMapArea): SeatMapLevel {
  return shape.level === 'SECTOR' ? { level: 'AREA', parentId: shape.id } : { level: 'SEAT', parentId: shape.id };
}
