import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyServerFactory } from 'fastify';
import type { Db } from './db/db.ts';
import { sendError } from './http/errors.ts';
import { LimitExceeded, limitExceededFields } from './http/limit-exceeded.ts';
import { setMailOrigin } from './mail/site-link.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { contentPageRenderer } from './http/content-page.ts';
import { footerFiller } from './http/footer.ts';
import { gamesPageRenderer } from './http/games-page.ts';
import { APP_PATHS } from '../src/api/app-paths/index.ts';
import { appPageFile, isAppNavigation, isShell, registerStaticClient, sendAppPage, shellFile } from './http/spa.ts';
import { prerenderedPageFits } from './http/visitor-pages.ts';
import { memberPageRenderer, sendMemberPage } from './http/member-page.ts';
import { refuseForeignOrigins } from './http/same-origin.ts';
import { configRoutes } from './routes/config.ts';
import { deepLinkRoutes } from './routes/deep-links.ts';
import { gamesRoutes } from './routes/games.ts';
import { gateRoutes } from './routes/gate.ts';
import { photoReviewRoutes } from './routes/photo-review.ts';
import { releasesRoutes } from './routes/releases.ts';
import { seasonRoutes } from './routes/season.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { guestPassesRoutes } from './routes/guest-passes.ts';
import { groupsRoutes } from './routes/groups.ts';
import { homeRoutes } from './routes/home.ts';
import { memberCardRoutes } from './routes/member-card.ts';
import { membershipRoutes } from './routes/membership.ts';
import { pagesRoutes } from './routes/pages.ts';
import { seatChangeRoutes } from './routes/seat-change.ts';
import { signupMailCodeRoutes } from './routes/signup-mail-code.ts';
import { signupRoutes } from './routes/signup.ts';
import { ticketsRoutes } from './routes/tickets.ts';
import { renewalRoutes } from './routes/renewal.ts';
import { relocationRoutes } from './routes/relocation.ts';
import { waitingListRoutes } from './routes/waiting-list.ts';
import { translationsRoutes } from './routes/translations.ts';
import { usersRoutes } from './routes/users.ts';
import { requireQueueAdmission } from './queue/admission-check.ts';
import { startQueueTracker, type QueueTrackerOptions } from './queue/tracker.ts';
import { registerQueueTestControls, registerTestControls } from './ops/test-controls.ts';
import { recordRequestMetrics, watchSockets } from './ops/metrics.ts';
import { echoRequestId, requestIdOf } from './ops/request-id.ts';
import { requestLogLine } from './ops/request-log.ts';

