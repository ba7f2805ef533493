import { ARENA_SEAT_SIZE, type AreaElement, type AreaGroup, type AreaSeat } from '../../api/membership';
import type { SeatMapElement, SeatMapModel, SeatMapSeat } from '../../ui';

/** The kit's model has one id space; the API's sectors and areas get a prefix, seats keep their id (what the selection gives back). */
export const sectorKey = (id: number) => `sector-${id}`;
export const areaKey = (id: number) => `area-${id}`;
export function areaIdOf(key: string | undefined): number | null {
  const match = key === undefined ? null : /^area-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * The 26/27 map as the kit's model. The server lists only the areas priced as the movers' current
 * ones, so every area it answers is shown; an area whose sector is missing is left out with its
 * seats, so a partial answer still draws.
 */
export function toRelocationMap(elements: readonly AreaElement[]): SeatMapModel {
  const groups = elements.filter((element): element is AreaGroup => element.level !== 'SEAT');
  const sectors = groups.filter((group) => group.level === 'SECTOR');
  const sectorIds = new Set(sectors.map((sector) => sector.id));
  const areas = groups.filter((group) => group.level === 'AREA' && group.parentId !== null && sectorIds.has(group.parentId));
  const areaIds = new Set(areas.map((area) => area.id));
  const seats = elements.filter((element): element is AreaSeat => element.level === 'SEAT' && areaIds.has(element.parentId));
  const model: SeatMapElement[] = [
    ...sectors.map((sector): SeatMapElement => ({ level: 'SECTOR', id: sectorKey(sector.id), name: sector.name, shape: points(sector.shape) })),
    ...areas.map((area): SeatMapElement => ({ level: 'AREA', id: areaKey(area.id), parentId: sectorKey(area.parentId!), name: area.name, shape: points(area.shape), available: area.available })),
    ...seats.map(
      (seat): SeatMapSeat => ({
        level: 'SEAT',
        id: String(seat.id),
        parentId: areaKey(seat.parentId),
        x: seat.x,
        y: seat.y,
        row: String(seat.row),
        number: String(seat.number),
        state: seat.state,
        ...(seat.access && { access: seat.access === 'WHEELCHAIR' ? ('wheelchair' as const) : ('companion' as const) }),
      }),
    ),
  ];
  return { elements: model, seatSize: ARENA_SEAT_SIZE };
}

const points = (shape: AreaGroup['shape']) => shape.map(([x, y]) => ({ x, y }));

/** The body of a move: the n-th chosen seat is the n-th mover's, in the order the people are listed. */
export function movesFor(moverIds: readonly number[], seatIds: readonly number[]): { partnerId: number; seatId: number }[] {
  return moverIds.slice(0, seatIds.length).map((partnerId, at) => ({ partnerId, seatId: seatIds[at]! }));
}

/** The movers in the people's order, whatever order they were ticked in. */
export const inListOrder = (people: readonly { partnerId: number }[], moverIds: readonly number[]) =>
  people.map((person) => person.partnerId).filter((id) => moverIds.includes(id));

/** Seats that are not free any more (taken by another member meanwhile) drop out of a choice. */
export function stillFree(seatIds: readonly number[], elements: readonly AreaElement[]): number[] {
  const free = new Set(elements.flatMap((element) => (element.level === 'SEAT' && element.state === 'available' ? [element.id] : [])));
  return seatIds.filter((id) => free.has(id));
}
