import useSWR, { mutate } from 'swr';
import { groupsEndpoints, type Group } from '../../api/groups';
import type { BestSeatsBody, BestSeatsProposal } from '../../api/best-seats';
import { seatChangeEndpoints, type SeatChange } from '../../api/seat-change';
import { call, callPath } from '../../lib/call';
import { answered } from '../../lib/outcome';
import { purchaseFlowCall } from '../../lib/purchase-call';
import { useSeatChangeClock } from './store';

/**
 * Seat change calls (spec §7 "Seat change"). Reads are SWR hooks keyed by their API path; each
 * write throws the ApiError that errors.ts turns into a §8 outcome, then reads again what it
 * changed. The flow's calls go through purchaseFlowCall: those that take stock or money carry
 * the queue admission.
 */

const LIVE_KEY = callPath(seatChangeEndpoints.current);
const PENDING_PAYMENT_KEY = callPath(seatChangeEndpoints.pendingPayment);
const FINISHED_KEY = callPath(seatChangeEndpoints.finished);

/** A session read whose 404 means "there is none": null instead of an error. */
async function changeOrNone(endpoint: typeof seatChangeEndpoints.current | typeof seatChangeEndpoints.pendingPayment): Promise<SeatChange | null> {
  try {
    return await purchaseFlowCall(endpoint);
  } catch (error) {
    if (answered(error, 404)) return null;
    throw error;
  }
}

/**
 * GET group-seat-change/finished, for the checkout result pages. They are outside the access
 * check (the payment provider sends the browser there), so a 401 is not a reason to open the
 * re-login: the page says it cannot be shown instead (spec §2).
 */
export function useFinishedSeatChange(enabled: boolean) {
  return useSWR<SeatChange, unknown>(enabled ? FINISHED_KEY : null, () => purchaseFlowCall(seatChangeEndpoints.finished, { session: false }), {
    shouldRetryOnError: false,
  });
}

/** GET group-seat-change/pending-payment: the change waiting for the provider, or null. */
export function usePendingPaymentChange(enabled: boolean) {
  return useSWR<SeatChange | null, unknown>(enabled ? PENDING_PAYMENT_KEY : null, () => changeOrNone(seatChangeEndpoints.pendingPayment));
}

/** DELETE group-seat-change/cancel-pending-payment/{id}; then the pending change is read again. */
export async function cancelPendingPayment(id: number): Promise<void> {
  try {
    await purchaseFlowCall(seatChangeEndpoints.cancelPendingPayment, { params: { id } });
  } finally {
    await mutate(PENDING_PAYMENT_KEY);
  }
}

/**
 * GET group-seat-change: the live change (OPEN or CONFIRMED), or null when there is none (404
 * 'Seat change not loaded'). Every read re-syncs the countdown with the server (§4 "Load").
 */
export function useLiveSeatChange(enabled = true) {
  return useSWR<SeatChange | null, unknown>(enabled ? LIVE_KEY : null, async () => {
    const change = await changeOrNone(seatChangeEndpoints.current);
    syncClock(change);
    return change;
  });
}

/** A change read at 0 s starts a countdown at 0, which fires the expiry at once (§4 "Load"); none stops it. */
function syncClock(change: SeatChange | null): void {
  if (change) useSeatChangeClock.getState().track(change);
  else useSeatChangeClock.getState().reset();
}

/** GET group-seat-change once, leaving what the screens show as it is (null: none live). */
export const fetchLiveSeatChange = () => changeOrNone(seatChangeEndpoints.current);

/** Shows an answered change as the live one on every screen, without asking again. */
export async function storeLive(change: SeatChange | null): Promise<void> {
  syncClock(change);
  await mutate(LIVE_KEY, change, { revalidate: false });
}

/** POST group-seat-change/init for these partners (the caller's own first). */
export async function initSeatChange(productId: number, partners: number[]): Promise<SeatChange> {
  const change = await purchaseFlowCall(seatChangeEndpoints.init, { body: { productId, partners } });
  await storeLive(change);
  return change;
}

/** DELETE group-seat-change/cancel/{session}: the live change goes and its seats are freed. */
export async function cancelSeatChange(session: string): Promise<void> {
  try {
    await purchaseFlowCall(seatChangeEndpoints.cancel, { params: { session } });
  } catch (error) {
    await mutate(LIVE_KEY); // it may still be there: read it again
    throw error;
  }
  await storeLive(null);
}

/** PUT group-seat-change/expire/{session} (§4 "Expiry"); the change is forgotten here whatever the answer. */
export async function expireSeatChange(session: string): Promise<void> {
  try {
    await purchaseFlowCall(seatChangeEndpoints.expire, { params: { session } });
  } finally {
    await storeLive(null);
  }
}

/** PUT group-seat-change/update/seats: holds the seats, all or none; answers the change. */
export async function updateSeats(session: string, seatsInfo: { partnerId: number; seatId: number }[]): Promise<SeatChange> {
  const change = await purchaseFlowCall(seatChangeEndpoints.updateSeats, { body: { session, seatsInfo } });
  await storeLive(change);
  return change;
}

/** PUT group-seat-change/best-seats/{session}: the best seats together, already held; answers the proposal. */
export async function findBestSeats(session: string, body: BestSeatsBody): Promise<BestSeatsProposal> {
  const { change, proposal } = await purchaseFlowCall(seatChangeEndpoints.bestSeats, { params: { session }, body });
  await storeLive(change);
  return proposal;
}

/** PUT group-seat-change/confirm/{session}: thirdStep and the total. */
export async function confirmSeatChange(session: string): Promise<SeatChange> {
  const change = await purchaseFlowCall(seatChangeEndpoints.confirm, { params: { session } });
  await storeLive(change);
  return change;
}

/**
 * POST group-seat-change/payment: the provider URL to send the browser to. The caller checks it
 * against the configured provider origin before following it (safePaymentUrl).
 */
export async function startPayment(session: string, paymentMethod: string): Promise<string> {
  const { transaction } = await purchaseFlowCall(seatChangeEndpoints.payment, { body: { paymentMethod, session } });
  return transaction;
}

/** GET groups/{id}: the member's group, to choose who moves with the owner. */
export function useMemberGroup(groupId: number | null) {
  return useSWR<Group, unknown>(groupId === null ? null : callPath(groupsEndpoints.read, { params: { id: groupId } }), () => call(groupsEndpoints.read, { params: { id: groupId! } }));
}
