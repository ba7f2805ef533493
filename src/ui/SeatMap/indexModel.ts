import type { SeatAccess, SeatMapArea, SeatMapElement, SeatMapModel, SeatMapSeat, SeatMapSector, SeatState } from './model';

/** Why an element was refused; each has an i18n text (SEAT_MAP.PROBLEM.*). */
export type ModelProblemReason = 'NOT_AN_ELEMENT' | 'DUPLICATE_ID' | 'UNKNOWN_PARENT' | 'BAD_POSITION' | 'BAD_SHAPE' | 'BAD_STATE' | 'BAD_PRICE' | 'BAD_AVAILABLE' | 'BAD_LABEL' | 'BAD_SEAT_SIZE' | 'BAD_ACCESS';

export interface ModelProblem {
  reason: ModelProblemReason;
  /** The element's id when it has a readable one. */
  id?: string;
}

export interface IndexedModel {
  sectors: SeatMapSector[];
  areas: SeatMapArea[];
  seats: SeatMapSeat[];
  byId: ReadonlyMap<string, SeatMapElement>;
  areasBySector: ReadonlyMap<string, SeatMapArea[]>;
  seatsByArea: ReadonlyMap<string, SeatMapSeat[]>;
  seatSize: number;
  /** The access kinds some seat has (the legend shows only those). */
  accessKinds: ReadonlySet<SeatAccess>;
}

const LEVELS: ReadonlySet<string> = new Set(['SECTOR', 'AREA', 'SEAT']);
const STATES: ReadonlySet<SeatState> = new Set(['available', 'taken', 'current', 'unavailable']);
/** A seat's access kind; null is taken as none (as JSON may send it). */
const ACCESS: ReadonlySet<unknown> = new Set([undefined, null, 'wheelchair', 'companion']);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isShape = (value: unknown) =>
  Array.isArray(value) && value.length >= 3 && value.every((point) => point && isFiniteNumber(point.x) && isFiniteNumber(point.y));
const isLabel = (value: unknown) => (typeof value === 'string' && value.length > 0) || isFiniteNumber(value);
const validPrice = (value: unknown) => value === undefined || (isFiniteNumber(value) && value >= 0);

/**
 * Checks the model once (it may come from an API) and indexes it by level and parent. The first
 * bad element is reported instead of drawing a map that is silently wrong.
 */
export function indexModel(model: SeatMapModel): { ok: true; index: IndexedModel } | { ok: false; problem: ModelProblem } {
  const seatSize = model?.seatSize ?? 1;
  if (!isFiniteNumber(seatSize) || seatSize <= 0) return { ok: false, problem: { reason: 'BAD_SEAT_SIZE' } };
  const elements: readonly unknown[] = Array.isArray(model?.elements) ? model.elements : [];
  const byId = new Map<string, SeatMapElement>();
  for (const raw of elements) {
    const element = raw as SeatMapElement;
    if (!element || typeof element !== 'object' || !isText(element.id) || !LEVELS.has(element.level)) {
      return { ok: false, problem: { reason: 'NOT_AN_ELEMENT', id: readableId(raw) } };
    }
    const size = byId.size;
    byId.set(element.id, element);
    if (byId.size === size) return { ok: false, problem: { reason: 'DUPLICATE_ID', id: element.id } };
  }

  const sectors: SeatMapSector[] = [];
  const areas: SeatMapArea[] = [];
  const seats: SeatMapSeat[] = [];
  const areasBySector = new Map<string, SeatMapArea[]>();
  const seatsByArea = new Map<string, SeatMapSeat[]>();
  // Seats usually come grouped by area: remember the last parent instead of looking it up for each seat.
  let lastParent = null as { id: string; list: SeatMapSeat[] } | null;
  for (const element of elements as readonly SeatMapElement[]) {
    if (element.level === 'SEAT' && element.parentId === lastParent?.id) {
      const problem = checkSeat(element);
      if (problem) return { ok: false, problem: { reason: problem, id: element.id } };
      seats.push(element);
      lastParent.list.push(element);
      continue;
    }
    const problem = checkElement(element, byId);
    if (problem) return { ok: false, problem: { reason: problem, id: element.id } };
    if (element.level === 'SECTOR') sectors.push(element);
    else if (element.level === 'AREA') {
      areas.push(element);
      listOf(areasBySector, element.parentId).push(element);
    } else {
      seats.push(element);
      lastParent = { id: element.parentId, list: listOf(seatsByArea, element.parentId) };
      lastParent.list.push(element);
    }
  }
  const accessKinds = new Set<SeatAccess>();
  for (const seat of seats) if (seat.access) accessKinds.add(seat.access);
  return { ok: true, index: { sectors, areas, seats, byId, areasBySector, seatsByArea, seatSize, accessKinds } };
}

function checkElement(element: SeatMapElement, byId: ReadonlyMap<string, SeatMapElement>): ModelProblemReason | undefined {
  if (element.level === 'SECTOR') return isShape(element.shape) ? undefined : 'BAD_SHAPE';
  if (byId.get(element.parentId)?.level !== (element.level === 'AREA' ? 'SECTOR' : 'AREA')) return 'UNKNOWN_PARENT';
  if (!validPrice(element.price)) return 'BAD_PRICE';
  if (element.level === 'AREA') {
    if (element.available !== undefined && !(Number.isSafeInteger(element.available) && element.available >= 0)) return 'BAD_AVAILABLE';
    return isShape(element.shape) ? undefined : 'BAD_SHAPE';
  }
  return checkSeat(element);
}

/** A seat's own fields (its parent checked apart). */
function checkSeat(seat: SeatMapSeat): ModelProblemReason | undefined {
  if (!validPrice(seat.price)) return 'BAD_PRICE';
  if (!isFiniteNumber(seat.x) || !isFiniteNumber(seat.y)) return 'BAD_POSITION';
  if (!STATES.has(seat.state)) return 'BAD_STATE';
  if (!isLabel(seat.row) || !isLabel(seat.number)) return 'BAD_LABEL';
  if (!ACCESS.has(seat.access)) return 'BAD_ACCESS';
  return undefined;
}

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

function readableId(raw: unknown): string | undefined {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 60) : undefined;
}

/** The price a seat is sold at: its own, else its area's. */
export function seatPrice(seat: SeatMapSeat, index: IndexedModel): number | undefined {
  const area = index.byId.get(seat.parentId);
  return priceIn(seat, area?.level === 'AREA' ? area : undefined);
}

/** The same, when the seat's area is already at hand. */
export function priceIn(seat: SeatMapSeat, area: SeatMapArea | undefined): number | undefined {
  return seat.price ?? area?.price;
}
