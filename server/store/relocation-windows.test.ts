import { describe, expect, it } from 'vitest';
import { previousSeasonOf, windowIndexOf } from './relocation-windows.ts';

describe('relocation windows', () => {
  it('splits the ranked movers into equal consecutive slots, the last ones holding fewer', () => {
    const windowsOf = (movers: number, windows: number) => Array.from({ length: movers }, (_, rank) => windowIndexOf(rank, movers, windows));
    expect(windowsOf(6, 3)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(windowsOf(7, 3)).toEqual([1, 1, 1, 2, 2, 2, 3]);
    // Fewer movers than windows: one each, the first windows.
    expect(windowsOf(2, 20)).toEqual([1, 2]);
    expect(Math.max(...windowsOf(750, 20))).toBe(20);
  });

  it('ranks by the season before the renewed one', () => {
    expect(previousSeasonOf('26/27')).toBe('25/26');
    expect(previousSeasonOf('00/01')).toBe('99/00');
  });
});
