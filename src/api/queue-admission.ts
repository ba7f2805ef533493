import * as z from 'zod/mini';
import { APP_SECTIONS } from './app-paths';

/**
 * The queue's admission (issue 31, beyond §7): with the tracker on, the server hands an admitted
 * member a short-lived signed token on `route-permission` (and on the `expired` acknowledgement
 * that renews the permission), and every purchase call must carry it in this header.
 */
export const QUEUE_ADMISSION_HEADER = 'X-Queue-Admission';

/** The `code` of a purchase call refused for want of a valid admission (HTTP 403). */
export const QUEUE_ADMISSION_CODE = 'queue-admission-required';

/** Why the admission was refused: the error body's `reason`. */
export const QUEUE_ADMISSION_REASONS = {
  /** No header. */
  missing: 'missing',
  /** Not a token of this server (garbled or forged). */
  invalid: 'invalid',
  /** The token's time is over, or the permission it stood for has ended or been given up. */
  expired: 'expired',
  /** Issued to another member or visitor than the caller. */
  notYours: 'not-yours',
  /** Issued for the other purchase flow. */
  otherFlow: 'other-flow',
} as const;
export type QueueAdmissionReason = (typeof QUEUE_ADMISSION_REASONS)[keyof typeof QUEUE_ADMISSION_REASONS];

/** The purchase flows an admission is bound to. */
export type PurchaseFlow = 'seat-change' | 'signup' | 'ticket';

/** A game's ticket purchase page (APP_PATHS.ticketPurchase), whatever the game; the group is the game's segment. */
const TICKET_PURCHASE_ROUTE = /^\/partidos\/([^/]+)\/entradas\/?$/;

/** The game segment of a ticket purchase route (`/partidos/12/entradas` → '12'); null for another route. */
export function ticketGameOfRoute(path: string): string | null {
  return TICKET_PURCHASE_ROUTE.exec(path)?.[1] ?? null;
}

/** The flow of a purchase route, from its path; null for a route of no flow. */
export function purchaseFlowOfRoute(path: string): PurchaseFlow | null {
  if (path.startsWith(`${APP_SECTIONS.seatChange}/`)) return 'seat-change';
  if (path.startsWith(`${APP_SECTIONS.signup}/`)) return 'signup';
  if (TICKET_PURCHASE_ROUTE.test(path)) return 'ticket';
  return null;
}

/** The token as it travels: `<payload>.<signature>`, both base64url; bounded so a huge header is refused unread. */
export const queueAdmissionTokenSchema = z.string().check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/));
