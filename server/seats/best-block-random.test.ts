import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/api/arena/index.ts';
import { bestBlockInArea, type SearchArea, type SearchSeat } from './best-block.ts';
import { craftedArea } from './search-area.fixtures.ts';

/**
 * The search against plain enumeration on random areas (fixed seed): every window of every row,
 * ranked by the rule. What the crafted cases of best-block.test.ts do not think of.
 */
const random = seededRandom(34);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

function randomArea(): SearchArea {
  const rows = Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
    const length = 4 + Math.floor(random() * 12);
    const takenShare = pick([0.2, 0.5, 0.8]);
    const row = Array.from({ length }, (): string => (random() < takenShare ? 'x' : '.'));
    if (length > 6 && random() < 0.5) {
      const space = Math.floor(random() * (length - 1));
      row[space] = random() < 0.8 ? 'W' : 'w';
      row[space + 1] = random() < 0.8 ? 'C' : 'c';
    }
    return row.join('');
  });
  return craftedArea(1, 100, rows);
}

/** The area's seats row by row, in seat-number order (craftedArea makes them so). */
function seatsByRow(area: SearchArea): Map<number, SearchSeat[]> {
  const rows = new Map<number, SearchSeat[]>();
  for (const seat of area.seats) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat]);
  return rows;
}

/** Every window of `count` seats with consecutive numbers in one row that `fits`, best first by the rule. */
function windows(area: SearchArea, count: number, fits: (seats: SearchSeat[]) => boolean) {
  const found = [...seatsByRow(area)].flatMap(([row, seats]) => {
    const centre = (seats[0]!.number + seats.at(-1)!.number) / 2;
    return seats.slice(0, seats.length - count + 1).flatMap((_, from) => {
      const window = seats.slice(from, from + count);
      if (!fits(window)) return [];
      const distance = Math.abs((window[0]!.number + window.at(-1)!.number) / 2 - centre);
      return [{ ids: window.map((seat) => seat.id), distance, row, firstId: Math.min(...window.map((seat) => seat.id)) }];
    });
  });
  return found.sort((a, b) => a.distance - b.distance || a.row - b.row || a.firstId - b.firstId);
}

const ordinaryFree = (seat: SearchSeat) => seat.free && seat.access === null;

describe('best block against enumeration', () => {
  it('finds the best row, or else no row, and never a taken, access or repeated seat', () => {
    for (let i = 0; i < 300; i++) {
      const area = randomArea();
      const count = 1 + Math.floor(random() * 5);
      const expected = windows(area, count, (seats) => seats.every(ordinaryFree))[0];
      const block = bestBlockInArea(area, { count });
      if (expected) expect(block, JSON.stringify(area)).toMatchObject({ arrangement: 'ROW', seatIds: expected.ids });
      else expect(block?.arrangement).not.toBe('ROW');
      if (!block) continue;
      const seats = block.seatIds.map((id) => area.seats.find((seat) => seat.id === id)!);
      expect(seats.every(ordinaryFree)).toBe(true);
      expect(new Set(block.seatIds).size).toBe(count);
    }
  });

  it('splits in the fewest blocks there are', () => {
    for (let i = 0; i < 300; i++) {
      const area = randomArea();
      const count = 2 + Math.floor(random() * 8);
      const block = bestBlockInArea(area, { count });
      if (block?.arrangement !== 'SPLIT') continue;
      // Runs of free ordinary seats, longest first: the fewest blocks take the longest runs.
      const runs = [...seatsByRow(area).values()]
        .flatMap((seats) => seats.map((seat) => (ordinaryFree(seat) ? '.' : 'x')).join('').split('x'))
        .map((run) => run.length)
        .sort((a, b) => b - a);
      let fewest = 0;
      for (let seated = 0; seated < count; fewest++) seated += runs[fewest]!;
      expect(block.groups).toBe(fewest);
    }
  });

  it("finds the best row holding a wheelchair space, its companion seat and the others' seats", () => {
    for (let i = 0; i < 300; i++) {
      const area = randomArea();
      const count = 2 + Math.floor(random() * 4);
      const holdsPair = (seats: SearchSeat[]) =>
        seats.every((seat) => seat.free) &&
        seats.filter((seat) => seat.access === 'WHEELCHAIR').length === 1 &&
        seats.filter((seat) => seat.access === 'COMPANION').length === 1 &&
        seats.some((seat, index) => seat.access === 'WHEELCHAIR' && (seats[index - 1]?.access === 'COMPANION' || seats[index + 1]?.access === 'COMPANION'));
      const expected = windows(area, count, holdsPair)[0];
      const block = bestBlockInArea(area, { count, wheelchairIndex: 0 });
      if (expected) {
        expect(block?.arrangement).toBe('ROW');
        expect([...block!.seatIds].sort()).toEqual([...expected.ids].sort());
        const [space, companion] = block!.seatIds.map((id) => area.seats.find((seat) => seat.id === id));
        expect([space?.access, companion?.access]).toEqual(['WHEELCHAIR', 'COMPANION']);
      } else expect(block?.arrangement).not.toBe('ROW');
    }
  });
});