export interface BuildAppOptions {
  db: Db;
  /** The Vite build to serve with an SPA fallback; ignored when missing or without index.html. */
  distDir?: string;
  /** The build's server-side modules (dist-ssr/): members' pages are drawn with them when present. */
  ssrDir?: string;
  localesDir: string;
  languages: string[];
  logger?: boolean;
  /** Pino level when logger is on; 'warn' keeps a quiet console (no per-request lines). */
  logLevel?: string;
  /** Where the JSON log lines go when logger is on (stdout when unset). */
  logStream?: { write(line: string): void };
  /**
   * The reverse proxies whose X-Forwarded-* to believe, by address or CIDR (https there yields
   * Secure cookies, the client's address feeds the per-IP limits). Never every hop: a client
   * could then write its own address into the header.
   */
  trustProxy?: false | string[];
  /**
   * The origin visitors use (PUBLIC_ORIGIN, else this server's address): the payment provider is
   * sent back to it. Never taken from request headers, which a client outside a browser can forge.
   */
  publicOrigin: string;
  /** Secret per SSO app id, for POST users/sso/exchange; an app without one cannot trade codes. */
  ssoSecrets?: Readonly<Record<string, string>>;
  /** The queue tracker's settings; without them no socket endpoint exists (the tracker is off). */
  queue?: Omit<QueueTrackerOptions, 'publicOrigin' | 'logger' | 'trustProxy'>;
  /** The HTTP server to serve on, already listening (server/ops/front-server.ts); Fastify's own otherwise. */
  serverFactory?: FastifyServerFactory;
  /** The clock deciding which game a gate may download today; tests move it. */
  now?: () => Date;
  /** The routes a browser test moves the queue with (server/ops/test-controls.ts); TEST_CONTROLS, never in production. */
  testControls?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  setMailOrigin(options.publicOrigin);
  const app = Fastify({
    logger: options.logger
      ? { level: options.logLevel ?? 'info', serializers: { req: requestLogLine }, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    trustProxy: options.trustProxy ?? false,
    // Path tokens (tokenParamSchema: deep links, restore hashes) run to 512 characters; the router's default stops at 100.
    routerOptions: { maxParamLength: 512 },
    genReqId: requestIdOf,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  echoRequestId(app);
  recordRequestMetrics(app);
  // Root-level hooks and handlers first: child plugins registered afterwards inherit them.
  addSecurityHeaders(app);
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      // The client went away mid-answer (a navigation, a closed tab): nothing failed here, and
      // error lines must stay worth an operator's look.
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') request.log.info({ err: error }, 'client closed the connection mid-answer');
      else request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'Internal server error'); // never leak internals
    }
    if (error instanceof LimitExceeded) return sendError(reply, status, error.message, error.code, limitExceededFields(error, request));
    return sendError(reply, status, error.message, error.code);
  });
  await app.register(fastifyCookie);
  // Compressed answers (the app's JS is several times smaller); brotli at a cost fit for on-the-fly work.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(apiRoutes(options), { prefix: '/api' });
  await app.register(translationsRoutes, { localesDir: options.localesDir, languages: options.languages });
  const servesClient = options.distDir ? await registerStaticClient(app, options.distDir) : false;

  if (options.queue) {
    const tracker = await startQueueTracker(app.server, options.db, {
      ...options.queue,
      publicOrigin: options.publicOrigin,
      trustProxy: options.trustProxy ?? false,
      logger: app.log,
    });
    // Before the HTTP server closes: open sockets would keep it from closing.
    app.addHook('preClose', tracker.close);
    watchSockets(app, tracker.io);
    if (options.testControls) registerQueueTestControls(app, options.db, tracker);
  }
  if (options.testControls) registerTestControls(app, options.db);

  const contentPages = servesClient ? contentPageRenderer(options.db, options.distDir!) : undefined;
  try {
    contentPages?.prepare();
  } catch (error) {
    app.log.error({ err: error }, 'content page template unusable');
  }
  if (contentPages) app.addHook('onClose', contentPages.close);
  const footer = servesClient
    ? footerFiller(options.db, options.distDir!, { onError: (error) => app.log.error({ err: error }, 'footer data unreadable; pages go without it') })
    : undefined;
  const gamesPage = servesClient ? gamesPageRenderer(options.db, options.distDir!) : undefined;
  const memberPages =
    servesClient && options.ssrDir
      ? memberPageRenderer(app, options.db, {
          distDir: options.distDir!,
          ssrDir: options.ssrDir,
          localesDir: options.localesDir,
          onError: (error, message) => app.log.error({ err: error }, message),
        })
      : undefined;
  const sendHtml = (reply: FastifyReply, html: string) => reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  /** A prerendered page, its footer filled by the server (http/footer.ts). */
  const sendPrerendered = async (reply: FastifyReply, file: string) => sendHtml(reply, await footer!.page(file));
  if (servesClient) app.get('/', (_request, reply) => sendPrerendered(reply, 'index.html')); // the home, prerendered into index.html
  app.setNotFoundHandler(async (request, reply) => {
    if (contentPages && isAppNavigation(request)) {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith(APP_PATHS.games) && gamesPage) {
        const html = await gamesPage.render(path).catch((error: unknown) => {
          request.log.error({ err: error }, 'games page not rendered; the app will load it');
          return undefined;
        });
        if (html) return sendHtml(reply, await footer!.fill(html));
      }
      const memberPage = await memberPages?.render(request, path);
      if (memberPage) return sendMemberPage(reply, await footer!.fill(memberPage));
      const file = appPageFile(options.distDir!, path);
      if (!isShell(file)) {
        const fits = await prerenderedPageFits(options.db, request, path);
        return fits ? sendPrerendered(reply, file) : sendAppPage(reply, shellFile(options.distDir!));
      }
      // A CMS page comes complete; other client-side routes get the SPA, which decides what to show
      // (including its own not-found page).
      const html = await contentPages.render(path).catch((error: unknown) => {
        request.log.error({ err: error }, 'content page not rendered; the app will load it');
        return undefined;
      });
      if (html) return sendHtml(reply, await footer!.fill(html));
      return sendAppPage(reply, file);
    }
    return sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
  return app;
}

/** Everything under /api: one plugin per area, never cached, JSON 404 for unknown paths. */
function apiRoutes({ db, languages, publicOrigin, ssoSecrets = {}, queue, now = () => new Date() }: BuildAppOptions): FastifyPluginAsync {
  return async (api) => {
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store'); // per-user and switch data must never be stale
    });
    refuseForeignOrigins(api);
    if (queue) await requireQueueAdmission(api, db, publicOrigin); // the line is the only way in
    await api.register(configRoutes, { db });
    await api.register(pagesRoutes, { db, languages });
    await api.register(usersRoutes, { db, ssoSecrets });
    await api.register(groupsRoutes, { db });
    await api.register(deepLinkRoutes, { db });
    await api.register(membershipRoutes, { db });
    await api.register(seatChangeRoutes, { db, publicOrigin });
    await api.register(signupRoutes, { db, publicOrigin });
    await api.register(signupMailCodeRoutes, { db });
    await api.register(memberCardRoutes, { db });
    await api.register(gamesRoutes, { db });
    await api.register(gateRoutes, { db, now });
    await api.register(photoReviewRoutes, { db });
    await api.register(releasesRoutes, { db });
    await api.register(seasonRoutes, { db, now });
    await api.register(homeRoutes, { db, now });
    await api.register(calendarRoutes, { db, publicOrigin, now });
    await api.register(guestPassesRoutes, { db });
    await api.register(ticketsRoutes, { db, publicOrigin });
    await api.register(renewalRoutes, { db, now });
    await api.register(relocationRoutes, { db, now });
    await api.register(waitingListRoutes, { db, now });
    api.all('/*', async (request, reply) =>
      sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`),
    );
  };
}
