import * as z from 'zod/mini';
import { APP_SECTIONS } from './app-paths';

/**
 * Why the queue tracker refuses a holder (beyond §7; server/README.md "Queue tracker", limits):
 * - `login-required`: a purchase route of the members' area (under /abonado/) asked for without a
 *   session; a place there needs a login.
 * - `too-many-visitors`: the handshake's address has made too many new visitor identities lately;
 *   a member logs in, a visitor tries again after `retryIn` seconds. Sent as the connect error.
 * - `too-fast`: this connection sent more `route-change`/`expired` than the throttle allows; the
 *   message was dropped; send it again after `retryIn` seconds.
 * Too many connections from one address is refused before socket.io (an HTTP 403 on the
 * handshake), which the client retries with its usual back-off.
 */
export const QUEUE_REFUSAL_EVENT = 'queue-refusal';

export const queueRefusalSchema = z.object({
  reason: z.enum(['login-required', 'too-many-visitors', 'too-fast']),
  /** Seconds until trying again can succeed. */
  retryIn: z.optional(z.int().check(z.gte(0))),
  /** The route URL refused (login-required, too-fast). */
  route: z.optional(z.string()),
});
export type QueueRefusal = z.infer<typeof queueRefusalSchema>;

/** Purchase routes of the members' area: no place without a session. */
export function needsLogin(path: string): boolean {
  return path.startsWith(`${APP_SECTIONS.member}/`);
}
