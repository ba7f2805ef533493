import useSWR, { mutate } from 'swr';
import { noContent } from '../../api/contract';
import { seatChangePaths, seatChangeSchema, type SeatChange } from '../../api/seat-change';
import { ApiError, request } from '../../lib/http';

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
