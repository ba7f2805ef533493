import { freeRunFrom, runLength, runsOf, seatsBehind, type AreaRow, type Run } from './area-rows.ts';
import { better, blockOf, type Candidate } from './candidate.ts';

/** The best `count` free ordinary seats side by side in one row, or null. */
export function bestRow(rows: readonly AreaRow[], count: number): Candidate | null {
  let best: Candidate | null = null;
  for (const row of rows) {
    for (const run of runsOf(row)) {
      if (runLength(run) >= count) best = better(best, { arrangement: 'ROW', groups: 1, ...bestInRun(run, count) });
    }
  }
  return best;
}

/** The block of `count` seats of a run nearest its row's centre (distance is convex: the clamped ideal start). */
function bestInRun(run: Run, count: number) {
  const { row, from } = run;
  const last = run.to - count + 1;
  const ideal = from + row.centre - (count - 1) / 2 - row.seats[from]!.number;
  const clamp = (index: number) => Math.min(last, Math.max(from, index));
  return better(blockOf(row, clamp(Math.floor(ideal)), count), blockOf(row, clamp(Math.ceil(ideal)), count))!;
}

/**
 * ceil(count / 2) side by side in a row and floor(count / 2) directly behind them in the next row:
 * the back block starts behind the front block's first seat, or else ends behind its last one.
 */
export function bestTwoRows(rows: readonly AreaRow[], count: number): Candidate | null {
  if (count < 2) return null;
  const frontCount = Math.ceil(count / 2);
  const backCount = Math.floor(count / 2);
  let best: Candidate | null = null;
  for (const [i, front] of rows.entries()) {
    const back = rows[i + 1];
    if (back?.row !== front.row + 1) continue;
    const frontFree = freeRunFrom(front);
    const backFree = freeRunFrom(back);
    let behind: number[] | null = null;
    for (let s = 0; s + frontCount <= front.seats.length; s++) {
      if (frontFree[s]! < frontCount) continue;
      behind ??= seatsBehind(front, back);
      const starts = [behind[s]!, behind[s + frontCount - 1]! - backCount + 1];
      const backStart = starts.find((start) => (backFree[start] ?? 0) >= backCount);
      if (backStart === undefined) continue;
      const frontBlock = blockOf(front, s, frontCount);
      const seats = [...frontBlock.seats, ...back.seats.slice(backStart, backStart + backCount)];
      const firstId = Math.min(...seats.map((seat) => seat.id));
      best = better(best, { arrangement: 'TWO_ROWS', groups: 2, ...frontBlock, seats, firstId });
    }
  }
  return best;
}

/**
 * `count` free ordinary seats in the fewest blocks: each time the largest block still possible
 * (a whole longest run, or the rest), the best-ranked one. Taking the longest runs first needs
 * the fewest blocks. Null when the area has fewer free ordinary seats than `count`.
 */
export function fewestBlocks(rows: readonly AreaRow[], count: number): Candidate | null {
  let runs = rows.flatMap(runsOf);
  if (runs.reduce((sum, run) => sum + runLength(run), 0) < count) return null;
  const blocks: ReturnType<typeof blockOf>[] = [];
  for (let left = count; left > 0; ) {
    const size = Math.min(left, Math.max(...runs.map(runLength)));
    let taken: { run: Run; block: ReturnType<typeof bestInRun> } | null = null;
    for (const run of runs) {
      if (runLength(run) < size) continue;
      const block = bestInRun(run, size);
      if (!taken || better(taken.block, block) === block) taken = { run, block };
    }
    const { run, block } = taken!;
    const start = run.row.seats.indexOf(block.seats[0]!);
    const pieces = [
      { row: run.row, from: run.from, to: start - 1 },
      { row: run.row, from: start + size, to: run.to },
    ];
    runs = runs.flatMap((other) => (other === run ? pieces.filter((piece) => piece.to >= piece.from) : [other]));
    blocks.push(block);
    left -= size;
  }
  const seats = blocks.flatMap((block) => block.seats);
  return {
    arrangement: 'SPLIT',
    groups: blocks.length,
    seats,
    distance: blocks.reduce((sum, block) => sum + block.distance, 0),
    row: Math.min(...blocks.map((block) => block.row)),
    firstId: Math.min(...seats.map((seat) => seat.id)),
  };
}
