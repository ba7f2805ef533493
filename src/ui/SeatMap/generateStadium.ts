import type { SeatMapArea, SeatMapElement, SeatMapModel, SeatMapPoint, SeatMapSeat, SeatMapSector, SeatState } from './model';
import { seededRandom } from './random';

/**
 * A deterministic stadium for stories, tests and the benchmark: stands around a court, shaped as
 * a rounded rectangle that grows one row at a time. Eight sectors (four sides, four corners), each
 * cut into areas along the stand and into tiers of up to 20 rows, with aisles between areas. The
 * same options always give the same model, seat for seat.
 */
export interface StadiumOptions {
  /** Exact number of seats. */
  seats: number;
  seed?: number;
  /** Share of seats already sold. */
  takenRatio?: number;
  /** Share of areas whose seats are not available at the chosen price. */
  unavailableAreaRatio?: number;
  /** Give the member a current seat (the first available seat of the first area). */
  withCurrentSeat?: boolean;
}

const SEAT_PITCH = 1;
const ROW_PITCH = 1.1;
const SEAT_SIZE = 0.8;
const COURT_HALF_LENGTH = 24;
const COURT_HALF_WIDTH = 14;
const FIRST_ROW_OFFSET = 4;
const ROWS_PER_TIER = 20;
/** Seats closer than this (along the row) to an area edge leave room for the aisle. */
const AISLE_HALF_WIDTH = 0.7;

interface Segment {
  id: string;
  name: string;
  /** Areas along this segment. */
  areas: number;
  /** Point at position t (0..1) of this segment for a row offset d from the court. */
  at(t: number, d: number): SeatMapPoint;
  length(d: number): number;
  /** Corners are curves: their outlines need more points. */
  curved: boolean;
  priceBonus: number;
}

const L = COURT_HALF_LENGTH;
const W = COURT_HALF_WIDTH;

function side(id: string, name: string, areas: number, from: SeatMapPoint, to: SeatMapPoint, normal: SeatMapPoint, priceBonus: number): Segment {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  return {
    id,
    name,
    areas,
    curved: false,
    priceBonus,
    length: () => length,
    at: (t, d) => ({ x: from.x + (to.x - from.x) * t + normal.x * d, y: from.y + (to.y - from.y) * t + normal.y * d }),
  };
}

function corner(id: string, name: string, centre: SeatMapPoint, startAngle: number, priceBonus: number): Segment {
  return {
    id,
    name,
    areas: 1,
    curved: true,
    priceBonus,
    length: (d) => (Math.PI / 2) * d,
    at: (t, d) => {
      const angle = startAngle + (Math.PI / 2) * t;
      return { x: centre.x + Math.cos(angle) * d, y: centre.y + Math.sin(angle) * d };
    },
  };
}

/** Clockwise from the north-west end of the north stand (y grows downwards, as on screen). */
const SEGMENTS: readonly Segment[] = [
  side('N', 'Tribuna Norte', 4, { x: -L, y: -W }, { x: L, y: -W }, { x: 0, y: -1 }, 15),
  corner('NE', 'Córner Noreste', { x: L, y: -W }, -Math.PI / 2, 0),
  side('E', 'Fondo Este', 2, { x: L, y: -W }, { x: L, y: W }, { x: 1, y: 0 }, 5),
  corner('SE', 'Córner Sureste', { x: L, y: W }, 0, 0),
  side('S', 'Tribuna Sur', 4, { x: L, y: W }, { x: -L, y: W }, { x: 0, y: 1 }, 15),
  corner('SW', 'Córner Suroeste', { x: -L, y: W }, Math.PI / 2, 0),
  side('W', 'Fondo Oeste', 2, { x: -L, y: W }, { x: -L, y: -W }, { x: -1, y: 0 }, 5),
  corner('NW', 'Córner Noroeste', { x: -L, y: -W }, Math.PI, 0),
];

const rowOffset = (row: number) => FIRST_ROW_OFFSET + row * ROW_PITCH;

/** Seat positions (t along the segment) of one row of one area, aisles left out. */
function rowSlots(segment: Segment, area: number, row: number): number[] {
  const d = rowOffset(row);
  const length = segment.length(d);
  const count = Math.floor(length / SEAT_PITCH);
  const from = area / segment.areas;
  const to = (area + 1) / segment.areas;
  const aisle = AISLE_HALF_WIDTH / length;
  const slots: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    if (t >= from + aisle && t < to - aisle) slots.push(t);
  }
  return slots;
}

