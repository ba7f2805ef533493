/**
 * The plain model the seat map draws. It mirrors the spec's Area entity: every element has an id,
 * a level (SECTOR, AREA or SEAT) and the id of its parent (sectors have none). Coordinates are in
 * one world unit system of the caller's choice; `seatSize` is a seat's width in those units.
 */
export type SeatMapLevelName = 'SECTOR' | 'AREA' | 'SEAT';

/**
 * What a seat is for this member. "Selected" is not a model state: the selection is a prop of the
 * viewer, so the model can stay the same object while the member picks seats.
 */
export type SeatState = 'available' | 'taken' | 'current' | 'unavailable';

/** States a member may pick. The current seat counts: keeping it is a valid choice in a seat change. */
export const SELECTABLE_STATES: ReadonlySet<SeatState> = new Set(['available', 'current']);

export interface SeatMapPoint {
  x: number;
  y: number;
}

export interface SeatMapSector {
  level: 'SECTOR';
  id: string;
  parentId?: null;
  name: string;
  /** Outline, a closed polygon. */
  shape: SeatMapPoint[];
}

export interface SeatMapArea {
  level: 'AREA';
  id: string;
  parentId: string;
  name: string;
  shape: SeatMapPoint[];
  /** Price in euros of the area's seats, unless a seat gives its own. */
  price?: number;
  /**
   * Free seats, for a map of sectors and areas that does not carry the seats (an area chooser).
   * Ignored once the model holds the area's seats: then they are counted.
   */
  available?: number;
}

export interface SeatMapSeat {
  level: 'SEAT';
  id: string;
  parentId: string;
  /** Centre of the seat. */
  x: number;
  y: number;
  row: string;
  number: string;
  state: SeatState;
  price?: number;
  /** A place for a wheelchair user, or the companion seat beside one; drawn with its own shape and named for screen readers. */
  access?: SeatAccess;
}

export type SeatAccess = 'wheelchair' | 'companion';

export type SeatMapElement = SeatMapSector | SeatMapArea | SeatMapSeat;

export interface SeatMapModel {
  elements: readonly SeatMapElement[];
  /** A seat's width in world units; 1 when not given. */
  seatSize?: number;
}

/** Which part of the model the viewer shows: all sectors, the areas of one sector, or seats. */
export type SeatMapLevel =
  | { level: 'SECTOR' }
  | { level: 'AREA'; parentId: string }
  /** Without parentId: every seat of the model (a whole-stadium view). */
  | { level: 'SEAT'; parentId?: string };
