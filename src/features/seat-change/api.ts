import useSWR, { mutate } from 'swr';
import * as z from 'zod/mini';
import { noContent } from '../../api/contract';
import { groupSchema, groupsPaths, type Group } from '../../api/groups';
import { bestSeatsProposalSchema, type BestSeatsBody, type BestSeatsProposal } from '../../api/best-seats';
import { seatChangePaths, seatChangeSchema, type SeatChange } from '../../api/seat-change';
import { ApiError, request } from '../../lib/http';
import { useSeatChangeClock } from './store';

/**
 * Seat change calls (spec §7 "Seat change"). Reads are SWR hooks keyed by their API path; each
 * write throws the ApiError that errors.ts turns into a §8 outcome, then reads again what it
 * changed.
 */

/** A session read whose 404 means "there is none": null instead of an error. */
async function changeOrNone(path: string): Promise<SeatChange | null> {
  try {
    return await request(path, { schema: seatChangeSchema, session: true });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

/**
 * GET group-seat-change/finished, for the checkout result pages. They are outside the access
 * check (the payment provider sends the browser there), so a 401 is not a reason to open the
 * re-login: the page says it cannot be shown instead (spec §2).
 */
export function useFinishedSeatChange(enabled: boolean) {
  return useSWR<SeatChange, unknown>(enabled ? seatChangePaths.finished : null, (path: string) => request(path, { schema: seatChangeSchema }), {
    shouldRetryOnError: false,
  });
}

/** GET group-seat-change/pending-payment: the change waiting for the provider, or null. */
export function usePendingPaymentChange(enabled: boolean) {
  return useSWR<SeatChange | null, unknown>(enabled ? seatChangePaths.pendingPayment : null, changeOrNone);
}

/** DELETE group-seat-change/cancel-pending-payment/{id}; then the pending change is read again. */
export async function cancelPendingPayment(id: number): Promise<void> {
  try {
    await request(seatChangePaths.cancelPendingPayment.replace(':id', String(id)), { method: 'DELETE', schema: noContent, session: true });
  } finally {
    await mutate(seatChangePaths.pendingPayment);
  }
}

/**
 * GET group-seat-change: the live change (OPEN or CONFIRMED), or null when there is none (404
 * 'Seat change not loaded'). Every read re-syncs the countdown with the server (§4 "Load").
 */
export function useLiveSeatChange(enabled = true) {
  return useSWR<SeatChange | null, unknown>(enabled ? seatChangePaths.current : null, async (path: string) => {
    const change = await changeOrNone(path);
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
export const fetchLiveSeatChange = () => changeOrNone(seatChangePaths.current);

/** Shows an answered change as the live one on every screen, without asking again. */
export async function storeLive(change: SeatChange | null): Promise<void> {
  syncClock(change);
  await mutate(seatChangePaths.current, change, { revalidate: false });
}

const withSession = (path: string, session: string) => path.replace(':session', encodeURIComponent(session));

/** POST group-seat-change/init for these partners (the caller's own first). */
export async function initSeatChange(productId: number, partners: number[]): Promise<SeatChange> {
  const change = await request(seatChangePaths.init, { method: 'POST', body: { productId, partners }, schema: seatChangeSchema, session: true, purchase: true });
  await storeLive(change);
  return change;
}

/** DELETE group-seat-change/cancel/{session}: the live change goes and its seats are freed. */
export async function cancelSeatChange(session: string): Promise<void> {
  try {
    await request(withSession(seatChangePaths.cancel, session), { method: 'DELETE', schema: noContent, session: true });
  } catch (error) {
    await mutate(seatChangePaths.current); // it may still be there: read it again
    throw error;
  }
  await storeLive(null);
}

/** PUT group-seat-change/expire/{session} (§4 "Expiry"); the change is forgotten here whatever the answer. */
export async function expireSeatChange(session: string): Promise<void> {
  try {
    await request(withSession(seatChangePaths.expire, session), { method: 'PUT', schema: noContent, session: true });
  } finally {
    await storeLive(null);
  }
}

/** PUT group-seat-change/update/seats: holds the seats, all or none; answers the change. */
export async function updateSeats(session: string, seatsInfo: { partnerId: number; seatId: number }[]): Promise<SeatChange> {
  const change = await request(seatChangePaths.updateSeats, { method: 'PUT', body: { session, seatsInfo }, schema: seatChangeSchema, session: true, purchase: true });
  await storeLive(change);
  return change;
}

const bestSeatsAnswerSchema = z.object({ change: seatChangeSchema, proposal: bestSeatsProposalSchema });

/** PUT group-seat-change/best-seats/{session}: the best seats together, already held; answers the proposal. */
export async function findBestSeats(session: string, body: BestSeatsBody): Promise<BestSeatsProposal> {
  const { change, proposal } = await request(withSession(seatChangePaths.bestSeats, session), { method: 'PUT', body, schema: bestSeatsAnswerSchema, session: true, purchase: true });
  await storeLive(change);
  return proposal;
}

/** PUT group-seat-change/confirm/{session}: thirdStep and the total. */
export async function confirmSeatChange(session: string): Promise<SeatChange> {
  const change = await request(withSession(seatChangePaths.confirm, session), { method: 'PUT', schema: seatChangeSchema, session: true, purchase: true });
  await storeLive(change);
  return change;
}

const transactionSchema = z.object({ transaction: z.string() });

/**
 * POST group-seat-change/payment: the provider URL to send the browser to. The caller checks it
 * against the configured provider origin before following it (safePaymentUrl).
 */
export async function startPayment(session: string, paymentMethod: string): Promise<string> {
  const { transaction } = await request(seatChangePaths.payment, { method: 'POST', body: { paymentMethod, session }, schema: transactionSchema, session: true, purchase: true });
  return transaction;
}

/** GET groups/{id}: the member's group, to choose who moves with the owner. */
export function useMemberGroup(groupId: number | null) {
  return useSWR<Group, unknown>(groupId === null ? null : groupsPaths.group(groupId), (path: string) => request(path, { schema: groupSchema, session: true }));
}
