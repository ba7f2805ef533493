import { io, type Socket } from 'socket.io-client';
import {
  expiryReplySchema,
  QUEUE_EVENTS,
  QUEUE_SOCKET_PATH,
  queueStatusSchema,
  routePermissionSchema,
  type ExpiryReply,
  type QueueStatus,
  type RoutePermission,
} from '../../src/api/queue.ts';
import { QUEUE_REFUSAL_EVENT, queueRefusalSchema, type QueueRefusal } from '../../src/api/queue-refusals.ts';

/**
 * A queue member outside a browser, for the server tests and `npm run bench:queue`: a socket
 * with the cookie a browser would send, and every message it got, in order.
 */
export interface QueueClient {
  socket: Socket;
  permissions: RoutePermission[];
  statuses: QueueStatus[];
  refusals: QueueRefusal[];
  /** Reports a navigation and resolves with the server's answer for that route. */
  go(url: string): Promise<RoutePermission>;
  /** Resolves with a `route-permission` granting `route`, among those received from index `since` on. */
  admitted(route: string, since?: number, timeoutMs?: number): Promise<RoutePermission>;
  /** Resolves when a queue-status matches. */
  status(match: (status: QueueStatus) => boolean, timeoutMs?: number): Promise<QueueStatus>;
  expire(): Promise<ExpiryReply>;
  close(): void;
}

/** A signed visitor cookie, as a browser gets it from the first handshake. */
export async function visitorCookie(base: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${base}${QUEUE_SOCKET_PATH}?EIO=4&transport=polling`, { headers });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('qv='));
  await response.body?.cancel();
  if (!cookie) throw new Error('the handshake set no visitor cookie');
  return cookie.split(';')[0]!;
}

/** `headers`: more request headers, e.g. X-Forwarded-For for a server that trusts the loopback proxy. */
export function connectQueueClient(base: string, cookie: string, headers: Record<string, string> = {}): Promise<QueueClient> {
  const socket = io(base, {
    path: QUEUE_SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { ...headers, ...(cookie ? { cookie } : {}) },
    reconnection: false,
    forceNew: true,
  });
  const permissions: RoutePermission[] = [];
  const statuses: QueueStatus[] = [];
  const refusals: QueueRefusal[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  socket.on(QUEUE_EVENTS.routePermission, (message: unknown) => {
    permissions.push(routePermissionSchema.parse(message));
    wake();
  });
  socket.on(QUEUE_EVENTS.queueStatus, (message: unknown) => {
    statuses.push(queueStatusSchema.parse(message));
    wake();
  });
  socket.on(QUEUE_REFUSAL_EVENT, (message: unknown) => {
    refusals.push(queueRefusalSchema.parse(message));
    wake();
  });

  const until = <T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const client: QueueClient = {
    socket,
    permissions,
    statuses,
    refusals,
    go(url) {
      const seen = permissions.length;
      socket.emit(QUEUE_EVENTS.routeChange, url);
      return until(() => permissions.slice(seen).find((p) => p.route === url), 10_000, `the answer for ${url}`);
    },
    admitted: (route, since = 0, timeoutMs = 10_000) =>
      until(() => permissions.slice(since).find((p) => p.permission && p.route === route), timeoutMs, `admission to ${route}`),
    status: (match, timeoutMs = 10_000) => until(() => statuses.findLast(match), timeoutMs, 'a queue status'),
    expire: async () => expiryReplySchema.parse(await socket.timeout(10_000).emitWithAck(QUEUE_EVENTS.expired)),
    close: () => void socket.disconnect(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', reject);
  });
}
