import { describe, expect, it } from 'vitest';
import { generateStadium } from './generateStadium';
import { indexModel } from './indexModel';

describe('generateStadium', () => {
  it.each([1000, 10_000, 50_000, 100_000])('gives exactly %i valid seats', (seats) => {
    const model = generateStadium({ seats });
    const result = indexModel(model);
    expect(result.ok).toBe(true);
    expect(result.ok && result.index.seats.length).toBe(seats);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const states = (seed: number) => generateStadium({ seats: 2000, seed }).elements.map((element) => (element.level === 'SEAT' ? element.state : element.id)).join();
    expect(states(7)).toBe(states(7));
    expect(states(7)).not.toBe(states(8));
  });

  it('has eight sectors, areas with prices and one current seat', () => {
    const model = generateStadium({ seats: 10_000 });
    expect(model.elements.filter((element) => element.level === 'SECTOR')).toHaveLength(8);
    expect(model.elements.filter((element) => element.level === 'AREA').every((area) => area.level === 'AREA' && area.price! > 0)).toBe(true);
    expect(model.elements.filter((element) => element.level === 'SEAT' && element.state === 'current')).toHaveLength(1);
  });

  it('gives every third area a wheelchair space with its companion seat beside it, when asked', () => {
    const seats = generateStadium({ seats: 10_000, withWheelchairSpaces: true }).elements.filter((element) => element.level === 'SEAT');
    const spaces = seats.filter((seat) => seat.access === 'wheelchair');
    expect(spaces.length).toBeGreaterThan(3);
    for (const space of spaces) {
      const companion = seats.find((seat) => seat.parentId === space.parentId && seat.row === space.row && Number(seat.number) === Number(space.number) - 1);
      expect(companion?.access).toBe('companion');
    }
    expect(generateStadium({ seats: 10_000 }).elements.some((element) => element.level === 'SEAT' && element.access)).toBe(false);
  });
});
