import type { Block, SearchSeat } from './best-block.ts';
import type { AreaRow } from './area-rows.ts';

/** A block found in one area, with what ranks it against blocks of the same arrangement. */
export interface Candidate {
  arrangement: Block['arrangement'];
  groups: number;
  seats: SearchSeat[];
  /** Seat numbers between the (front) block's centre and its row's centre; summed over a SPLIT's blocks. */
  distance: number;
  /** The (front) row; a SPLIT's nearest row. */
  row: number;
  firstId: number;
  /** The space and the companion seat of a wheelchair user's block. */
  wheelchair?: { space: SearchSeat; companion?: SearchSeat };
}

/** The seats `seats[from..from + count - 1]` of a row, with their rank. */
export function blockOf(row: AreaRow, from: number, count: number): Pick<Candidate, 'seats' | 'distance' | 'row' | 'firstId'> {
  const seats = row.seats.slice(from, from + count);
  const centre = (seats[0]!.number + seats.at(-1)!.number) / 2;
  return { seats, distance: Math.abs(centre - row.centre), row: row.row, firstId: Math.min(...seats.map((seat) => seat.id)) };
}

/** Nearer the row's centre, then nearer the court, then the lower first seat id. Price is compared between areas. */
export function compareRank(a: Pick<Candidate, 'distance' | 'row' | 'firstId'>, b: Pick<Candidate, 'distance' | 'row' | 'firstId'>): number {
  return a.distance - b.distance || a.row - b.row || a.firstId - b.firstId;
}

export function better<T extends Pick<Candidate, 'distance' | 'row' | 'firstId'>>(best: T | null, next: T | null): T | null {
  if (!next) return best;
  return !best || compareRank(next, best) < 0 ? next : best;
}
