import type { AreaElement } from '../../../src/api/membership';
import type { RelocationOverview } from '../../../src/api/renewal';
import { DEMO_AREA_ID, demoArenaAreas, demoAreaSeats } from '../../../src/test/demo-arena';

const seat = (id: number, area: string, row: number, number: number) => ({ id, sector: 'Tribuna Norte', area, areaId: DEMO_AREA_ID, row, number });
const marta = { partnerId: 21, name: 'Marta Gil', seat: seat(701, 'Zona N2B', 12, 5), priceCents: 42_000 };
const jorge = { partnerId: 22, name: 'Jorge Gil', seat: seat(702, 'Zona N2B', 12, 6), priceCents: 42_000 };
export const people = [marta, jorge];

/** Window 3 of 20: 1 July 2026, 10:00 to 2 July, 10:00 in Madrid. */
const window = { index: 3, of: 20, startsAt: '2026-07-01T08:00:00.000Z', endsAt: '2026-07-02T08:00:00.000Z' };
const base: RelocationOverview = { season: '26/27', state: 'OPEN', window, priority: { years: 12, attendancePercent: 88 }, people };

export const notRequested: RelocationOverview = { ...base, state: 'NOT_REQUESTED', window: null, priority: null, people: [] };
export const waitingAssignment: RelocationOverview = { ...base, state: 'WAITING_ASSIGNMENT', window: null, priority: null };
export const before: RelocationOverview = { ...base, state: 'BEFORE' };
export const open: RelocationOverview = base;
export const after: RelocationOverview = { ...base, state: 'AFTER', people: [{ ...marta, seat: seat(733, 'Zona N2A', 4, 9) }, jorge] };

/** The server lists only the areas priced as the movers' own: here, the demo partners' sector. */
const arena = demoArenaAreas();
const sectorId = arena.find((element) => element.id === DEMO_AREA_ID)?.parentId;
export const sameSectorAreas: AreaElement[] = arena.filter((element) => element.id === sectorId || element.parentId === sectorId);
const freeSeats = demoAreaSeats(DEMO_AREA_ID).filter((element) => element.state === 'available');
export const areaSeats: AreaElement[] = [...sameSectorAreas, ...demoAreaSeats(DEMO_AREA_ID)];
/** Two free seats side by side in Zona N2B, as the member picked them. */
export const pickedSeats = freeSeats.slice(0, 2).map((free) => free.id);
export const movedPeople = [
  { ...marta, seat: { ...marta.seat, id: freeSeats[0]!.id, row: freeSeats[0]!.row, number: freeSeats[0]!.number } },
  { ...jorge, seat: { ...jorge.seat, id: freeSeats[1]!.id, row: freeSeats[1]!.row, number: freeSeats[1]!.number } },
];
