import { ARENA_SEAT_SIZE, type AreaElement, type AreaGroup, type AreaSeat } from '../../api/membership';
import { offeredAreas } from '../../lib/areas';
import type { SeatMapArea, SeatMapElement, SeatMapModel, SeatMapSeat, SeatMapSector } from '../../ui';

/**
 * The kit's model has one id space; the API's sectors, areas and seats each have their own (seat
 * 701 and area 701 both exist in the demo arena). Sectors and areas get a prefix; seats keep
 * their plain id, which is what the selection gives back.
 */
export const sectorKey = (id: number) => `sector-${id}`;
export const areaKey = (id: number) => `area-${id}`;
/** The API id of an area key; null for anything else. */
export function areaIdOf(key: string | undefined): number | null {
  const match = key === undefined ? null : /^area-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * The areas answer (`POST group-seat-change/areas/{id}`: SECTOR and AREA elements, or one area's
 * SEAT elements with `?parentId`) as the kit's SeatMap model. The kit knows nothing of the API:
 * ids become strings, shapes become points, and each area carries its price for the moving
 * partners' roles. Parents come before their children, as the model requires; an area that is
 * not offered to these roles (§5), or whose sector is missing, is left out with its seats, so a
 * partial answer still draws.
 */
export function toSeatMapModel(elements: readonly AreaElement[], roles: readonly number[]): SeatMapModel {
  const groups = elements.filter((element): element is AreaGroup => element.level !== 'SEAT');
  const sectorIds = new Set(groups.filter((group) => group.level === 'SECTOR').map((sector) => sector.id));
  const placed = groups.filter((group) => group.level === 'AREA' && group.parentId !== null && sectorIds.has(group.parentId));
  const areas = offeredAreas(placed, { roles });
  const shownSectorIds = new Set(areas.map(({ area }) => area.parentId));
  const sectors = groups.filter((group) => group.level === 'SECTOR' && shownSectorIds.has(group.id));
  const areaIds = new Set(areas.map(({ area }) => area.id));
  const seats = elements.filter((element): element is AreaSeat => element.level === 'SEAT' && areaIds.has(element.parentId));
  const model: SeatMapElement[] = [...sectors.map(toSector), ...areas.map(toArea), ...seats.map(toSeat)];
  return { elements: model, seatSize: ARENA_SEAT_SIZE };
}

const toPoints = (shape: AreaGroup['shape']) => shape.map(([x, y]) => ({ x, y }));

function toSector(sector: AreaGroup): SeatMapSector {
  return { level: 'SECTOR', id: sectorKey(sector.id), name: sector.name, shape: toPoints(sector.shape) };
}

function toArea({ area, price }: { area: AreaGroup; price: number }): SeatMapArea {
  return {
    level: 'AREA',
    id: areaKey(area.id),
    parentId: sectorKey(area.parentId!),
    name: area.name,
    shape: toPoints(area.shape),
    price,
    available: area.available,
  };
}

function toSeat(seat: AreaSeat): SeatMapSeat {
  return {
    level: 'SEAT',
    id: String(seat.id),
    parentId: areaKey(seat.parentId),
    x: seat.x,
    y: seat.y,
    row: String(seat.row),
    number: String(seat.number),
    state: seat.state,
    ...(seat.access && { access: seat.access === 'WHEELCHAIR' ? 'wheelchair' : 'companion' }),
  };
}
