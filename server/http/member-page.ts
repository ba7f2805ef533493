import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assembleMemberPage, MEMBER_PAGE_TEMPLATE_PATH, type MemberPageTemplate } from '../../src/api/member-page-template.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import type { Queryable } from '../db/db.ts';
import { readServerConfig } from '../store/settings.ts';

/** What the build's module for member pages offers (dist-ssr/member-page.js, from src/app/render-member.tsx). */
export interface MemberPageModule {
  appVersion: string;
  /** Each page drawn for a session, and the API paths it is drawn from. */
  MEMBER_PAGE_CALLS: Record<string, string[]>;
  initServerI18n(language: string, translations: Record<string, unknown>): Promise<void>;
  /** The language the app will choose in the browser that sent these headers. */
  languageOfBrowser(cookieHeader: string, acceptLanguage: string | undefined): string;
  renderMemberPage(path: string, origin: string, answers: Record<string, unknown>): Promise<{ markup: string; state: Record<string, unknown> } | null>;
}

export interface MemberPageOptions {
  distDir: string;
  /** Where the build put its server-side modules (dist-ssr/). */
  ssrDir: string;
  localesDir: string;
  onError: (error: unknown, message: string) => void;
}

/** The address the routes are matched against while drawing (only the path matters). */
const DRAWING_ORIGIN = 'http://member-page.local';

/**
 * A member's page drawn by the server for their session (beyond §7): /abonado arrives as complete
 * HTML with their home, as the campaign's pages do, instead of the plain shell whose script must
 * run, ask who they are and what their home holds, and only then draw anything. The page's data
 * comes from this server's own API, asked in-process with the browser's cookies, so the session,
 * the limits (a home read counts as one) and the answers are exactly the app's. Any doubt (no
 * build module, another language, maintenance, an answer that is not 200, a drawing that fails)
 * answers undefined: the plain shell is sent and the app does as before.
 */
export function memberPageRenderer(app: FastifyInstance, db: Queryable, options: MemberPageOptions) {
  let drawer: Promise<{ template: MemberPageTemplate; module: MemberPageModule } | null> | undefined;
  const load = () =>
    (drawer ??= loadDrawer(options).catch((error: unknown) => {
      options.onError(error, 'member page module unusable; members get the plain shell');
      return null;
    }));

  return {
    /** The page for this request, or undefined when the app is to draw it. */
    async render(request: FastifyRequest, path: string): Promise<string | undefined> {
      if (request.method !== 'GET' || !request.cookies[SESSION_COOKIE]) return undefined;
      const ready = await load();
      const calls = ready?.module.MEMBER_PAGE_CALLS[path];
      if (!ready || !calls) return undefined;
      if (ready.module.languageOfBrowser(request.headers.cookie ?? '', request.headers['accept-language']) !== ready.template.language) return undefined;
      try {
        if ((await readServerConfig(db)).partnerAreaMaintenanceMode) return undefined;
        const answers = await Promise.all(calls.map((key) => askForTheBrowser(app, request, key)));
        if (answers.some((answer) => answer === undefined)) return undefined;
        const page = await ready.module.renderMemberPage(path, DRAWING_ORIGIN, Object.fromEntries(calls.map((key, index) => [key, answers[index]])));
        return page ? assembleMemberPage(ready.template, page) : undefined;
      } catch (error) {
        options.onError(error, 'member page not drawn; the app will draw it');
        return undefined;
      }
    },
  };
}

/** A page with one member's data: never stored by a cache, and never answered to another cookie. */
export function sendMemberPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Vary', 'Cookie').send(html);
}

/** The build's document and module, loaded at the first member page; null for a build without them. */
async function loadDrawer({ distDir, ssrDir, localesDir }: MemberPageOptions) {
  const templateFile = join(distDir, MEMBER_PAGE_TEMPLATE_PATH);
  const moduleFile = join(ssrDir, 'member-page.js');
  if (!existsSync(templateFile) || !existsSync(moduleFile)) return null;
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as MemberPageTemplate;
  const module = (await import(pathToFileURL(moduleFile).href)) as MemberPageModule;
  if (module.appVersion !== template.version) {
    throw new Error(`${moduleFile} is of build ${module.appVersion}, the pages of build ${template.version}`);
  }
  await module.initServerI18n(template.language, JSON.parse(readFileSync(join(localesDir, `${template.language}.json`), 'utf8')) as Record<string, unknown>);
  return { template, module };
}

/** GET /api/{path} as the browser would ask it (its cookies, language and address); the body of a 200, else undefined. */
async function askForTheBrowser(app: FastifyInstance, request: FastifyRequest, path: string): Promise<unknown> {
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({ method: 'GET', url: `/api/${path}`, headers, remoteAddress: request.ip });
  return response.statusCode === 200 ? (response.json() as unknown) : undefined;
}
