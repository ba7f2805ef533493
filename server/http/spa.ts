import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_PAGE_TEMPLATE_PATH } from '../../src/api/content-page-template.ts';
import { FOOTER_TEMPLATE_PATH } from '../../src/api/footer-template.ts';
import { GAME_PAGE_TEMPLATE_PATH, GAMES_PAGE_TEMPLATE_PATH } from '../../src/api/games-page-template.ts';
import { MEMBER_PAGE_TEMPLATE_PATH } from '../../src/api/member-page-template.ts';

const ASSETS_CACHE = 'public, max-age=31536000, immutable'; // Vite hashes every file name in assets/
const OTHER_FILES_CACHE = 'public, max-age=3600'; // public/ files (logos, PDFs) keep their names

/** Serves the built client from distDir. Returns false (serves nothing) when there is no build. */
export async function registerStaticClient(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false, // '/' is the home page, its footer filled (app.ts); other app routes come through the not-found fallback
    cacheControl: false,
    // Build metadata (the Vite manifest) is for our scripts, and the content page, games pages,
    // member page and footer templates for the server to fill (see content-page.ts, games-page.ts, footer.ts), not for visitors.
    // A page's HTML, but the home's, is sent only as the page chosen for an address (sendAppPage).
    allowedPath: (pathName, _root, request) =>
      !pathName.startsWith('/.vite/') &&
      !pathName.startsWith(CONTENT_PAGE_TEMPLATE_PATH) &&
      pathName !== FOOTER_TEMPLATE_PATH &&
      pathName !== GAMES_PAGE_TEMPLATE_PATH &&
      pathName !== GAME_PAGE_TEMPLATE_PATH &&
      pathName !== MEMBER_PAGE_TEMPLATE_PATH &&
      (!isPageFilePath(pathName) || pagesChosen.has(request)),
    setHeaders(reply, filePath) {
      const path = relative(distDir, filePath);
      if (path.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else if (path.startsWith(`assets${sep}`)) reply.header('Cache-Control', ASSETS_CACHE);
      else reply.header('Cache-Control', OTHER_FILES_CACHE);
    },
  });
  return true;
}

/**
 * The HTML for an app route: the page prerendered at build time when there is one
 * (dist/<path>/index.html), else the plain shell (spa.html; index.html in builds without it).
 */
export function appPageFile(distDir: string, urlPath: string): string {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.every((segment) => /^[a-z0-9-]+$/.test(segment))) {
    const page = join(...segments, 'index.html');
    if (segments.length > 0 && existsSync(join(distDir, page))) return page;
  }
  return shellFile(distDir);
}

const pagesChosen = new WeakSet<FastifyRequest>();

/** Sends the HTML file chosen for the request's address (appPageFile, or the shell). */
export function sendAppPage(reply: FastifyReply, file: string): FastifyReply {
  pagesChosen.add(reply.request);
  return reply.code(200).sendFile(file);
}

/** A path the static files would answer with a page's HTML (a folder's index.html, or an .html file), but the home's. */
const isPageFilePath = (pathName: string) => !['/', '/index.html'].includes(pathName) && (pathName.endsWith('/') || pathName.endsWith('.html'));

/** The plain shell, for every route rendered in the browser only. */
export const shellFile = (distDir: string) => (existsSync(join(distDir, 'spa.html')) ? 'spa.html' : 'index.html');

/** Whether appPageFile answered the plain shell (no page was prerendered for the address). */
export const isShell = (file: string) => file === 'spa.html' || file === 'index.html';

const NON_APP_PREFIXES = ['/api/', '/translations/', '/assets/'];

/** A browser navigation to an app route: GET/HEAD, asks for HTML, not an API/asset path. */
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || NON_APP_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
