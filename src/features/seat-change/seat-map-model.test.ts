import { describe, expect, it } from 'vitest';
import { ARENA_SEAT_SIZE, type AreaElement } from '../../api/membership';
import { areaIdOf, toSeatMapModel } from './seat-map-model';

const ADULT = 1;
const JUNIOR = 6;
const square = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
] as [number, number][];

const sector = (id: number, name: string): AreaElement => ({ level: 'SECTOR', id, parentId: null, name, available: 10, prices: [], shape: square });
const area = (id: number, parentId: number, name: string, prices: [number, number[], boolean?][], available = 5): AreaElement => ({
  level: 'AREA',
  id,
  parentId,
  name,
  available,
  prices: prices.map(([price, rolls, junior = false]) => ({ price, rolls, junior })),
  shape: square,
});
const seat = (id: number, parentId: number, state: 'available' | 'taken' | 'current' | 'unavailable' = 'available'): AreaElement => ({
  level: 'SEAT',
  id,
  parentId,
  row: 3,
  number: id % 100,
  x: 1.5,
  y: 2.5,
  state,
});

describe('toSeatMapModel', () => {
  it('turns sectors, areas and seats into the kit’s model, parents first, ids as strings apart per level', () => {
    const model = toSeatMapModel([seat(9001, 101, 'current'), area(101, 1, 'Tribuna A', [[300, [ADULT]]]), sector(1, 'Tribuna')], [ADULT]);
    expect(model.seatSize).toBe(ARENA_SEAT_SIZE);
    expect(model.elements).toEqual([
      { level: 'SECTOR', id: 'sector-1', name: 'Tribuna', shape: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }] },
      { level: 'AREA', id: 'area-101', parentId: 'sector-1', name: 'Tribuna A', price: 300, available: 5, shape: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }] },
      { level: 'SEAT', id: '9001', parentId: 'area-101', x: 1.5, y: 2.5, row: '3', number: '1', state: 'current' },
    ]);
  });

  it('names wheelchair spaces and companion seats in the kit’s words, and leaves ordinary seats without', () => {
    const withAccess = (id: number, access: 'WHEELCHAIR' | 'COMPANION'): AreaElement => ({ ...(seat(id, 101) as Extract<AreaElement, { level: 'SEAT' }>), access });
    const model = toSeatMapModel([sector(1, 'Tribuna'), area(101, 1, 'Tribuna A', [[300, [ADULT]]]), withAccess(9001, 'WHEELCHAIR'), withAccess(9002, 'COMPANION'), seat(9003, 101)], [ADULT]);
    expect(model.elements.filter((element) => element.level === 'SEAT').map((element) => ('access' in element ? element.access : undefined))).toEqual(['wheelchair', 'companion', undefined]);
  });

  it('prices each area for the moving partners’ roles', () => {
    const model = toSeatMapModel([sector(1, 'Fondo'), area(102, 1, 'Fondo norte', [[200, [ADULT]], [100, [JUNIOR], true]])], [JUNIOR]);
    expect(model.elements.find((element) => element.id === 'area-102')).toMatchObject({ price: 100 });
  });

  it('leaves out areas not offered to the roles (§5) with their seats, and sectors left empty', () => {
    const model = toSeatMapModel(
      [
        sector(1, 'Tribuna'),
        sector(2, 'Fondo'),
        area(101, 1, 'Tribuna A', [[300, [ADULT]]]),
        area(102, 1, 'Sin asientos', [[300, [ADULT]]], 0),
        area(201, 2, 'Solo jóvenes', [[90, [JUNIOR], true]]),
        seat(9001, 101),
        seat(9002, 201),
      ],
      [ADULT],
    );
    expect(model.elements.map((element) => element.id)).toEqual(['sector-1', 'area-101', '9001']);
  });

  it('keeps a seat whose id is also an area’s apart from that area (one id space in the kit, three in the API)', () => {
    const model = toSeatMapModel([sector(1, 'Tribuna'), area(101, 1, 'Tribuna A', [[300, [ADULT]]]), seat(101, 101), seat(1, 101)], [ADULT]);
    expect(model.elements.map((element) => element.id)).toEqual(['sector-1', 'area-101', '101', '1']);
  });

  it.each([
    ['area-106', 106],
    ['sector-1', null],
    ['106', null],
    [undefined, null],
  ])('reads the area id of the key %s: %s', (key, id) => {
    expect(areaIdOf(key)).toBe(id);
  });

  it('leaves out an area whose sector is missing and seats whose area is missing, so a partial answer still draws', () => {
    const model = toSeatMapModel([area(301, 3, 'Huérfana', [[50, [ADULT]]]), seat(9003, 301), seat(9004, 999)], [ADULT]);
    expect(model.elements).toEqual([]);
  });
});
