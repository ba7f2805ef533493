import { cutStand, rowSeats, segmentsAround, type Point, type Segment } from '../../../src/api/arena/index.ts';

/**
 * The demo arena, computed (no I/O): the stands of src/api/arena (shared with the kit's generated
 * stadiums) around this arena's court, 36 rows deep in tiers of 12. Eight sectors (four sides, four
 * corners), each cut into areas along the stand and into tiers of rows, with aisles between areas.
 * Deterministic: same code, same seats.
 */

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

const SEGMENTS = segmentsAround({ halfLength: 26, halfWidth: 15 });
/** 36 rows in 3 tiers give about 10,000 seats (the seed test keeps it within 9,500–10,500). */
export const ROWS = 36;
const ROWS_PER_TIER = 12;

/** Area ids are sector * 100 + index (101, 102…): never equal to a sector id in one flat list. */
export const areaIdOf = (sectorId: number, index: number) => sectorId * 100 + index + 1;

function categoryOf(segment: Segment, tier: number): AreaCategory {
  if (segment.kind === 'TRIBUNE') return tier === 0 ? 'PREMIUM' : 'STANDARD';
  if (segment.kind === 'END') return tier === 0 ? 'STANDARD' : 'ECONOMY';
  return 'ECONOMY';
}

/** Sector ids are 1–8 in the segments' order; seat ids run area by area, row by row. */
export function buildArenaLayout(): ArenaLayout {
  const stand = cutStand(SEGMENTS, ROWS, ROWS_PER_TIER);
  const sectorIdOf = (segment: Segment) => SEGMENTS.indexOf(segment) + 1;
  const layout: ArenaLayout = {
    sectors: stand.sectors.map(({ segment, shape }) => ({ id: sectorIdOf(segment), name: segment.name, shape })),
    areas: [],
    seats: [],
  };
  for (const area of stand.areas) {
    const sectorId = sectorIdOf(area.segment);
    const areaId = areaIdOf(sectorId, area.tier * area.segment.areas + area.index);
    layout.areas.push({ id: areaId, sectorId, name: `Zona ${area.segment.code}${area.label}`, shape: area.shape, category: categoryOf(area.segment, area.tier) });
    for (let row = area.firstRow; row <= area.lastRow; row++) {
      for (const [index, [x, y]] of rowSeats(area.segment, area.index, row).entries()) {
        layout.seats.push({ id: layout.seats.length + 1, areaId, row: row - area.firstRow + 1, number: index + 1, x, y });
      }
    }
  }
  return layout;
}
