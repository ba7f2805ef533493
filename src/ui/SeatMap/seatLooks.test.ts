import { describe, expect, it } from 'vitest';
import { indexModel } from './indexModel';
import type { SeatMapElement } from './model';
import { buildScene } from './scene';
import { filteredLook, KIND, kindOfLook, lookOf, STATE_CODE, stateOfLook } from './seatLooks';

const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
];
const elements: SeatMapElement[] = [
  { level: 'SECTOR', id: 'N', name: 'Norte', shape: square },
  { level: 'AREA', id: 'N1', parentId: 'N', name: 'Zona 1', shape: square },
  { level: 'SEAT', id: 's1', parentId: 'N1', x: 1, y: 1, row: '1', number: '1', state: 'available' },
  { level: 'SEAT', id: 's2', parentId: 'N1', x: 2, y: 1, row: '1', number: '2', state: 'taken', access: 'companion' },
  { level: 'SEAT', id: 's3', parentId: 'N1', x: 3, y: 1, row: '1', number: '3', state: 'available', access: 'wheelchair' },
];

describe('seat looks', () => {
  it('gives each seat its state and kind, and counts the access seats of the scene', () => {
    const checked = indexModel({ elements });
    const scene = checked.ok ? buildScene(checked.index, { level: 'SEAT', parentId: 'N1' }) : null;
    if (scene?.kind !== 'seats') throw new Error('expected a seat scene');
    expect([...scene.looks].map((look) => [stateOfLook(look), kindOfLook(look)])).toEqual([
      [STATE_CODE.available, KIND.ordinary],
      [STATE_CODE.taken, KIND.companion],
      [STATE_CODE.available, KIND.wheelchair],
    ]);
    expect(scene.accessCount).toBe(2);
    expect(checked.ok && [...checked.index.accessKinds].sort()).toEqual(['companion', 'wheelchair']);
  });

  it('dims only ordinary seats under the filter, keeping their state', () => {
    const ordinary = lookOf(STATE_CODE.taken, KIND.ordinary);
    const space = lookOf(STATE_CODE.available, KIND.wheelchair);
    expect(filteredLook(ordinary, false)).toBe(ordinary);
    expect(kindOfLook(filteredLook(ordinary, true))).toBe(KIND.dimmed);
    expect(stateOfLook(filteredLook(ordinary, true))).toBe(STATE_CODE.taken);
    expect(filteredLook(space, true)).toBe(space);
  });
});
