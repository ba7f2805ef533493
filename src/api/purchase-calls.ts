import type { Endpoint } from './contract';
import { QUEUE_ADMISSION_CODE, QUEUE_ADMISSION_HEADER, QUEUE_ADMISSION_REASONS, type PurchaseFlow } from './queue-admission';
import { seatChangeEndpoints } from './seat-change';
import { signupEndpoints } from './signup';
import { ticketsEndpoints } from './tickets';

/**
 * The purchase calls, each with its flow: what takes stock or money (the best-seats searches
 * hold the seats they find). Not the reads, the
 * cancellations, the account, nor the payment provider's notifications and returns. A ticket
 * call needs the line's admission only for a game whose line is on (server/queue/ticket-line.ts).
 */
export const PURCHASE_CALLS: ReadonlyMap<Endpoint, PurchaseFlow> = new Map<Endpoint, PurchaseFlow>([
  [seatChangeEndpoints.init, 'seat-change'],
  [seatChangeEndpoints.updateSeats, 'seat-change'],
  [seatChangeEndpoints.bestSeats, 'seat-change'],
  [seatChangeEndpoints.confirm, 'seat-change'],
  [seatChangeEndpoints.payment, 'seat-change'],
  [signupEndpoints.createOrder, 'signup'],
  [signupEndpoints.holdSeats, 'signup'],
  [signupEndpoints.bestSeats, 'signup'],
  [signupEndpoints.payment, 'signup'],
  [ticketsEndpoints.createOrder, 'ticket'],
  [ticketsEndpoints.holdSeats, 'ticket'],
  [ticketsEndpoints.bestSeats, 'ticket'],
  [ticketsEndpoints.payment, 'ticket'],
]);

/** What API.md says about the refusal, on every purchase call. */
export const QUEUE_ADMISSION_RULE =
  `with the queue tracker on (a ticket call: for a game whose line is on): no valid \`${QUEUE_ADMISSION_HEADER}\` admission for this flow and caller ` +
  `(code '${QUEUE_ADMISSION_CODE}', \`reason\` one of ${Object.values(QUEUE_ADMISSION_REASONS).map((reason) => `'${reason}'`).join(', ')})`;
