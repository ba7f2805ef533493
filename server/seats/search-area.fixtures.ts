import type { SearchArea, SearchSeat } from './best-block.ts';

/**
 * A crafted area for the search's tests: one string per row, nearest the court first, one
 * character per seat from number 1: '.' free, 'x' taken, 'W'/'w' a free/taken wheelchair space,
 * 'C'/'c' a free/taken companion seat. Seat id = area * 10,000 + row * 100 + number; seats one
 * unit apart along x, rows 1.1 apart along y, each row shifted along x by `shifts[row - 1]`.
 */
export function craftedArea(id: number, priceCents: number, rows: readonly string[], shifts: readonly number[] = []): SearchArea {
  const seats: SearchSeat[] = rows.flatMap((text, index) =>
    [...text].map((char, position) => {
      const row = index + 1;
      const number = position + 1;
      const access = char.toUpperCase() === 'W' ? 'WHEELCHAIR' : char.toUpperCase() === 'C' ? 'COMPANION' : null;
      return { id: seatId(id, row, number), row, number, x: number + (shifts[index] ?? 0), y: row * 1.1, access, free: '.WC'.includes(char) };
    }),
  );
  return { id, priceCents, seats };
}

export const seatId = (areaId: number, row: number, number: number) => areaId * 10_000 + row * 100 + number;

/** Seat ids of `numbers` in one row of an area. */
export const seatIds = (areaId: number, row: number, ...numbers: number[]) => numbers.map((number) => seatId(areaId, row, number));
