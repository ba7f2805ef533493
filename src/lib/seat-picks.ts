import { create } from 'zustand';
import type { BestSeatsProposal } from '../api/best-seats';
import type { AreaElement } from '../api/membership';

/** A chosen seat with what the "who sits where" list says of it, whichever area is on screen. */
export interface PickedSeat {
  seatId: number;
  areaId: number;
  areaName: string;
  row: number;
  number: number;
}

/**
 * The seat step's choices for one seat change or sign-up order. They outlive a change of area
 * (a group may take seats from several areas) and the way from the area list to the proposal's
 * seats.
 */
export interface SeatPick {
  /** In the people's order: the n-th seat is the n-th person's. */
  seats: readonly PickedSeat[];
  /** The best seats together the server holds, until the member accepts or changes them. */
  proposal: BestSeatsProposal | null;
  /** "Wheelchair spaces only", kept across areas. */
  onlyWheelchair: boolean;
  /** Who uses the wheelchair (partner or person id); null: the first person. */
  wheelchairFor: number | null;
}

export const EMPTY_PICK: SeatPick = { seats: [], proposal: null, onlyWheelchair: false, wheelchairFor: null };

interface SeatPicks extends SeatPick {
  /** The change session or order the choices belong to (`seatPickKey`); another key starts afresh, from `base`. */
  key: string | null;
  update: (key: string, patch: Partial<SeatPick>, base?: SeatPick) => void;
}

export const seatPickKey = (flow: 'seat-change' | 'signup' | 'ticket', id: string | number) => `${flow}:${id}`;

export const useSeatPicks = create<SeatPicks>()((set) => ({
  key: null,
  ...EMPTY_PICK,
  update: (key, patch, base = EMPTY_PICK) => set((state) => ({ ...(state.key === key ? pickOf(state) : base), ...patch, key })),
}));

const pickOf = ({ seats, proposal, onlyWheelchair, wheelchairFor }: SeatPick): SeatPick => ({ seats, proposal, onlyWheelchair, wheelchairFor });

/** The choices of this change or order; `base` (what the server holds) until something is chosen for it. */
export function useSeatPick(key: string, base: SeatPick = EMPTY_PICK): SeatPick {
  const state = useSeatPicks();
  return state.key === key ? state : base;
}

/**
 * The selection after the map of `areaId` answered `ids` (this area's chosen seats): the seats
 * of other areas stay, this area's not in `ids` go, and new ones come last, so nobody else's
 * seat moves to another person. Beyond `max` (everyone had a seat), a new seat replaces the last
 * one chosen in another area, as a new choice replaces the old one for a single person.
 */
export function withAreaSeats(seats: readonly PickedSeat[], areaId: number, ids: readonly string[], describe: (id: string) => PickedSeat | undefined, max: number): PickedSeat[] {
  const kept = seats.filter((seat) => seat.areaId !== areaId || ids.includes(String(seat.seatId)));
  const keptIds = new Set(kept.map((seat) => String(seat.seatId)));
  const added = ids.filter((id) => !keptIds.has(id)).flatMap((id) => describe(id) ?? []);
  const next = [...kept, ...added];
  while (next.length > max) {
    const elsewhere = next.findLastIndex((seat) => seat.areaId !== areaId);
    if (elsewhere < 0) break;
    next.splice(elsewhere, 1);
  }
  return next;
}

/** The proposal's seats in the people's order (`personIds`), named for the list. */
export function proposalSeats(proposal: BestSeatsProposal, personIds: readonly number[], areaName: string): PickedSeat[] {
  return personIds.flatMap((personId) => {
    const seat = proposal.seats.find((held) => held.personId === personId);
    return seat ? [{ seatId: seat.seatId, areaId: proposal.areaId, areaName, row: seat.row, number: seat.number }] : [];
  });
}

/** Whether the selection is still what the server holds for the proposal (then no second hold is needed). */
export function isProposal(seats: readonly PickedSeat[], proposal: BestSeatsProposal | null, personIds: readonly number[]): boolean {
  if (!proposal || seats.length !== personIds.length) return false;
  return personIds.every((personId, index) => proposal.seats.find((held) => held.personId === personId)?.seatId === seats[index]?.seatId);
}

/** The seats the server holds for the people (a reload, a return to the step), in their order. */
export function heldSeats(held: readonly ({ idSeat: number; areaId: number; areaName: string; row: number; number: number } | null)[]): PickedSeat[] {
  return held.flatMap((seat) => (seat ? [{ seatId: seat.idSeat, areaId: seat.areaId, areaName: seat.areaName, row: seat.row, number: seat.number }] : []));
}

/** What the seat step's "best seats together" and wheelchair filter show and do; each flow fills it. */
export interface BestSeatsControls {
  proposal: BestSeatsProposal | null;
  /** Asking the server (a spinner instead of the button). */
  finding: boolean;
  /** The last ask found no arrangement (409 'no-seats-together'): the ways on are shown. */
  noneTogether: boolean;
  onlyWheelchair: boolean;
  /** Who uses the wheelchair; null: the first person. */
  wheelchairFor: number | null;
  onFind: () => void;
  onAccept: () => void;
  onChange: () => void;
  onOnlyWheelchairChange: (on: boolean) => void;
  onWheelchairForChange: (personId: number) => void;
}

/** The name of an area in an areas answer ('' before it is read). */
export function areaNameIn(elements: readonly AreaElement[] | undefined, areaId: number): string {
  const area = elements?.find((element) => element.level === 'AREA' && element.id === areaId);
  return area?.level === 'AREA' ? area.name : '';
}
