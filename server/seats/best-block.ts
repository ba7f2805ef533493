import { rowsOf, type AreaRow } from './area-rows.ts';
import { bestRow, bestTwoRows, fewestBlocks } from './arrangements.ts';
import { compareRank, type Candidate } from './candidate.ts';
import { bestWheelchairRow, wheelchairSplit } from './wheelchair.ts';

/**
 * "Best seats together" (issue 34): the search, pure (no I/O). The ranking rule is in
 * server/README.md; in short: ROW, else TWO_ROWS, else SPLIT in the fewest blocks; among blocks of
 * one arrangement, nearer the row's centre, then nearer the court (lower row), then cheaper, then
 * the lower first seat id. Wheelchair spaces and companion seats (`access`) are only offered to a
 * wheelchair user and the person after them.
 *
 * Input: EVERY seat of each area, taken ones with `free: false` (a row's centre and the seat
 * "directly behind" another need the seats that are taken too). Seats in (row, number) order are
 * the fastest; any order works.
 */

export interface SearchSeat {
  id: number;
  row: number;
  number: number;
  x: number;
  y: number;
  access: 'WHEELCHAIR' | 'COMPANION' | null;
  /** Free for the viewer (no claim, or the viewer's own hold) and priced for the people. */
  free: boolean;
}

/** Every seat of one area (see `free`), and the people's total price there in cents. */
export interface SearchArea {
  id: number;
  priceCents: number;
  seats: SearchSeat[];
}

export interface BlockRequest {
  count: number;
  /** index (0-based, in the people's order) of the wheelchair user; undefined for none */
  wheelchairIndex?: number;
}

export interface Block {
  arrangement: 'ROW' | 'TWO_ROWS' | 'SPLIT';
  areaId: number;
  groups: number;
  /** one per person, in the people's order (wheelchair user on the space, the next person on the companion seat) */
  seatIds: number[];
}

export function bestBlockInArea(area: SearchArea, request: BlockRequest): Block | null {
  return bestBlock([area], request);
}

interface AreaSearch {
  area: SearchArea;
  /** In the order given: ties between areas go to the earlier one. */
  order: number;
  rows: AreaRow[];
}

type Finder = (rows: readonly AreaRow[], count: number) => Candidate | null;

/**
 * `areas` in the people's price order, cheapest first. The best ROW in the cheapest price band that
 * has one; else the best TWO_ROWS the same way (not for a wheelchair user: their companion is beside
 * them); else the SPLIT in the fewest blocks (then the cheapest). Null when no area can seat them all.
 */
export function bestBlock(areas: readonly SearchArea[], request: BlockRequest): Block | null {
  const { count, wheelchairIndex } = request;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count ${count}`);
  if (wheelchairIndex !== undefined && !(Number.isInteger(wheelchairIndex) && wheelchairIndex >= 0 && wheelchairIndex < count)) {
    throw new RangeError(`wheelchairIndex ${wheelchairIndex} of ${count}`);
  }
  const searches = areas.map((area, order) => ({ area, order, rows: rowsOf(area) }));
  const together: Finder[] = wheelchairIndex === undefined ? [bestRow, bestTwoRows] : [bestWheelchairRow];
  for (const find of together) {
    const found = inCheapestBand(searches, (search) => find(search.rows, count));
    if (found) return toBlock(found, request);
  }
  const split: Finder = wheelchairIndex === undefined ? fewestBlocks : wheelchairSplit;
  let best: Found | null = null;
  for (const search of searches) {
    const candidate = split(search.rows, count);
    if (candidate && (!best || compareSplits({ search, candidate }, best) < 0)) best = { search, candidate };
  }
  return best && toBlock(best, request);
}

interface Found {
  search: AreaSearch;
  candidate: Candidate;
}

/** Areas of one price band follow each other; the first band where `find` finds a block wins. */
function inCheapestBand(searches: readonly AreaSearch[], find: (search: AreaSearch) => Candidate | null): Found | null {
  let best: Found | null = null;
  for (const [index, search] of searches.entries()) {
    const previous = searches[index - 1];
    if (best && previous && previous.area.priceCents !== search.area.priceCents) return best;
    const candidate = find(search);
    if (candidate && (!best || compareFound({ search, candidate }, best) < 0)) best = { search, candidate };
  }
  return best;
}

function compareFound(a: Found, b: Found): number {
  return (
    a.candidate.distance - b.candidate.distance ||
    a.candidate.row - b.candidate.row ||
    a.search.area.priceCents - b.search.area.priceCents ||
    a.candidate.firstId - b.candidate.firstId ||
    a.search.order - b.search.order
  );
}

function compareSplits(a: Found, b: Found): number {
  return (
    a.candidate.groups - b.candidate.groups ||
    a.search.area.priceCents - b.search.area.priceCents ||
    compareRank(a.candidate, b.candidate) ||
    a.search.order - b.search.order
  );
}

/**
 * One seat per person: front row first, left to right; a wheelchair user gets the space and the
 * person after them (the first person, after the last) the companion seat.
 */
function toBlock({ search, candidate }: Found, { count, wheelchairIndex }: BlockRequest): Block {
  const { wheelchair } = candidate;
  const reserved = new Set([wheelchair?.space, wheelchair?.companion]);
  const ordered = candidate.seats.filter((seat) => !reserved.has(seat)).sort((a, b) => a.row - b.row || a.number - b.number);
  const seatIds: number[] = [];
  const companionIndex = wheelchairIndex === undefined ? -1 : (wheelchairIndex + 1) % count;
  for (let person = 0, next = 0; person < count; person++) {
    if (person === wheelchairIndex) seatIds.push(wheelchair!.space.id);
    else if (person === companionIndex && wheelchair?.companion) seatIds.push(wheelchair.companion.id);
    else seatIds.push(ordered[next++]!.id);
  }
  return { arrangement: candidate.arrangement, areaId: search.area.id, groups: candidate.groups, seatIds };
}
