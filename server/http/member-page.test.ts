import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_READ_LIMIT, homePaths } from '../../src/api/home.ts';
import { MEMBER_PAGE_TEMPLATE_PATH, MEMBER_PAGE_TOKENS as T, type MemberPageTemplate } from '../../src/api/member-page-template.ts';
import { usersPaths } from '../../src/api/users.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const SHELL = '<!doctype html><html lang="es"><body><div id="root"></div><p>shell</p></body></html>';
const PARTNER = cardDemo.withPhoto;
const VERSION = 'build-1';

const TEMPLATE: MemberPageTemplate = {
  version: VERSION,
  language: 'es',
  document: `<!doctype html><html lang="es"><head><title>${T.title}</title></head><body><div id="root">${T.markup}</div><script type="application/json" id="prerender-state">${T.state}</script></body></html>`,
  app: { entry: '/assets/index.js', prefetch: ['/assets/home.js'] },
};

/**
 * The build's module as the server loads it, written as plain JavaScript: it draws the name the
 * way React writes text, and keeps the answers it was given (the real one: src/app/render-member.tsx).
 */
const fakeModule = (version: string) => `
const escape = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
let language;
export const appVersion = ${JSON.stringify(version)};
export const MEMBER_PAGE_CALLS = { '/abonado': ['${usersPaths.extended}', '${homePaths.home}'] };
export async function initServerI18n(lng) { language = lng; }
export function languageOfBrowser(cookie, accept) {
  const chosen = /a360_lang=(\\w+)/.exec(cookie)?.[1] ?? accept?.split(',')[0].split('-')[0];
  return ['es', 'en', 'fr'].includes(chosen) ? chosen : 'es';
}
export async function renderMemberPage(path, origin, answers) {
  const user = answers['${usersPaths.extended}'];
  return { markup: '<title>Área de abonado</title><h1>Hola, ' + escape(user.name) + '</h1>', state: { language, loaderData: {}, session: { data: answers } } };
}`;

const html = (cookie?: string, language = 'es-ES,es;q=0.9') => ({ accept: 'text/html', 'accept-language': language, ...(cookie ? { cookie } : {}) });
const stateOf = (body: string) => JSON.parse(/id="prerender-state">([^<]*)</.exec(body)![1]!) as { app: unknown; session: { data: Record<string, unknown> } };

async function buildDirs(version: string) {
  const distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
  const ssrDir = await mkdtemp(join(tmpdir(), 'club-ssr-'));
  await writeFile(join(distDir, 'index.html'), SHELL);
  await writeFile(join(distDir, 'spa.html'), SHELL);
  await writeFile(join(distDir, MEMBER_PAGE_TEMPLATE_PATH), JSON.stringify(TEMPLATE));
  await writeFile(join(ssrDir, 'member-page.js'), fakeModule(version));
  return { distDir, ssrDir, remove: () => Promise.all([distDir, ssrDir].map((dir) => rm(dir, { recursive: true, force: true }))) };
}

