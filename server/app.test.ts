import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/api/errors.ts';
import { CONTENT_SECURITY_POLICY } from './http/security-headers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="es"><head><title>Club</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('app with a client build', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    await writeFile(join(distDir, 'robots.txt'), 'User-agent: *');
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/abonado/cambio-asiento/seleccion-sector', '/mentions-legales?x=1'])(
    'serves index.html with 200 for the app route %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    },
  );

  it('serves hashed assets with a long cache and other files with a short one', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined(); // CSP is for HTML documents
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses large answers for clients that accept it', async () => {
    const big = `console.log(${JSON.stringify('abonos '.repeat(2000))});`;
    await writeFile(join(distDir, 'assets', 'big-def456.js'), big);
    const brotli = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(big.length / 10);
    const plain = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it.each([
    ['a missing asset, even when HTML is accepted', '/assets/missing.js', html],
    ['an unknown API path, even when HTML is accepted', '/api/nothing/here', html],
    ['a deep path requested without accepting HTML', '/abonado/perfil', { accept: 'application/json' }],
  ])('answers 404 JSON, not index.html, for %s', async (_case, url, headers) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorBodySchema.parse(response.json()).statusCode).toBe(404);
  });

  it('adds the security headers to every kind of response', async () => {
    for (const url of ['/api/config/partners', '/api/unknown', '/translations/es.json', '/assets/index-abc123.js', '/']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('app without a client build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ distDir: join(tmpdir(), 'club-no-such-dist') });
  });
  afterAll(() => t.close());

  it('answers unknown /api paths and methods with a 404 JSON body', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/unknown' },
      { method: 'GET' as const, url: '/api' },
      { method: 'POST' as const, url: '/api/config/partners' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(apiErrorBodySchema.parse(response.json())).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('has no SPA fallback: an app route is a 404', async () => {
    const response = await t.app.inject({ url: '/abonado', headers: html });
    expect(response.statusCode).toBe(404);
  });

  it('turns a thrown error into a 500 contract body without internals', async () => {
    await t.db.query('DELETE FROM club_contact');
    const response = await t.app.inject('/api/pages/information');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  });

  it('answers a malformed JSON body with a 400 contract body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(response.json())).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('app with prerendered pages', () => {
  let t: TestApp;
  let distDir: string;
  const page = (name: string) => `<!doctype html><html lang="es"><body><div id="root">${name}</div></body></html>`;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
    await mkdir(join(distDir, 'abonos', 'joven'), { recursive: true });
    await mkdir(join(distDir, '.vite'));
    await writeFile(join(distDir, 'index.html'), page('home'));
    await writeFile(join(distDir, 'spa.html'), page(''));
    await writeFile(join(distDir, 'abonos', 'joven', 'index.html'), page('joven'));
    await mkdir(join(distDir, 'abonado'));
    await writeFile(join(distDir, 'abonado', 'index.html'), page('login'));
    await mkdir(join(distDir, 'hazte-abonado', 'datos-personales-base'), { recursive: true });
    await writeFile(join(distDir, 'hazte-abonado', 'datos-personales-base', 'index.html'), page('step 1'));
    await writeFile(join(distDir, '.vite', 'manifest.json'), '{}');
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'home'],
    ['/abonos/joven', 'joven'],
    ['/abonos/joven?utm=x', 'joven'],
    ['/abonos/platino', ''],
    ['/aviso-legal', ''],
    ['/abonos/../abonos/joven', 'joven'],
  ])('%s gets its prerendered page or the plain shell', async (url, content) => {
    const response = await t.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page(content));
  });

  it('does not publish the build manifest', async () => {
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it.each([
    ['/abonos/joven/', 'joven'],
    ['/abonos/joven/index.html', ''],
    ['/spa.html', ''],
  ])('answers %s through the page choice, not as a file', async (url, content) => {
    const response = await t.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page(content));
  });

  describe('pages prerendered for visitors', () => {
    const get = async (url: string, cookie?: string) =>
      (await t.app.inject({ url, headers: { ...html, ...(cookie ? { cookie } : {}) } })).body;
    afterEach(async () => {
      await t.db.query('UPDATE settings SET partner_area_maintenance_mode = false, enable_partner_creation = true');
    });

    it('serves them to a visitor, and the shell to a request with a session, whose page the app draws', async () => {
      expect(await get('/abonado')).toBe(page('login'));
      expect(await get('/abonado/')).toBe(page('login'));
      expect(await get('/abonado', 'sid=anything')).toBe(page(''));
      expect(await get('/hazte-abonado/datos-personales-base', 'sid=anything')).toBe(page(''));
      expect(await get('/abonos/joven', 'sid=anything')).toBe(page('joven')); // campaign pages fit everyone
    });

    it('serves the shell while a switch closes the page, so the app\'s guards send the visitor on', async () => {
      await t.db.query('UPDATE settings SET enable_partner_creation = false');
      expect(await get('/hazte-abonado/datos-personales-base')).toBe(page(''));
      expect(await get('/abonado')).toBe(page('login'));
      await t.db.query('UPDATE settings SET partner_area_maintenance_mode = true');
      expect(await get('/abonado')).toBe(page(''));
    });
  });
});
