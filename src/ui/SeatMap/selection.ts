import { SELECTABLE_STATES, type SeatMapSeat } from './model';

export type SelectionOutcome = 'selected' | 'deselected' | 'not-selectable' | 'not-wheelchair' | 'max-reached';

/**
 * What choosing a seat does to the selection. With a maximum of one, a new seat replaces the old
 * one (a radio choice); above one, the maximum is a hard stop until a seat is removed. With
 * `onlyWheelchair`, only wheelchair spaces and companion seats can be chosen (a chosen seat can
 * still be removed).
 */
export function toggleSeat(ids: readonly string[], seat: SeatMapSeat, max: number, onlyWheelchair = false): { ids: readonly string[]; outcome: SelectionOutcome } {
  if (ids.includes(seat.id)) return { ids: ids.filter((id) => id !== seat.id), outcome: 'deselected' };
  if (!SELECTABLE_STATES.has(seat.state)) return { ids, outcome: 'not-selectable' };
  if (onlyWheelchair && !seat.access) return { ids, outcome: 'not-wheelchair' };
  if (max <= 1) return { ids: [seat.id], outcome: 'selected' };
  if (ids.length >= max) return { ids, outcome: 'max-reached' };
  return { ids: [...ids, seat.id], outcome: 'selected' };
}
