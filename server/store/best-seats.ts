import { NO_SEATS_TOGETHER, type BestSeatsProposal } from '../../src/api/best-seats.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { bestBlock, bestBlockInArea, type Block, type SearchArea } from '../seats/best-block.ts';
import { loadPricedArea, loadPricedAreas, type AreaLoader } from './best-seats-areas.ts';

/** Someone who needs a seat: a partner of a change or a person of an order, in the flow's order. */
export interface SeatPerson {
  id: number;
  rolId: number | null;
}

export interface BestSeatsRequest {
  userId: number;
  people: SeatPerson[];
  areaId?: number | undefined;
  /** Index in `people` of the wheelchair user. */
  wheelchairIndex?: number | undefined;
  /** The areas to search with their free seats: the season's, priced for the people's rols, unless given. */
  load?: AreaLoader;
}

/** First key of the transaction-scoped advisory lock that serialises best-seat searches per area. */
const BEST_SEATS_AREA_LOCK = 7_016_034;
/** Tries of a best-seats request that lost its seats meanwhile (to a hand pick, or its area filled while it waited). */
export const BEST_SEATS_TRIES = 3;

/** Both flows' code for a seat taken by someone else meanwhile. */
const SEAT_TAKEN = 'seat-taken';

/**
 * The best seats together for the people, inside the caller's transaction, which then holds
 * them. Searches of one area run one at a time: the chosen area is locked until the transaction
 * ends, then read and searched again, so a search never proposes seats that another search is
 * holding. A hand pick does not take the lock: losing a seat to one is a 'seat-taken' that
 * `retryLostRace` tries again, as is an area that got worse while a search without one waited.
 */
export async function proposeBestSeats(tx: Queryable, request: BestSeatsRequest): Promise<BestSeatsProposal> {
  const viewer = { userId: request.userId, rolIds: request.people.map((person) => person.rolId) };
  const load: AreaLoader = request.load ?? ((db, only) => loadPricedAreas(db, viewer, only));
  const search = { count: request.people.length, wheelchairIndex: request.wheelchairIndex };
  let areaId = request.areaId;
  let first: Block | null = null;
  if (areaId === undefined) {
    first = bestBlock(await load(tx), search);
    if (!first) throw noSeatsTogether();
    areaId = first.areaId;
  }
  await lockArea(tx, areaId);
  const area = await loadPricedArea(tx, load, areaId);
  const found = bestBlockInArea(area, search);
  // The area got worse while this search waited for it: another area may now be the best.
  if (first && found?.arrangement !== first.arrangement) throw new HttpError(409, 'The best seats were taken meanwhile', SEAT_TAKEN);
  if (!found) throw noSeatsTogether();
  return proposalOf(found, area, request.people);
}

/** Runs `attempt` (a whole transaction) again when its seats were taken meanwhile, a bounded number of times. */
export async function retryLostRace<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= BEST_SEATS_TRIES || !(error instanceof HttpError) || error.code !== SEAT_TAKEN) throw error;
    }
  }
}

/** `wheelchairFor` as an index in `people`; `notAPerson` when they are not one of them. */
export function wheelchairIndexOf(people: SeatPerson[], wheelchairFor: number | undefined, notAPerson: HttpError): number | undefined {
  if (wheelchairFor === undefined) return undefined;
  const index = people.findIndex((person) => person.id === wheelchairFor);
  if (index < 0) throw notAPerson;
  return index;
}

async function lockArea(tx: Queryable, areaId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [BEST_SEATS_AREA_LOCK, areaId]);
}

function noSeatsTogether(): HttpError {
  return new HttpError(409, 'No free seats together for everyone', NO_SEATS_TOGETHER);
}

/** The block's seats are in the people's order; the proposal lists them front row first, left to right. */
function proposalOf(block: Block, area: SearchArea, people: SeatPerson[]): BestSeatsProposal {
  const seatsById = new Map(area.seats.map((seat) => [seat.id, seat]));
  const seats = block.seatIds.map((seatId, index) => {
    const seat = seatsById.get(seatId)!;
    return { personId: people[index]!.id, seatId, row: seat.row, number: seat.number };
  });
  seats.sort((a, b) => a.row - b.row || a.number - b.number);
  return { arrangement: block.arrangement, areaId: block.areaId, groups: block.groups, seats };
}
