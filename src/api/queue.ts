import * as z from 'zod/mini';
import { APP_PATHS } from './app-paths';
import { queueAdmissionTokenSchema } from './queue-admission';

/**
 * The queue tracker's socket messages (spec §3 "Queue tracker state", §7 "Queue tracker").
 * One contract for the app and the reference server; `queue-status` is beyond §7: the spec's
 * state has position, avgTime and queueSize but does not show the message that carries them.
 */
export const QUEUE_SOCKET_PATH = '/socket.io/';

export const QUEUE_EVENTS = {
  /** client → server: the route URL, on every navigation. */
  routeChange: 'route-change',
  /** server → client: whether the member may be on that route, and for how long. */
  routePermission: 'route-permission',
  /** client → server, no payload, when the permission's countdown reaches 0; acknowledged. */
  expired: 'expired',
  /** server → client, while waiting: the member's place in line (beyond §7). */
  queueStatus: 'queue-status',
} as const;

/** `expiresIn` -1 means no expiry (spec §4). */
export const NO_EXPIRY = -1;

const seconds = z.int().check(z.gte(NO_EXPIRY));

export const routePermissionSchema = z.object({
  permission: z.boolean(),
  expiresIn: seconds,
  route: z.string(),
  /** Beyond §7: the signed admission to send on purchase calls (src/api/queue-admission.ts), with a purchase route's permission. */
  admission: z.optional(queueAdmissionTokenSchema),
});
export type RoutePermission = z.infer<typeof routePermissionSchema>;

/** The acknowledgement of `expired`: stay with a new countdown, or leave. */
export const expiryReplySchema = z.object({
  canStay: z.boolean(),
  expiresIn: seconds,
  /** Beyond §7: with canStay, a fresh admission for the renewed permission. */
  admission: z.optional(queueAdmissionTokenSchema),
});
export type ExpiryReply = z.infer<typeof expiryReplySchema>;

export const queueStatusSchema = z.object({
  /** 1 is next in line. */
  position: z.int().check(z.gte(1)),
  /**
   * Seconds the whole line takes to get in at the recent pace, so that spec §9's estimate
   * (position × avgTime ÷ queueSize) is this member's own wait.
   */
  avgTime: z.number().check(z.gte(0)),
  /** Members waiting, this one included. */
  queueSize: z.int().check(z.gte(1)),
  /**
   * Beyond §7, with an opening time: seconds until the sale opens, while places are not drawn yet
   * (then `position` is `queueSize` and `avgTime` 0: nobody has a place before the draw).
   */
  opensIn: z.optional(z.int().check(z.gte(0))),
  /** Beyond §7, after an opening: the place was drawn at the opening, or follows arrival order. */
  placeBy: z.optional(z.enum(['draw', 'arrival'])),
});
export type QueueStatus = z.infer<typeof queueStatusSchema>;

/** What `route-change` carries: a path of this site, with its query. */
export const routeUrlSchema = z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^\/(?!\/)/));

/**
 * The purchase routes the reference server gates unless configured otherwise: the seat change's
 * steps, the sign-up steps and a game's ticket purchase, for a game whose line is on only
 * (server/queue/ticket-line.ts); not the checkout results, which the payment provider returns to,
 * nor the creation-login landing.
 */
export const DEFAULT_PURCHASE_ROUTES = [
  APP_PATHS.seatChangeAreas,
  APP_PATHS.seatChangeSeats,
  APP_PATHS.seatChangeCheckout,
  APP_PATHS.signupPersonalData,
  APP_PATHS.signupPassSelection,
  APP_PATHS.signupSeatSelection,
  APP_PATHS.signupPayment,
  APP_PATHS.signupMembershipData,
  APP_PATHS.ticketPurchase,
] as const;

/** The path of a route URL without query, hash or trailing slash: what purchase routes are matched on. */
export function routePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a route path is one of `routes`; a `:name` segment of a route matches any one segment (`/partidos/:id/entradas`). */
export function routeMatcher(routes: readonly string[]): (path: string) => boolean {
  const exact = new Set(routes.filter((route) => !route.includes('/:')).map(routePath));
  const patterns = routes
    .filter((route) => route.includes('/:'))
    .map((route) => new RegExp(`^${routePath(route).split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part))).join('/')}$`));
  return (path) => exact.has(path) || patterns.some((pattern) => pattern.test(path));
}

/** §9: position × average time ÷ queue size, in whole seconds (0 when nothing is known yet). */
export function estimatedWaitSeconds({ position, avgTime, queueSize }: QueueStatus): number {
  if (queueSize <= 0) return 0;
  return Math.max(0, Math.round((position * avgTime) / queueSize));
}
