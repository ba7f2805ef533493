import type { BestSeatsProposal } from '../../api/best-seats';
import type { GameDetail } from '../../api/games';
import type { AreaElement } from '../../api/membership';
import type { TicketOrder } from '../../api/tickets';
import type { PickedSeat } from '../../lib/seat-picks';

/** What the purchase page shows for a game and the buyer's latest order. */
export type PurchaseStage =
  /** The game's sale is not open (not yet, over, or never): nothing to buy. */
  | { stage: 'sale-closed' }
  /** An order waits for the provider: its result says where it stands (or it is cancelled). */
  | { stage: 'pending'; order: TicketOrder }
  /** The order's hold ran out: its seats are free again. */
  | { stage: 'expired'; order: TicketOrder }
  /** Choosing seats; `order` is the open order holding some, or null before the first pick. */
  | { stage: 'choose'; order: TicketOrder | null };

/**
 * The stage from the game and the buyer's latest order. Only an order of this game counts, but an
 * order of any game waiting for its payment comes first (the server refuses a new one meanwhile).
 * `lapsed`: the countdown on screen reached 0 before the order was read again.
 */
export function purchaseStage(game: GameDetail, latest: TicketOrder | null, lapsed: boolean): PurchaseStage {
  if (latest?.status === 'PENDING_PAYMENT') return { stage: 'pending', order: latest };
  const order = latest?.game.id === game.id && latest.status === 'OPEN' ? latest : null;
  if (order && (lapsed || order.expiresIn <= 0)) return { stage: 'expired', order };
  if (!game.sale?.open) return { stage: 'sale-closed' };
  return { stage: 'choose', order };
}

/** The seats an order holds, as the seat step lists them. */
export const orderPicks = (order: TicketOrder | null): PickedSeat[] =>
  (order?.seats ?? []).map((seat) => ({ seatId: seat.seatId, areaId: seat.areaId, areaName: seat.areaName, row: seat.row, number: seat.number }));

/** The rol every buyer has on a game's map: a ticket's price is the same for everyone. */
export const ANY_BUYER_ROLE = 0;

/**
 * A game's map as the seat maps read it: they price an area for the people's rols, and a ticket's
 * price names none (the server sends `rolls: []`), so each price is given the rol every buyer has.
 */
export function forAnyBuyer(elements: AreaElement[]): AreaElement[] {
  return elements.map((element) =>
    element.level === 'SEAT' ? element : { ...element, prices: element.prices.map((price) => ({ ...price, rolls: [ANY_BUYER_ROLE] })) },
  );
}

/** Every price role the game's areas name: a single game's ticket has no roles of its own, so every priced area is offered. */
export function gameRoles(elements: readonly AreaElement[] | undefined): number[] {
  const roles = (elements ?? []).flatMap((element) => (element.level === 'SEAT' ? [] : element.prices.flatMap((price) => price.rolls)));
  return [...new Set(roles)].sort((a, b) => a - b);
}

/** The tickets the buyer is choosing, as the seat step's people: ticket 1, ticket 2… */
export const ticketNumbers = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

/**
 * A proposal's seats given to the tickets in order (front row first, left to right): the server's
 * `personId` is not a person for a ticket.
 */
export const proposalForTickets = (proposal: BestSeatsProposal): BestSeatsProposal => ({
  ...proposal,
  seats: proposal.seats.map((seat, index) => ({ ...seat, personId: index + 1 })),
});

/** How many tickets the count picker offers: 1 to the game's cap. */
export const countChoices = (game: Pick<GameDetail, 'maxTickets'>): number[] => ticketNumbers(game.maxTickets);
