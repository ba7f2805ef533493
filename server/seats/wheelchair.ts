import { isOrdinaryFree, type AreaRow } from './area-rows.ts';
import { fewestBlocks } from './arrangements.ts';
import { better, blockOf, type Candidate } from './candidate.ts';

/** A free wheelchair space and a free companion seat next to it (indexes in the row). */
interface Pair {
  areaRow: AreaRow;
  space: number;
  companion: number;
}

function pairsOf(rows: readonly AreaRow[]): Pair[] {
  const pairs: Pair[] = [];
  for (const row of rows) {
    row.seats.forEach((seat, space) => {
      if (seat.access !== 'WHEELCHAIR' || !seat.free) return;
      for (const companion of [space - 1, space + 1]) {
        const next = row.seats[companion];
        if (next?.access === 'COMPANION' && next.free && Math.abs(next.number - seat.number) === 1) pairs.push({ areaRow: row, space, companion });
      }
    });
  }
  return pairs;
}

const withSeats = (pair: Pair) => ({ space: pair.areaRow.seats[pair.space]!, companion: pair.areaRow.seats[pair.companion]! });

/**
 * A wheelchair user's block in one row: the space, its companion seat and `count - 2` free ordinary
 * seats beside them. Alone (count 1), just the best free space.
 */
export function bestWheelchairRow(rows: readonly AreaRow[], count: number): Candidate | null {
  let best: Candidate | null = null;
  if (count === 1) {
    for (const row of rows) {
      row.seats.forEach((seat, index) => {
        if (seat.access === 'WHEELCHAIR' && seat.free) best = better(best, { arrangement: 'ROW', groups: 1, ...blockOf(row, index, 1), wheelchair: { space: seat } });
      });
    }
    return best;
  }
  const others = count - 2;
  for (const pair of pairsOf(rows)) {
    const row = pair.areaRow;
    const left = Math.min(pair.space, pair.companion);
    const right = Math.max(pair.space, pair.companion);
    const freeLeft = besideCount(row, left, -1, others);
    const freeRight = besideCount(row, right, 1, others);
    for (let onLeft = Math.max(0, others - freeRight); onLeft <= Math.min(freeLeft, others); onLeft++) {
      const block = blockOf(row, left - onLeft, count);
      best = better(best, { arrangement: 'ROW', groups: 1, ...block, wheelchair: withSeats(pair) });
    }
  }
  return best;
}

/** How many free ordinary seats with consecutive numbers lie beside `index` towards `step`, up to `most`. */
function besideCount(row: AreaRow, index: number, step: 1 | -1, most: number): number {
  let found = 0;
  for (let i = index + step; found < most; i += step) {
    const seat = row.seats[i];
    if (!seat || !isOrdinaryFree(seat) || Math.abs(seat.number - row.seats[i - step]!.number) !== 1) break;
    found++;
  }
  return found;
}

/** The best space with its companion seat, and the others in the fewest blocks of the same area. */
export function wheelchairSplit(rows: readonly AreaRow[], count: number): Candidate | null {
  if (count < 3) return null; // one or two people fit on a free pair: a ROW, or none
  let bestPair: (Pair & ReturnType<typeof blockOf>) | null = null;
  for (const pair of pairsOf(rows)) {
    bestPair = better(bestPair, { ...pair, ...blockOf(pair.areaRow, Math.min(pair.space, pair.companion), 2) });
  }
  if (!bestPair) return null;
  const others = fewestBlocks(rows, count - 2);
  if (!others) return null;
  const seats = [...bestPair.seats, ...others.seats];
  return {
    arrangement: 'SPLIT',
    groups: 1 + others.groups,
    seats,
    distance: bestPair.distance + others.distance,
    row: Math.min(bestPair.row, others.row),
    firstId: Math.min(...seats.map((seat) => seat.id)),
    wheelchair: withSeats(bestPair),
  };
}
