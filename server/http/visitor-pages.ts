import type { FastifyRequest } from 'fastify';
import { VISITOR_PAGES } from '../../src/api/visitor-pages.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';
import { readServerConfig } from '../store/settings.ts';

/**
 * Whether a page prerendered for visitors (src/api/visitor-pages.ts) fits this request: no
 * session cookie (valid or not: the app sorts that out) and the server's switches leave it open.
 * Any other address's prerendered page always fits.
 */
export async function prerenderedPageFits(db: Queryable, request: FastifyRequest, path: string): Promise<boolean> {
  const page = VISITOR_PAGES.find((candidate) => candidate.path === path.replace(/\/$/, ''));
  if (!page) return true;
  if (request.cookies[SESSION_COOKIE]) return false;
  return page.open(await readServerConfig(db));
}
