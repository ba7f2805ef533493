import { seededRandom } from '../api/arena';
import type { AreaElement, AreaGroup, AreaSeat } from '../api/membership';
import { buildArenaLayout } from '../../server/db/seed-data/arena-layout';
import { areaPrices } from '../../server/db/seed-data/arena-prices';

/**
 * The demo arena of the reference server (server/db/seed-data, pure code) as the areas answer
 * `POST group-seat-change/areas/{id}` gives it to an adult (rol 1): sectors and areas, then one
 * area's seats with `?parentId`. About 56 % of the seats are taken, as in the seeded database
 * (a seeded pseudo-random draw, so stories and the bench see the same seats every time).
 */
export const DEMO_ADULT_ROL = 1;
/** The demo partners' area (Tribuna Norte · Zona N2B), where their current seats are. */
export const DEMO_AREA_ID = 106;

const layout = buildArenaLayout();
const prices = areaPrices(layout.areas);

/** Sectors and areas, with every role's prices, as the answer lists them (§5 applies on the client too). */
export function demoArenaAreas(takenShare = 0.56): AreaGroup[] {
  const free = new Map<number, number>();
  for (const seat of demoSeats(takenShare)) if (seat.state === 'available') free.set(seat.parentId, (free.get(seat.parentId) ?? 0) + 1);
  const areas: AreaGroup[] = layout.areas.map((area) => ({
    level: 'AREA',
    id: area.id,
    parentId: area.sectorId,
    name: area.name,
    available: free.get(area.id) ?? 0,
    prices: prices.filter((price) => price.areaId === area.id).map((price) => ({ price: price.priceCents / 100, junior: price.junior, rolls: [price.rolId] })),
    shape: area.shape,
  }));
  const sectors: AreaGroup[] = layout.sectors.map((sector) => {
    const children = areas.filter((area) => area.parentId === sector.id);
    return {
      level: 'SECTOR',
      id: sector.id,
      parentId: null,
      name: sector.name,
      available: children.reduce((sum, area) => sum + area.available, 0),
      prices: children.flatMap((area) => area.prices),
      shape: sector.shape,
    };
  });
  return [...sectors, ...areas];
}

/** One area's seats (`?parentId`), with `current` for the partners' own seats. */
export function demoAreaSeats(areaId = DEMO_AREA_ID, { takenShare = 0.56, current = [] as number[] } = {}): AreaSeat[] {
  return demoSeats(takenShare)
    .filter((seat) => seat.parentId === areaId)
    .map((seat) => (current.includes(seat.id) ? { ...seat, state: 'current' } : seat));
}

/** The seat-selection screen's answer: sectors, areas and the chosen area's seats. */
export function demoSeatSelection(areaId = DEMO_AREA_ID, options?: Parameters<typeof demoAreaSeats>[1]): AreaElement[] {
  return [...demoArenaAreas(options?.takenShare), ...demoAreaSeats(areaId, options)];
}

function demoSeats(takenShare: number): AreaSeat[] {
  const random = seededRandom(2_526);
  return layout.seats.map((seat) => ({
    level: 'SEAT',
    id: seat.id,
    parentId: seat.areaId,
    row: seat.row,
    number: seat.number,
    x: seat.x,
    y: seat.y,
    state: random() < takenShare ? 'taken' : 'available',
  }));
}
