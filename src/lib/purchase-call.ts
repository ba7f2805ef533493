import type { Endpoint } from '../api/contract';
import { PURCHASE_CALLS } from '../api/purchase-calls';
import { transport, type CallArguments, type CalledEndpoint, type CallResult } from './call';

/**
 * call() for the flows that buy (seat change, sign-up): a call listed in PURCHASE_CALLS carries
 * the queue admission, and a refusal tells the queue tracker. Apart from call(), so that pages
 * that buy nothing do not load the purchase contracts.
 */
export function purchaseFlowCall<E extends CalledEndpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<CallResult<E>> {
  return transport(endpoint, options, { purchase: PURCHASE_CALLS.has(endpoint as CalledEndpoint as Endpoint) });
}