describe('/abonado drawn by the server for a member’s session', () => {
  let t: TestApp;
  let dirs: Awaited<ReturnType<typeof buildDirs>>;
  let cookie: string;
  beforeAll(async () => {
    dirs = await buildDirs(VERSION);
    t = await createTestApp({ distDir: dirs.distDir, ssrDir: dirs.ssrDir });
    cookie = await sessionCookieFor(t.db, PARTNER);
  });
  afterAll(async () => {
    await t.close();
    await dirs.remove();
  });

  it('comes complete, from the API’s own answers for that session, and is never kept by a cache', async () => {
    const page = await t.app.inject({ url: '/abonado', headers: html(cookie) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toBe('Cookie');
    expect(page.body).toContain('<title>Área de abonado</title>');
    expect(page.body).toContain('<div id="root"><h1>Hola, ');
    expect(page.body).not.toMatch(/__MEMBER_[A-Z]+__/);
    const state = stateOf(page.body);
    expect(state.app).toEqual(TEMPLATE.app);
    const api = async (path: string) => (await t.app.inject({ url: `/api/${path}`, headers: { cookie } })).json() as unknown;
    expect(state.session.data[usersPaths.extended]).toEqual(await api(usersPaths.extended));
    expect(state.session.data[homePaths.home]).toEqual(await api(homePaths.home));
  });

  it('is the plain shell for a visitor, a session that is over, and the other paths', async () => {
    const visitor = await t.app.inject({ url: '/abonado', headers: html() });
    expect(visitor.body).toContain('shell');
    const over = await t.app.inject({ url: '/abonado', headers: html(`${SESSION_COOKIE}=not-a-session`) });
    expect(over.body).toContain('shell');
    expect(over.headers['cache-control']).not.toBe('no-store');
    const profile = await t.app.inject({ url: '/abonado/perfil', headers: html(cookie) });
    expect(profile.body).toContain('shell');
  });

  it('is left to the app for a reader of another language (the app would draw it again in theirs)', async () => {
    expect((await t.app.inject({ url: '/abonado', headers: html(cookie, 'en-GB,en;q=0.9') })).body).toContain('shell');
    expect((await t.app.inject({ url: '/abonado', headers: html(`${cookie}; a360_lang=fr`) })).body).toContain('shell');
    expect((await t.app.inject({ url: '/abonado', headers: html(cookie, 'de-DE') })).body).toContain('Hola, '); // not a language of the site: Spanish
  });

  it('is left to the app in the private area’s maintenance (its guard sends members to the notice)', async () => {
    await t.db.query('UPDATE settings SET partner_area_maintenance_mode = true');
    try {
      expect((await t.app.inject({ url: '/abonado', headers: html(cookie) })).body).toContain('shell');
    } finally {
      await t.db.query('UPDATE settings SET partner_area_maintenance_mode = false');
    }
  });

  it('writes a hostile name as text, in the markup and in the state', async () => {
    const hostile = '</script><script>alert(1)</script>';
    await t.db.query('UPDATE users SET name = $1 WHERE mail = $2', [hostile, PARTNER]);
    const page = await t.app.inject({ url: '/abonado', headers: html(cookie) });
    expect(page.body).toContain('Hola, &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect((stateOf(page.body).session.data[usersPaths.extended] as { name: string }).name).toBe(hostile);
  });

  it('a script reloading the page in a loop spends the account’s home reads: past them it gets the shell, and GET home its 429', async () => {
    const attacker = await sessionCookieFor(t.db, 'simpatizante@demo.club');
    const drawn = [];
    for (let load = 0; load <= HOME_READ_LIMIT.max; load += 1) {
      drawn.push((await t.app.inject({ url: '/abonado', headers: html(attacker) })).body.includes('Hola, '));
    }
    expect(drawn.filter(Boolean)).toHaveLength(HOME_READ_LIMIT.max);
    expect(drawn.at(-1)).toBe(false);
    expect((await t.app.inject({ url: `/api/${homePaths.home}`, headers: { cookie: attacker } })).statusCode).toBe(429);
    // Another member is untouched.
    expect((await t.app.inject({ url: '/abonado', headers: html(cookie) })).body).toContain('Hola, ');
  });

  it('never sends the template itself', async () => {
    expect((await t.app.inject({ url: MEMBER_PAGE_TEMPLATE_PATH })).statusCode).toBe(404);
  });
});

describe('a server module of another build', () => {
  it('is refused: members get the plain shell, and the reason is logged once', async () => {
    const dirs = await buildDirs('build-0');
    const lines: string[] = [];
    const t = await createTestApp({ distDir: dirs.distDir, ssrDir: dirs.ssrDir, logger: true, logLevel: 'error', logStream: { write: (line) => void lines.push(line) } });
    try {
      const cookie = await sessionCookieFor(t.db, PARTNER);
      for (let load = 0; load < 2; load += 1) expect((await t.app.inject({ url: '/abonado', headers: html(cookie) })).body).toContain('shell');
      expect(lines.filter((line) => line.includes('member page module unusable'))).toHaveLength(1);
      expect(lines.join('')).toContain('is of build build-0, the pages of build build-1');
    } finally {
      await t.close();
      await dirs.remove();
    }
  });
});
