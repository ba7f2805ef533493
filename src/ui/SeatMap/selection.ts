import { SELECTABLE_STATES, type SeatMapSeat } from './model';

export type SelectionOutcome = 'selected' | 'deselected' | 'not-selectable' | 'max-reached';

/**
 * What choosing a seat does to the selection. With a maximum of one, a new seat replaces the old
 * one (a radio choice); above one, the maximum is a hard stop until a seat is removed.
 */
export function toggleSeat(ids: readonly string[], seat: SeatMapSeat, max: number): { ids: readonly string[]; outcome: SelectionOutcome } {
  if (ids.includes(seat.id)) return { ids: ids.filter((id) => id !== seat.id), outcome: 'deselected' };
  if (!SELECTABLE_STATES.has(seat.state)) return { ids, outcome: 'not-selectable' };
  if (max <= 1) return { ids: [seat.id], outcome: 'selected' };
  if (ids.length >= max) return { ids, outcome: 'max-reached' };
  return { ids: [...ids, seat.id], outcome: 'selected' };
}
