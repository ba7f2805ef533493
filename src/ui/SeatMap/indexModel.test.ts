import { describe, expect, it } from 'vitest';
import { generateStadium } from './generateStadium';
import { indexModel } from './indexModel';
import type { SeatMapElement, SeatMapModel } from './model';
import { buildScene, parentLevel } from './scene';
import { toggleSeat } from './selection';
import { keyAction } from './keyboard';

const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
];
const base: SeatMapElement[] = [
  { level: 'SECTOR', id: 'N', name: 'Norte', shape: square },
  { level: 'AREA', id: 'N1', parentId: 'N', name: 'Zona 1', shape: square, price: 40 },
  { level: 'SEAT', id: 's1', parentId: 'N1', x: 1, y: 1, row: '1', number: '1', state: 'available' },
];
const problem = (elements: unknown[], extra: Partial<SeatMapModel> = {}) => {
  const result = indexModel({ elements: elements as SeatMapElement[], ...extra });
  return result.ok ? null : result.problem;
};

describe('indexModel', () => {
  it('indexes a valid model by level and parent', () => {
    const result = indexModel({ elements: base });
    expect(result.ok && result.index.seatsByArea.get('N1')?.map((seat) => seat.id)).toEqual(['s1']);
  });

  it.each([
    ['NOT_AN_ELEMENT', [...base, null]],
    ['NOT_AN_ELEMENT', [...base, { level: 'ROOF', id: 'r' }]],
    ['DUPLICATE_ID', [...base, { ...base[2], x: 2 }]],
    ['UNKNOWN_PARENT', [...base, { ...base[2], id: 's2', parentId: 'nowhere' }]],
    ['UNKNOWN_PARENT', [...base, { ...base[2], id: 's2', parentId: 'N' }]],
    ['BAD_POSITION', [...base, { ...base[2], id: 's2', x: Number.NaN }]],
    ['BAD_POSITION', [...base, { ...base[2], id: 's2', y: '3' }]],
    ['BAD_STATE', [...base, { ...base[2], id: 's2', state: 'sold' }]],
    ['BAD_LABEL', [...base, { ...base[2], id: 's2', row: '' }]],
    ['BAD_ACCESS', [...base, { ...base[2], id: 's2', access: 'ramp' }]],
    ['BAD_PRICE', [...base, { ...base[2], id: 's2', price: -5 }]],
    ['BAD_AVAILABLE', [...base, { ...base[1], id: 'N2', available: -1 }]],
    ['BAD_AVAILABLE', [...base, { ...base[1], id: 'N2', available: 2.5 }]],
    ['BAD_SHAPE', [...base, { level: 'SECTOR', id: 'S', name: 'Sur', shape: [{ x: 0, y: 0 }] }]],
  ])('refuses %s', (reason, elements) => {
    expect(problem(elements)?.reason).toBe(reason);
  });

  it('counts an area’s free seats from its seats, or from `available` when the model has none of them', () => {
    const withoutSeats: SeatMapElement[] = [base[0]!, { ...(base[1] as Extract<SeatMapElement, { level: 'AREA' }>), available: 18 }, { level: 'AREA', id: 'N2', parentId: 'N', name: 'Zona 2', shape: square, available: 7 }];
    const areasOnly = indexModel({ elements: withoutSeats });
    const sectorsScene = areasOnly.ok ? buildScene(areasOnly.index, { level: 'SECTOR' }) : null;
    expect(sectorsScene?.kind === 'shapes' && sectorsScene.shapes.map((shape) => shape.available)).toEqual([25]);
    // With the area's seats in the model, they are counted and `available` is ignored.
    const withSeats = indexModel({ elements: [...withoutSeats, base[2]!] });
    const areaScene = withSeats.ok ? buildScene(withSeats.index, { level: 'AREA', parentId: 'N' }) : null;
    expect(areaScene?.kind === 'shapes' && areaScene.shapes.map((shape) => [shape.element.id, shape.available])).toEqual([
      ['N1', 1],
      ['N2', 7],
    ]);
  });

  it('refuses a bad seat size', () => {
    expect(problem(base, { seatSize: 0 })?.reason).toBe('BAD_SEAT_SIZE');
  });

  it('takes a missing element list as an empty model', () => {
    const result = indexModel({} as SeatMapModel);
    expect(result.ok && result.index.seats).toEqual([]);
  });
});

describe('scenes and levels', () => {
  const result = indexModel(generateStadium({ seats: 1000, seed: 3 }));
  if (!result.ok) throw new Error('generated model is invalid');
  const { index } = result;

  it("shows sectors, then a sector's areas, then an area's seats", () => {
    expect(buildScene(index, { level: 'SECTOR' })).toMatchObject({ kind: 'shapes', shapes: { length: 8 } });
    expect(buildScene(index, { level: 'AREA', parentId: 'N' })).toMatchObject({ kind: 'shapes', shapes: { length: 4 } });
    const seats = buildScene(index, { level: 'SEAT', parentId: 'N-1A' });
    expect(seats?.kind === 'seats' && seats.seats.every((seat) => seat.parentId === 'N-1A')).toBe(true);
  });

  it('has nothing to show for an unknown parent', () => {
    expect(buildScene(index, { level: 'AREA', parentId: 'nowhere' })).toBeNull();
  });

  it('goes back up: seats → areas of their sector → sectors', () => {
    expect(parentLevel(index, { level: 'SEAT', parentId: 'N-1A' })).toEqual({ level: 'AREA', parentId: 'N' });
    expect(parentLevel(index, { level: 'AREA', parentId: 'N' })).toEqual({ level: 'SECTOR' });
    expect(parentLevel(index, { level: 'SECTOR' })).toBeNull();
  });
});

describe('selection', () => {
  const seat = (id: string, state: 'available' | 'taken' | 'current' | 'unavailable' = 'available') =>
    ({ level: 'SEAT', id, parentId: 'a', x: 0, y: 0, row: '1', number: id, state }) as const;

  it('replaces the seat when only one may be chosen', () => {
    expect(toggleSeat(['a'], seat('b'), 1)).toEqual({ ids: ['b'], outcome: 'selected' });
  });
  it('adds up to the maximum, then refuses', () => {
    expect(toggleSeat(['a'], seat('b'), 2)).toEqual({ ids: ['a', 'b'], outcome: 'selected' });
    expect(toggleSeat(['a', 'b'], seat('c'), 2)).toEqual({ ids: ['a', 'b'], outcome: 'max-reached' });
  });
  it('removes a chosen seat', () => {
    expect(toggleSeat(['a', 'b'], seat('a'), 2)).toEqual({ ids: ['b'], outcome: 'deselected' });
  });
  it('refuses taken and not-at-this-price seats, accepts the current seat', () => {
    expect(toggleSeat([], seat('t', 'taken'), 2).outcome).toBe('not-selectable');
    expect(toggleSeat([], seat('u', 'unavailable'), 2).outcome).toBe('not-selectable');
    expect(toggleSeat([], seat('c', 'current'), 2).outcome).toBe('selected');
  });
});

describe('keys', () => {
  const key = (value: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
    keyAction({ key: value, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });
  it('maps the documented keys and leaves the rest to the browser', () => {
    expect([key('ArrowUp'), key('Enter'), key(' '), key('+'), key('-'), key('0'), key('Escape')]).toEqual(['up', 'activate', 'activate', 'zoomIn', 'zoomOut', 'home', 'back']);
    expect(key('Tab')).toBeNull();
    expect(key('+', { ctrlKey: true })).toBeNull();
  });
});
