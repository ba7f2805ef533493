import type { SearchArea, SearchSeat } from './best-block.ts';

/** One row of an area: every seat, in seat-number order, and the row's centre in seat numbers. */
export interface AreaRow {
  row: number;
  seats: SearchSeat[];
  /** Midpoint of the row's lowest and highest seat numbers, taken seats included. */
  centre: number;
}

/** A stretch of free ordinary seats with consecutive numbers: `seats[from..to]` of its row, both included. */
export interface Run {
  row: AreaRow;
  from: number;
  to: number;
}

export const isOrdinaryFree = (seat: SearchSeat) => seat.free && seat.access === null;

/** The area's rows, nearest the court first. Seats already in (row, number) order are not sorted again. */
export function rowsOf(area: SearchArea): AreaRow[] {
  const byRow = new Map<number, SearchSeat[]>();
  for (const seat of area.seats) {
    const seats = byRow.get(seat.row);
    if (seats) seats.push(seat);
    else byRow.set(seat.row, [seat]);
  }
  const rows: AreaRow[] = [];
  for (const [row, seats] of byRow) {
    if (!inNumberOrder(seats)) seats.sort((a, b) => a.number - b.number);
    rows.push({ row, seats, centre: (seats[0]!.number + seats.at(-1)!.number) / 2 });
  }
  return rows.sort((a, b) => a.row - b.row);
}

function inNumberOrder(seats: readonly SearchSeat[]): boolean {
  return seats.every((seat, i) => i === 0 || seat.number > seats[i - 1]!.number);
}

/** The free ordinary runs of a row, left to right. */
export function runsOf(row: AreaRow): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  row.seats.forEach((seat, index) => {
    if (!isOrdinaryFree(seat)) current = null;
    else if (current && seat.number === row.seats[current.to]!.number + 1) current.to = index;
    else runs.push((current = { row, from: index, to: index }));
  });
  return runs;
}

export const runLength = (run: Run) => run.to - run.from + 1;

/**
 * For each seat of `front`, the index of the seat of `back` nearest to it by x/y: the seat directly
 * behind it. Both rows follow the stand in the same direction, so the index never goes back.
 */
export function seatsBehind(front: AreaRow, back: AreaRow): number[] {
  const behind: number[] = [];
  let j = 0;
  for (const seat of front.seats) {
    while (j + 1 < back.seats.length && distance(seat, back.seats[j + 1]!) <= distance(seat, back.seats[j]!)) j++;
    behind.push(j);
  }
  return behind;
}

const distance = (a: SearchSeat, b: SearchSeat) => Math.hypot(a.x - b.x, a.y - b.y);

/** For each seat of the row, how many free ordinary seats with consecutive numbers start there. */
export function freeRunFrom(row: AreaRow): number[] {
  const lengths = new Array<number>(row.seats.length).fill(0);
  for (let i = row.seats.length - 1; i >= 0; i--) {
    const seat = row.seats[i]!;
    if (!isOrdinaryFree(seat)) continue;
    const joins = row.seats[i + 1]?.number === seat.number + 1;
    lengths[i] = 1 + (joins ? lengths[i + 1]! : 0);
  }
  return lengths;
}
