import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What nginx's $request_id (32 hex digits) and a UUID look like; anything else never reaches a log line. */
const WELL_FORMED = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-Id when well-formed, so one id follows a request from
 * nginx's access log to every line the app logs for it (reqId); else a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Every answer names its request id, for a visitor's report to be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
