import type { SeatAccess } from '../../../src/api/membership.ts';
import type { SeatLayout } from './arena-layout.ts';

/**
 * Places for wheelchair users in the demo arena (data, not code): a space and its companion seat
 * beside it, at a row end by the aisle, on the back row (12) of the lower tier, where the
 * concourse meets the stand with no steps. Sectors: both tribunes, both ends, two corners.
 */
export interface WheelchairPlace {
  areaId: number;
  row: number;
  /** Seat number of the space. */
  space: number;
  /** Seat number of the companion seat: the next one towards the row's middle. */
  companion: number;
}

export const WHEELCHAIR_PLACES: readonly WheelchairPlace[] = [
  // Tribuna Norte · Zona N1D (11 seats a row): both ends.
  { areaId: 104, row: 12, space: 1, companion: 2 },
  { areaId: 104, row: 12, space: 11, companion: 10 },
  // Córner Noreste · Zona NE1A (23 seats on row 12).
  { areaId: 201, row: 12, space: 1, companion: 2 },
  // Fondo Este · Zonas E1A and E1B (13 seats a row): either side of the aisle between them.
  { areaId: 301, row: 12, space: 13, companion: 12 },
  { areaId: 302, row: 12, space: 1, companion: 2 },
  // Tribuna Sur · Zona S1D: both ends.
  { areaId: 504, row: 12, space: 1, companion: 2 },
  { areaId: 504, row: 12, space: 11, companion: 10 },
  // Córner Suroeste · Zona SW1A.
  { areaId: 601, row: 12, space: 23, companion: 22 },
  // Fondo Oeste · Zonas W1A and W1B.
  { areaId: 701, row: 12, space: 13, companion: 12 },
  { areaId: 702, row: 12, space: 1, companion: 2 },
];

/** Seat id → access kind of every place; throws when a place names no seat of the layout or its seats are not side by side. */
export function seatAccessById(seats: readonly SeatLayout[], places: readonly WheelchairPlace[] = WHEELCHAIR_PLACES): Map<number, SeatAccess> {
  const idOf = new Map(seats.map((seat) => [`${seat.areaId}/${seat.row}/${seat.number}`, seat.id]));
  const access = new Map<number, SeatAccess>();
  for (const place of places) {
    const space = idOf.get(`${place.areaId}/${place.row}/${place.space}`);
    const companion = idOf.get(`${place.areaId}/${place.row}/${place.companion}`);
    if (space === undefined || companion === undefined || Math.abs(place.space - place.companion) !== 1) {
      throw new Error(`No wheelchair place at area ${place.areaId}, row ${place.row}, seats ${place.space} and ${place.companion}`);
    }
    access.set(space, 'WHEELCHAIR').set(companion, 'COMPANION');
  }
  return access;
}
