import { io, type Socket } from 'socket.io-client';
import * as z from 'zod/mini';
import {
  expiryReplySchema,
  QUEUE_EVENTS,
  QUEUE_SOCKET_PATH,
  queueStatusSchema,
  routePermissionSchema,
  type ExpiryReply,
} from '../../api/queue';
import { QUEUE_REFUSAL_EVENT, queueRefusalSchema } from '../../api/queue-refusals';
import { answersFor, useQueueStore } from './store';

/** How long connecting may fail before the member is offered a retry instead of a spinner. */
export const FAILING_AFTER_MS = 15_000;
/** How long the server has to answer `expired` before the member is sent home. */
export const EXPIRY_ACK_TIMEOUT_MS = 5000;

export interface QueueConnection {
  /** The member is now at `url` (pathname + search): tell the server, now or on the next connect. */
  changeRoute: (url: string) => void;
  /** The countdown reached 0: the server's reply, or null when it sent none (or nonsense) in time. */
  expire: () => Promise<ExpiryReply | null>;
  /** Asks the server again about the current page (a purchase call was refused): a fresh admission, or the waiting room. */
  recheck: () => void;
  /** A new handshake: another user logged in or out (the cookie changed), or the member asked to retry. */
  reconnect: () => void;
  close: () => void;
}

/** Same origin (Vite proxies /socket.io in development); the session cookie identifies the member. */
export const connectToQueue = (): Socket => io({ path: QUEUE_SOCKET_PATH, withCredentials: true });

/**
 * Wires a socket to the queue store: connection state, then every message validated against
 * the contract; a malformed one is dropped with a warning, never trusted.
 */
export function openQueueConnection(firstRoute: string, socket: Socket = connectToQueue()): QueueConnection {
  const store = useQueueStore.getState;
  let route = firstRoute;
  let failingTimer: ReturnType<typeof setTimeout> | undefined;

  const watchForFailure = () => {
    failingTimer ??= setTimeout(() => store().connectionFailing(true), FAILING_AFTER_MS);
  };
  const stopWatching = () => {
    clearTimeout(failingTimer);
    failingTimer = undefined;
  };

  socket.on('connect', () => {
    stopWatching();
    store().connected();
    socket.emit(QUEUE_EVENTS.routeChange, route);
  });
  socket.on('disconnect', () => {
    store().disconnected();
    watchForFailure();
  });
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    // Refused by the server with a reason (socket.io does not retry these): say why, and offer a way on.
    const refusal = z.safeParse(queueRefusalSchema, error.data);
    if (refusal.success) {
      stopWatching();
      store().refused(refusal.data);
    } else watchForFailure();
  });
  let resend: ReturnType<typeof setTimeout> | undefined;
  socket.on(QUEUE_REFUSAL_EVENT, (message: unknown) => {
    const parsed = z.safeParse(queueRefusalSchema, message);
    if (!parsed.success) return ignore(QUEUE_REFUSAL_EVENT, message);
    if (parsed.data.reason !== 'too-fast') return store().refused(parsed.data);
    // Too many navigations at once: the last one is asked again when the server allows.
    clearTimeout(resend);
    resend = setTimeout(() => {
      if (socket.connected) socket.emit(QUEUE_EVENTS.routeChange, route);
    }, (parsed.data.retryIn ?? 1) * 1000);
  });

  socket.on(QUEUE_EVENTS.routePermission, (message: unknown) => {
    const parsed = z.safeParse(routePermissionSchema, message);
    if (!parsed.success) return ignore(QUEUE_EVENTS.routePermission, message);
    // An answer for a page the member has already left would start a countdown on the wrong page.
    if (answersFor(parsed.data.route, route)) store().routePermission(parsed.data);
    // Let in while this tab is on another purchase page than the one the server last heard of
    // (another tab of the member's): ask again for this page, which is now granted.
    else if (parsed.data.permission && socket.connected) socket.emit(QUEUE_EVENTS.routeChange, route);
  });
  socket.on(QUEUE_EVENTS.queueStatus, (message: unknown) => {
    const parsed = z.safeParse(queueStatusSchema, message);
    if (!parsed.success) return ignore(QUEUE_EVENTS.queueStatus, message);
    store().queueStatus(parsed.data);
  });

  watchForFailure();

  return {
    changeRoute(url) {
      route = url;
      // Only when connected: socket.io would otherwise buffer it and send it again after 'connect' does.
      if (socket.connected) socket.emit(QUEUE_EVENTS.routeChange, url);
    },
    async expire() {
      try {
        const reply: unknown = await socket.timeout(EXPIRY_ACK_TIMEOUT_MS).emitWithAck(QUEUE_EVENTS.expired);
        const parsed = z.safeParse(expiryReplySchema, reply);
        return parsed.success ? parsed.data : (ignore(QUEUE_EVENTS.expired, reply), null);
      } catch {
        return null;
      }
    },
    recheck() {
      if (socket.connected) socket.emit(QUEUE_EVENTS.routeChange, route);
    },
    reconnect() {
      store().connectionFailing(false);
      stopWatching();
      socket.disconnect().connect();
      watchForFailure();
    },
    close() {
      stopWatching();
      clearTimeout(resend);
      socket.removeAllListeners();
      socket.disconnect();
      store().reset();
    },
  };
}

function ignore(event: string, message: unknown): void {
  console.warn(`Queue tracker: ignored a malformed '${event}' message`, message);
}
