import { describe, expect, it } from 'vitest';
import type { SeatMapSeat } from './model';
import { toggleSeat } from './selection';

const seat = (id: string, extra: Partial<SeatMapSeat> = {}): SeatMapSeat => ({ level: 'SEAT', id, parentId: 'A', x: 0, y: 0, row: '1', number: id, state: 'available', ...extra });

describe('toggleSeat with "wheelchair spaces only"', () => {
  it('chooses a wheelchair space and a companion seat', () => {
    const space = toggleSeat([], seat('1', { access: 'wheelchair' }), 2, true);
    expect(space).toEqual({ ids: ['1'], outcome: 'selected' });
    expect(toggleSeat(space.ids, seat('2', { access: 'companion' }), 2, true)).toEqual({ ids: ['1', '2'], outcome: 'selected' });
  });

  it('refuses an ordinary seat, and keeps the selection as it was', () => {
    const ids = ['1'];
    const result = toggleSeat(ids, seat('3'), 2, true);
    expect(result.outcome).toBe('not-wheelchair');
    expect(result.ids).toBe(ids);
  });

  it('still removes an ordinary seat chosen before the filter was turned on', () => {
    expect(toggleSeat(['3'], seat('3'), 2, true)).toEqual({ ids: [], outcome: 'deselected' });
  });

  it('refuses a taken wheelchair space for what it is: taken', () => {
    expect(toggleSeat([], seat('1', { access: 'wheelchair', state: 'taken' }), 2, true).outcome).toBe('not-selectable');
  });

  it('without the filter, access seats and ordinary seats are chosen alike', () => {
    expect(toggleSeat([], seat('3'), 2).outcome).toBe('selected');
    expect(toggleSeat([], seat('1', { access: 'wheelchair' }), 2).outcome).toBe('selected');
  });
});
