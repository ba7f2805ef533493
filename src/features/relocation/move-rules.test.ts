import { describe, expect, it } from 'vitest';
import type { AreaElement } from '../../api/membership';
import { areaIdOf, inListOrder, movesFor, stillFree, toRelocationMap } from './move-rules';

const square: [number, number][] = [
  [0, 0],
  [10, 0],
  [10, 5],
];
const group = (level: 'SECTOR' | 'AREA', id: number, parentId: number | null, name: string): AreaElement => ({ level, id, parentId, name, available: 2, prices: [], shape: square });
const seat = (id: number, parentId: number, state: 'available' | 'taken' = 'available'): AreaElement => ({ level: 'SEAT', id, parentId, row: 3, number: id, x: id, y: 1, state });

describe('the relocation map and moves', () => {
  it('gives the n-th chosen seat to the n-th mover, in the order the people are listed', () => {
    const people = [{ partnerId: 21 }, { partnerId: 22 }, { partnerId: 23 }];
    const movers = inListOrder(people, [23, 21]);
    expect(movers).toEqual([21, 23]);
    expect(movesFor(movers, [702, 703])).toEqual([
      { partnerId: 21, seatId: 702 },
      { partnerId: 23, seatId: 703 },
    ]);
  });

  it('drops from a choice the seats another member took meanwhile', () => {
    expect(stillFree([701, 702, 999], [seat(701, 120, 'taken'), seat(702, 120)])).toEqual([702]);
  });

  it('draws every area the server lists, with its seats; an area without its sector is left out', () => {
    const model = toRelocationMap([group('SECTOR', 1, null, 'Norte'), group('AREA', 120, 1, 'Zona N2B'), group('AREA', 130, 9, 'Sin sector'), seat(701, 120), seat(801, 130)]);
    expect(model.elements.map((element) => element.id)).toEqual(['sector-1', 'area-120', '701']);
    expect(areaIdOf('area-120')).toBe(120);
    expect(areaIdOf('sector-1')).toBeNull();
  });
});