function rowsFor(seats: number): number {
  let total = 0;
  let rows = 0;
  while (total < seats) {
    for (const segment of SEGMENTS) {
      for (let area = 0; area < segment.areas; area++) total += rowSlots(segment, area, rows).length;
    }
    rows++;
  }
  return rows;
}

/** Outline of an annular piece of a segment: inner edge forwards, outer edge backwards. */
function outline(segment: Segment, from: number, to: number, firstRow: number, lastRow: number): SeatMapPoint[] {
  const inner = rowOffset(firstRow) - ROW_PITCH / 2;
  const outer = rowOffset(lastRow) + ROW_PITCH / 2;
  const steps = segment.curved ? 8 : 1;
  const points: SeatMapPoint[] = [];
  for (let i = 0; i <= steps; i++) points.push(segment.at(from + ((to - from) * i) / steps, inner));
  for (let i = steps; i >= 0; i--) points.push(segment.at(from + ((to - from) * i) / steps, outer));
  return points.map(({ x, y }) => ({ x: round(x), y: round(y) }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function generateStadium({
  seats: seatCount,
  seed = 1,
  takenRatio = 0.35,
  unavailableAreaRatio = 0.1,
  withCurrentSeat = true,
}: StadiumOptions): SeatMapModel {
  const random = seededRandom(seed);
  const rows = rowsFor(seatCount);
  const tiers = Math.ceil(rows / ROWS_PER_TIER);
  const sectors: SeatMapSector[] = [];
  const areas: SeatMapArea[] = [];
  const seats: SeatMapSeat[] = [];
  const seatsByArea = new Map<string, SeatMapSeat[]>();

  for (const segment of SEGMENTS) {
    sectors.push({ level: 'SECTOR', id: segment.id, name: segment.name, shape: outline(segment, 0, 1, 0, rows - 1) });
    for (let tier = 0; tier < tiers; tier++) {
      const firstRow = tier * ROWS_PER_TIER;
      const lastRow = Math.min(rows, firstRow + ROWS_PER_TIER) - 1;
      for (let area = 0; area < segment.areas; area++) {
        const id = `${segment.id}-${tier + 1}${String.fromCharCode(65 + area)}`;
        const price = 20 + (tiers - tier) * 10 + segment.priceBonus;
        areas.push({ level: 'AREA', id, parentId: segment.id, name: `Zona ${tier + 1}${String.fromCharCode(65 + area)}`, price, shape: outline(segment, area / segment.areas, (area + 1) / segment.areas, firstRow, lastRow) });
        seatsByArea.set(id, []);
      }
    }
  }

  // Rows are filled from the court outwards, so trimming to the exact count only shortens the last ring.
  outer: for (let row = 0; row < rows; row++) {
    const tier = Math.floor(row / ROWS_PER_TIER);
    for (const segment of SEGMENTS) {
      for (let area = 0; area < segment.areas; area++) {
        const areaId = `${segment.id}-${tier + 1}${String.fromCharCode(65 + area)}`;
        const slots = rowSlots(segment, area, row);
        for (const [index, slot] of slots.entries()) {
          if (seats.length === seatCount) break outer;
          const { x, y } = segment.at(slot, rowOffset(row));
          const rowLabel = String(row - tier * ROWS_PER_TIER + 1);
          const seat: SeatMapSeat = {
            level: 'SEAT',
            id: `${areaId}-${rowLabel}-${index + 1}`,
            parentId: areaId,
            x: round(x),
            y: round(y),
            row: rowLabel,
            number: String(index + 1),
            state: random() < takenRatio ? 'taken' : 'available',
          };
          seats.push(seat);
          seatsByArea.get(areaId)!.push(seat);
        }
      }
    }
  }

  const usedAreas = areas.filter((area) => seatsByArea.get(area.id)!.length > 0);
  for (const area of usedAreas) {
    if (random() >= unavailableAreaRatio) continue;
    for (const seat of seatsByArea.get(area.id)!) if (seat.state === 'available') seat.state = 'unavailable' satisfies SeatState;
  }
  if (withCurrentSeat) {
    const current = seats.find((seat) => seat.state === 'available');
    if (current) current.state = 'current';
  }

  const elements: SeatMapElement[] = [...sectors, ...usedAreas, ...seats];
  return { elements, seatSize: SEAT_SIZE };
}
