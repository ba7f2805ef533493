import { beforeEach, describe, expect, it } from 'vitest';
import type { BestSeatsProposal } from '../api/best-seats';
import { EMPTY_PICK, heldSeats, isProposal, proposalSeats, seatPickKey, useSeatPicks, withAreaSeats, type PickedSeat } from './seat-picks';

const seat = (seatId: number, areaId = 1, row = 3): PickedSeat => ({ seatId, areaId, areaName: `Zona ${areaId}`, row, number: seatId });
const describeIn = (areaId: number) => (id: string) => seat(Number(id), areaId);

const proposal: BestSeatsProposal = {
  arrangement: 'ROW',
  areaId: 7,
  groups: 1,
  seats: [
    { personId: 20, seatId: 105, row: 12, number: 5 },
    { personId: 10, seatId: 106, row: 12, number: 6 },
  ],
};

describe('the seat picks store', () => {
  beforeEach(() => useSeatPicks.setState({ key: null, ...EMPTY_PICK }));

  it('keeps the choices of one change across updates and starts afresh for another', () => {
    const key = seatPickKey('seat-change', 'abc');
    useSeatPicks.getState().update(key, { onlyWheelchair: true });
    useSeatPicks.getState().update(key, { seats: [seat(1)] });
    expect(useSeatPicks.getState()).toMatchObject({ key, onlyWheelchair: true, seats: [seat(1)] });
    useSeatPicks.getState().update(seatPickKey('signup', 4), { wheelchairFor: 9 });
    expect(useSeatPicks.getState()).toMatchObject({ key: 'signup:4', onlyWheelchair: false, seats: [], wheelchairFor: 9 });
  });
});

describe('withAreaSeats', () => {
  it('keeps the seats of other areas when this area’s choice changes', () => {
    const chosen = [seat(1, 1), seat(50, 2), seat(2, 1)];
    expect(withAreaSeats(chosen, 1, ['2', '3'], describeIn(1), 3)).toEqual([seat(50, 2), seat(2, 1), seat(3, 1)]);
  });

  it('adds a new seat last, so the others keep their person', () => {
    expect(withAreaSeats([seat(50, 2)], 1, ['4'], describeIn(1), 2)).toEqual([seat(50, 2), seat(4, 1)]);
  });

  it('with everyone seated, a new seat here replaces the last one chosen elsewhere', () => {
    expect(withAreaSeats([seat(50, 2), seat(51, 2)], 1, ['4'], describeIn(1), 2)).toEqual([seat(50, 2), seat(4, 1)]);
  });

  it('leaves out an id it cannot describe', () => {
    expect(withAreaSeats([], 1, ['4'], () => undefined, 1)).toEqual([]);
  });
});

describe('proposals', () => {
  it('gives each person their proposed seat, in the people’s order', () => {
    expect(proposalSeats(proposal, [10, 20], 'Zona N2B')).toEqual([
      { seatId: 106, areaId: 7, areaName: 'Zona N2B', row: 12, number: 6 },
      { seatId: 105, areaId: 7, areaName: 'Zona N2B', row: 12, number: 5 },
    ]);
  });

  it('knows the selection is the proposal until a seat changes', () => {
    const seats = proposalSeats(proposal, [10, 20], 'Zona N2B');
    expect(isProposal(seats, proposal, [10, 20])).toBe(true);
    expect(isProposal([seats[0]!, seat(9, 7)], proposal, [10, 20])).toBe(false);
    expect(isProposal(seats.slice(0, 1), proposal, [10, 20])).toBe(false);
    expect(isProposal(seats, null, [10, 20])).toBe(false);
  });
});

it('heldSeats reads the server’s held seats, skipping people without one', () => {
  expect(heldSeats([null, { idSeat: 5, areaId: 2, areaName: 'Zona 2', row: 1, number: 5 }])).toEqual([{ seatId: 5, areaId: 2, areaName: 'Zona 2', row: 1, number: 5 }]);
});
