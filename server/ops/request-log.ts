import type { FastifyRequest } from 'fastify';
import { loggablePath } from '../../src/api/secret-paths.ts';

/**
 * pino's `req` on Fastify's request lines: Fastify's own fields, with the URL as logs may show it
 * (no query, no one-time hash or deep-link token: src/api/secret-paths.ts). A log file is read
 * by more people, and kept longer, than the links stay secret.
 */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
