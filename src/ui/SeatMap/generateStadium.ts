import { cutStand, rowSeats, SEAT_SIZE, seededRandom, segmentsAround, type Point, type Segment, type SegmentKind } from '../../api/arena';
import type { SeatMapArea, SeatMapElement, SeatMapModel, SeatMapPoint, SeatMapSeat, SeatMapSector, SeatState } from './model';

/**
 * A deterministic stadium for stories, tests and the benchmark: the stands of src/api/arena (shared
 * with the server's demo arena) around a smaller court, in tiers of up to 20 rows, as many rows as
 * the seat count needs. The same options always give the same model, seat for seat.
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
  /** Every third area ends its first row with a companion seat and a wheelchair space. */
  withWheelchairSpaces?: boolean;
}

const SEGMENTS = segmentsAround({ halfLength: 24, halfWidth: 14 });
const ROWS_PER_TIER = 20;
/** Added to an area's price: the sides see the court best. */
const PRICE_BONUS: Record<SegmentKind, number> = { TRIBUNE: 15, END: 5, CORNER: 0 };

const areaIdOf = (segment: Segment, label: string) => `${segment.code}-${label}`;
const toPoint = ([x, y]: Point): SeatMapPoint => ({ x, y });

function rowsFor(seats: number): number {
  let total = 0;
  let rows = 0;
  while (total < seats) {
    for (const segment of SEGMENTS) {
      for (let area = 0; area < segment.areas; area++) total += rowSeats(segment, area, rows).length;
    }
    rows++;
  }
  return rows;
}

export function generateStadium({
  seats: seatCount,
  seed = 1,
  takenRatio = 0.35,
  unavailableAreaRatio = 0.1,
  withCurrentSeat = true,
  withWheelchairSpaces = false,
}: StadiumOptions): SeatMapModel {
  const random = seededRandom(seed);
  const rows = rowsFor(seatCount);
  const stand = cutStand(SEGMENTS, rows, ROWS_PER_TIER);
  const sectors: SeatMapSector[] = stand.sectors.map(({ segment, shape }) => ({ level: 'SECTOR', id: segment.code, name: segment.name, shape: shape.map(toPoint) }));
  const areas: SeatMapArea[] = stand.areas.map(({ segment, tier, label, shape }) => ({
    level: 'AREA',
    id: areaIdOf(segment, label),
    parentId: segment.code,
    name: `Zona ${label}`,
    price: 20 + (stand.tiers - tier) * 10 + PRICE_BONUS[segment.kind],
    shape: shape.map(toPoint),
  }));
  const seats: SeatMapSeat[] = [];
  const seatsByArea = new Map<string, SeatMapSeat[]>(areas.map((area) => [area.id, []]));

  // Rows are filled from the court outwards, so trimming to the exact count only shortens the last ring.
  outer: for (let row = 0; row < rows; row++) {
    for (const area of stand.areas) {
      if (row < area.firstRow || row > area.lastRow) continue;
      const areaId = areaIdOf(area.segment, area.label);
      const rowLabel = String(row - area.firstRow + 1);
      for (const [index, [x, y]] of rowSeats(area.segment, area.index, row).entries()) {
        if (seats.length === seatCount) break outer;
        const seat: SeatMapSeat = {
          level: 'SEAT',
          id: `${areaId}-${rowLabel}-${index + 1}`,
          parentId: areaId,
          x,
          y,
          row: rowLabel,
          number: String(index + 1),
          state: random() < takenRatio ? 'taken' : 'available',
        };
        seats.push(seat);
        seatsByArea.get(areaId)!.push(seat);
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

  if (withWheelchairSpaces) {
    usedAreas.forEach((area, i) => {
      const firstRow = seatsByArea.get(area.id)!.filter((seat) => seat.row === '1');
      if (i % 3 !== 0 || firstRow.length < 2) return;
      firstRow.at(-1)!.access = 'wheelchair';
      firstRow.at(-2)!.access = 'companion';
    });
  }

  const elements: SeatMapElement[] = [...sectors, ...usedAreas, ...seats];
  return { elements, seatSize: SEAT_SIZE };
}
