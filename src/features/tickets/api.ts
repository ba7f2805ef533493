import useSWR, { mutate } from 'swr';
import { gamesEndpoints, type GameDetail } from '../../api/games';
import type { AreaElement } from '../../api/membership';
import { ticketsEndpoints, type TicketOrder } from '../../api/tickets';
import { call, callPath } from '../../lib/call';
import { answered } from '../../lib/outcome';
import { purchaseFlowCall } from '../../lib/purchase-call';
import { forAnyBuyer } from './purchase-model';

/**
 * A single game's ticket calls (src/api/tickets.ts, games.ts). Reads are SWR hooks keyed by their
 * API path; each write answers the order and shows it as the latest one. The purchase calls go
 * through purchaseFlowCall, which carries the queue admission when the line is on.
 */

const LATEST_KEY = callPath(ticketsEndpoints.latestOrder);

/** GET games/:id: the game, its prices, its sale and the buyer's cap. */
export function useGame(id: number | null) {
  return useSWR<GameDetail, unknown>(id === null ? null : callPath(gamesEndpoints.game, { params: { id } }), () => call(gamesEndpoints.game, { params: { id: id! } }));
}

/** GET games/:id/areas: sectors and areas with the seats free for that game, or with `parentId` one area's seats. */
export function useGameAreas(id: number | null, parentId?: number) {
  const key = id === null ? null : ([callPath(gamesEndpoints.areas, { params: { id } }), parentId ?? null] as const);
  return useSWR<AreaElement[], unknown>(key, async () => forAnyBuyer(await call(gamesEndpoints.areas, { params: { id: id! }, query: { parentId } })));
}

/**
 * GET ticket-orders/latest: the buyer's latest order, or null when there is none (404). With
 * `pollWhilePending` (ms) it is read again at that pace while the order waits for the provider.
 */
export function useLatestTicketOrder(enabled = true, pollWhilePending = 0) {
  return useSWR<TicketOrder | null, unknown>(
    enabled ? LATEST_KEY : null,
    async () => {
      try {
        return await purchaseFlowCall(ticketsEndpoints.latestOrder);
      } catch (error) {
        if (answered(error, 404)) return null;
        throw error;
      }
    },
    { refreshInterval: (order) => (order?.status === 'PENDING_PAYMENT' ? pollWhilePending : 0) },
  );
}

/** Reads the latest order again (after it lapsed or was given up). */
export const readLatestOrderAgain = () => mutate(LATEST_KEY);

const showLatest = (order: TicketOrder | null) => mutate(LATEST_KEY, order, { revalidate: false });

/** POST ticket-orders: the first pick makes the order and holds its seats. */
export async function createTicketOrder(gameId: number, seats: number[]): Promise<TicketOrder> {
  const order = await purchaseFlowCall(ticketsEndpoints.createOrder, { body: { gameId, seats } });
  await showLatest(order);
  return order;
}

/** PUT ticket-orders/:id/seats: the order holds exactly these seats, all or none. */
export async function holdTicketSeats(id: number, seats: number[]): Promise<TicketOrder> {
  const order = await purchaseFlowCall(ticketsEndpoints.holdSeats, { params: { id }, body: { seats } });
  await showLatest(order);
  return order;
}

/** PUT ticket-orders/:id/best-seats: the best `count` seats together, already held; answers the proposal. */
export async function findBestTicketSeats(id: number, body: { count: number; areaId?: number; wheelchair?: boolean }) {
  const { order, proposal } = await purchaseFlowCall(ticketsEndpoints.bestSeats, { params: { id }, body });
  await showLatest(order);
  return { order, proposal };
}

/** POST ticket-orders/:id/payment: the provider URL, which the caller checks against the provider origin before following it. */
export async function startTicketPayment(id: number, paymentMethod: string): Promise<string> {
  const { transaction } = await purchaseFlowCall(ticketsEndpoints.payment, { params: { id }, body: { paymentMethod } });
  return transaction;
}

/** DELETE ticket-orders/:id: the order goes and its seats are free again. */
export async function cancelTicketOrder(id: number): Promise<void> {
  try {
    await purchaseFlowCall(ticketsEndpoints.cancelOrder, { params: { id } });
  } finally {
    await mutate(LATEST_KEY);
  }
}
