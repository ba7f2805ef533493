import useSWR from 'swr';
import { releasesEndpoints } from '../../api/releases';
import { call, callPath } from '../../lib/call';

/** How often the credit ledger is read again while it is on screen: a sale shows within seconds. */
export const CREDITS_REFRESH_MS = 5_000;

/** The seats the member may release, the games to come, and their releases. */
export function useReleases() {
  return useSWR(callPath(releasesEndpoints.list), () => call(releasesEndpoints.list));
}

/** The member's credit ledger, read again every few seconds while the page is visible. */
export function useCredits() {
  return useSWR(callPath(releasesEndpoints.credits), () => call(releasesEndpoints.credits), { refreshInterval: CREDITS_REFRESH_MS });
}

export const releaseSeat = (gameId: number, partnerId: number) => call(releasesEndpoints.release, { body: { gameId, partnerId } });

export const takeBackRelease = (id: number) => call(releasesEndpoints.takeBack, { params: { id } });
