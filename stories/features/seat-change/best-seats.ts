import { fn } from 'storybook/test';
import type { BestSeatsProposal } from '../../../src/api/best-seats';
import type { AreaElement, AreaSeat } from '../../../src/api/membership';
import type { BestSeatsControls, PickedSeat } from '../../../src/lib/seat-picks';
import { DEMO_AREA_ID, demoAreaSeats, demoSeatSelection } from '../../../src/test/demo-arena';

/** Stories of the seat step's "best seats together": proposals made of the demo arena's free seats. */

export const family = [
  { partnerId: 11, name: 'Marta', lastname: 'Soler Puig' },
  { partnerId: 12, name: 'Jordi', lastname: 'Soler Puig' },
  { partnerId: 13, name: 'Pau', lastname: 'Soler Vidal' },
  { partnerId: 14, name: 'Laia', lastname: 'Soler Vidal' },
];

export const DEMO_AREA_NAME = 'Zona N2B';
const free = demoAreaSeats(DEMO_AREA_ID).filter((seat) => seat.state === 'available');

/** `length` free seats side by side in one row, the first run found from `fromRow` on. */
export function freeRun(length: number, fromRow = 1, seats: readonly AreaSeat[] = free): AreaSeat[] {
  const byPlace = new Map(seats.map((seat) => [`${seat.row}:${seat.number}`, seat]));
  for (const seat of [...seats].sort((a, b) => a.row - b.row || a.number - b.number)) {
    if (seat.row < fromRow) continue;
    const run = Array.from({ length }, (_, at) => byPlace.get(`${seat.row}:${seat.number + at}`));
    if (run.every(Boolean)) return run as AreaSeat[];
  }
  throw new Error(`no ${length} free seats together`);
}

/** Two runs of `length`, the second directly behind the first (same numbers, next row). */
export function freeTwoRows(length: number): AreaSeat[] {
  const byPlace = new Map(free.map((seat) => [`${seat.row}:${seat.number}`, seat]));
  for (const seat of free) {
    const front = Array.from({ length }, (_, at) => byPlace.get(`${seat.row}:${seat.number + at}`));
    const back = Array.from({ length }, (_, at) => byPlace.get(`${seat.row + 1}:${seat.number + at}`));
    if ([...front, ...back].every(Boolean)) return [...front, ...back] as AreaSeat[];
  }
  throw new Error('no two rows');
}

export function proposalOf(arrangement: BestSeatsProposal['arrangement'], seats: readonly AreaSeat[], groups: number, people = family): BestSeatsProposal {
  return {
    arrangement,
    areaId: DEMO_AREA_ID,
    groups,
    seats: seats.map((seat, at) => ({ personId: people[at]!.partnerId, seatId: seat.id, row: seat.row, number: seat.number })),
  };
}

export const pickOf = (seat: AreaSeat, areaName = DEMO_AREA_NAME): PickedSeat => ({ seatId: seat.id, areaId: seat.parentId, areaName, row: seat.row, number: seat.number });

export function bestControls(overrides: Partial<BestSeatsControls> = {}): BestSeatsControls {
  return {
    proposal: null,
    finding: false,
    noneTogether: false,
    onlyWheelchair: false,
    wheelchairFor: null,
    onFind: fn(),
    onAccept: fn(),
    onChange: fn(),
    onOnlyWheelchairChange: fn(),
    onWheelchairForChange: fn(),
    ...overrides,
  };
}

/** Zona N2B with a wheelchair space and its companion seat at the front (the seeded arena's are data of the server). */
export function withWheelchairSpace(): { elements: AreaElement[]; space: AreaSeat; companion: AreaSeat } {
  const [space, companion] = freeRun(2);
  const elements = demoSeatSelection(DEMO_AREA_ID).map((element): AreaElement => {
    if (element.level === 'SEAT' && element.id === space!.id) return { ...element, access: 'WHEELCHAIR' };
    if (element.level === 'SEAT' && element.id === companion!.id) return { ...element, access: 'COMPANION' };
    if (element.level === 'AREA' && element.id === DEMO_AREA_ID) return { ...element, wheelchair: 1 };
    return element;
  });
  return { elements, space: space!, companion: companion! };
}
