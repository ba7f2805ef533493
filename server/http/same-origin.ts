import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sent from another site (CSRF), on top of the
 * SameSite=Lax cookie. Browsers send `Origin` on every non-GET fetch and form post; requests
 * without it and without `Sec-Fetch-Site: cross-site` come from non-browser clients (tests,
 * the payment provider's server-to-server notification) and carry no ambient cookie risk.
 * The Vite dev server proxies with the browser's Host header, so it counts as our origin.
 */
export function refuseForeignOrigins(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isForeign(request)) {
      return sendError(reply, 403, 'Cross-origin request refused', 'foreign-origin');
    }
  });
}

function isForeign(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== `${request.protocol}://${request.host}`;
  return request.headers['sec-fetch-site'] === 'cross-site';
}
