/**
 * The demo arena, computed (no I/O): stands around a basketball court shaped as a rounded
 * rectangle that grows one row at a time, as src/ui/SeatMap/generateStadium.ts draws them (not
 * imported: the server never depends on src/ui). Eight sectors (four sides, four corners), each
 * cut into areas along the stand and into tiers of rows, with aisles between areas. World units:
 * one seat pitch is 1, y grows downwards as on screen. Deterministic: same code, same seats.
 */

export type Point = [number, number];
/** Price band of an area: scales every role's price (seed-data/arena-prices.ts). */
export type AreaCategory = 'PREMIUM' | 'STANDARD' | 'ECONOMY';

export interface SectorLayout {
  id: number;
  name: string;
  shape: Point[];
}

export interface AreaLayout {
  id: number;
  sectorId: number;
  name: string;
  shape: Point[];
  category: AreaCategory;
}

export interface SeatLayout {
  id: number;
  areaId: number;
  row: number;
  number: number;
  x: number;
  y: number;
}

export interface ArenaLayout {
  sectors: SectorLayout[];
  areas: AreaLayout[];
  seats: SeatLayout[];
}

const SEAT_PITCH = 1;
const ROW_PITCH = 1.1;
const COURT_HALF_LENGTH = 26;
const COURT_HALF_WIDTH = 15;
const FIRST_ROW_OFFSET = 4;
/** 36 rows in 3 tiers give about 10,000 seats (the seed test keeps it within 9,500–10,500). */
export const ROWS = 36;
const ROWS_PER_TIER = 12;
/** Seats closer than this (along the row) to an area edge leave room for the aisle. */
const AISLE_HALF_WIDTH = 0.7;

interface Segment {
  code: string;
  name: string;
  areas: number;
  kind: 'TRIBUNE' | 'END' | 'CORNER';
  /** Point at position t (0..1) of this segment for a row offset d from the court. */
  at(t: number, d: number): Point;
  length(d: number): number;
}

const L = COURT_HALF_LENGTH;
const W = COURT_HALF_WIDTH;

function side(code: string, name: string, kind: 'TRIBUNE' | 'END', areas: number, from: Point, to: Point, normal: Point): Segment {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return {
    code,
    name,
    areas,
    kind,
    length: () => length,
    at: (t, d) => [from[0] + (to[0] - from[0]) * t + normal[0] * d, from[1] + (to[1] - from[1]) * t + normal[1] * d],
  };
}

function corner(code: string, name: string, centre: Point, startAngle: number): Segment {
  return {
    code,
    name,
    areas: 1,
    kind: 'CORNER',
    length: (d) => (Math.PI / 2) * d,
    at: (t, d) => {
      const angle = startAngle + (Math.PI / 2) * t;
      return [centre[0] + Math.cos(angle) * d, centre[1] + Math.sin(angle) * d];
    },
  };
}

/** Clockwise from the north-west end of the north stand; sector ids are 1–8 in this order. */
const SEGMENTS: readonly Segment[] = [
  side('N', 'Tribuna Norte', 'TRIBUNE', 4, [-L, -W], [L, -W], [0, -1]),
  corner('NE', 'Córner Noreste', [L, -W], -Math.PI / 2),
  side('E', 'Fondo Este', 'END', 2, [L, -W], [L, W], [1, 0]),
  corner('SE', 'Córner Sureste', [L, W], 0),
  side('S', 'Tribuna Sur', 'TRIBUNE', 4, [L, W], [-L, W], [0, 1]),
  corner('SW', 'Córner Suroeste', [-L, W], Math.PI / 2),
  side('W', 'Fondo Oeste', 'END', 2, [-L, W], [-L, -W], [-1, 0]),
  corner('NW', 'Córner Noroeste', [-L, -W], Math.PI),
];

const rowOffset = (row: number) => FIRST_ROW_OFFSET + row * ROW_PITCH;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Area ids are sector * 100 + index (101, 102…): never equal to a sector id in one flat list. */
export const areaIdOf = (sectorId: number, index: number) => sectorId * 100 + index + 1;

function categoryOf(segment: Segment, tier: number): AreaCategory {
  if (segment.kind === 'TRIBUNE') return tier === 0 ? 'PREMIUM' : 'STANDARD';
  if (segment.kind === 'END') return tier === 0 ? 'STANDARD' : 'ECONOMY';
  return 'ECONOMY';
}

/** Seat positions (t along the segment) of one row of one area, aisles left out. */
function rowSlots(segment: Segment, area: number, row: number): number[] {
  const length = segment.length(rowOffset(row));
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

/** Outline of an annular piece of a segment: inner edge forwards, outer edge backwards. */
function outline(segment: Segment, from: number, to: number, firstRow: number, lastRow: number): Point[] {
  const inner = rowOffset(firstRow) - ROW_PITCH / 2;
  const outer = rowOffset(lastRow) + ROW_PITCH / 2;
  const steps = segment.kind === 'CORNER' ? 8 : 1;
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) points.push(segment.at(from + ((to - from) * i) / steps, inner));
  for (let i = steps; i >= 0; i--) points.push(segment.at(from + ((to - from) * i) / steps, outer));
  return points.map(([x, y]) => [round(x), round(y)]);
}

export function buildArenaLayout(): ArenaLayout {
  const tiers = Math.ceil(ROWS / ROWS_PER_TIER);
  const layout: ArenaLayout = { sectors: [], areas: [], seats: [] };
  for (const [segmentIndex, segment] of SEGMENTS.entries()) {
    const sectorId = segmentIndex + 1;
    layout.sectors.push({ id: sectorId, name: segment.name, shape: outline(segment, 0, 1, 0, ROWS - 1) });
    for (let tier = 0; tier < tiers; tier++) {
      const firstRow = tier * ROWS_PER_TIER;
      const lastRow = Math.min(ROWS, firstRow + ROWS_PER_TIER) - 1;
      for (let area = 0; area < segment.areas; area++) {
        const areaId = areaIdOf(sectorId, tier * segment.areas + area);
        const letter = String.fromCharCode(65 + area);
        layout.areas.push({
          id: areaId,
          sectorId,
          name: `Zona ${segment.code}${tier + 1}${letter}`,
          shape: outline(segment, area / segment.areas, (area + 1) / segment.areas, firstRow, lastRow),
          category: categoryOf(segment, tier),
        });
        for (let row = firstRow; row <= lastRow; row++) {
          for (const [index, slot] of rowSlots(segment, area, row).entries()) {
            const [x, y] = segment.at(slot, rowOffset(row));
            layout.seats.push({
              id: layout.seats.length + 1,
              areaId,
              row: row - firstRow + 1,
              number: index + 1,
              x: round(x),
              y: round(y),
            });
          }
        }
      }
    }
  }
  return layout;
}
