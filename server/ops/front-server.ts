import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { errorBody } from '../http/errors.ts';
import { answerHealth, sendJson, type Readiness } from './health.ts';

/** Seconds a refused client (or nginx's next try) should wait: about a start or a drain. */
const RETRY_AFTER_SECONDS = '2';
/** Fastify's own default, kept for the server made here: longer than a proxy's idle upstream connections. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export interface FrontServer {
  server: Server;
  /** For buildApp: the app takes this server's requests once the readiness is `ready`. */
  serverFactory: FastifyServerFactory;
  /**
   * Stops taking connections and resolves when every connection has ended: requests in flight
   * finish (their connections then close instead of idling), later ones on an open connection get 503.
   */
  close(): Promise<void>;
}

/**
 * The process's HTTP server, listening before the database is migrated: it answers the health
 * paths itself and 503 with Retry-After to everything else until the app is ready, and again once
 * draining, so a proxy sends those requests to another process.
 */
export function createFrontServer(readiness: Readiness): FrontServer {
  let app: RequestListener | undefined;
  const inFlight = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    if (answerHealth(readiness, request, response)) return;
    if (readiness.state !== 'ready' || !app) {
      const draining = readiness.state === 'draining';
      sendJson(response, 503, errorBody(503, draining ? 'Shutting down' : 'Starting'), {
        'Retry-After': RETRY_AFTER_SECONDS,
        ...(draining ? { Connection: 'close' } : {}),
      });
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    app(request, response);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

  return {
    server,
    serverFactory: (handler) => {
      app = handler;
      return server;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of inFlight) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
          // Node frees the connection after 'finish': then it is idle and can be closed.
          else response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
        }
        server.close(() => resolve());
      }),
  };
}
