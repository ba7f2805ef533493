import useSWR from 'swr';
import { renewalEndpoints, type RenewBody } from '../../api/renewal';
import { call, callPath } from '../../lib/call';

/** While a card payment waits for the provider's notification, the page asks again this often. */
const PAYMENT_WAIT_REFRESH_MS = 3000;

/**
 * The next season's renewal as the member sees it: window, people and their quotes, options,
 * renewals made. Back from the provider, the notification may come after the browser: the page
 * asks again until the latest renewal is no longer waiting for it.
 */
export function useRenewal() {
  return useSWR(callPath(renewalEndpoints.overview), () => call(renewalEndpoints.overview), {
    refreshInterval: (overview) => (overview?.renewals[0]?.status === 'PENDING_PAYMENT' ? PAYMENT_WAIT_REFRESH_MS : 0),
  });
}

export const renew = (body: RenewBody) => call(renewalEndpoints.renew, { body });
