import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { footerFiller } from './footer.ts';
import { fakeFooterTemplate, fakePrerenderedPage } from './footer.fixtures.ts';

const html = { accept: 'text/html' };
const SHELL = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';

/** The page's state, as the app reads it. */
const stateOf = (body: string) => JSON.parse(/<script type="application\/json" id="prerender-state">([^<]*)<\/script>/.exec(body)![1]!) as { information?: { legalLinks: unknown[] } };

describe('the footer in prerendered pages', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
    await mkdir(join(distDir, 'abonos', 'adulto'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), fakePrerenderedPage('Abonos'));
    await writeFile(join(distDir, 'abonos', 'adulto', 'index.html'), fakePrerenderedPage('Abono adulto'));
    await writeFile(join(distDir, 'spa.html'), SHELL);
    await writeFile(join(distDir, '_footer-template.json'), JSON.stringify(fakeFooterTemplate()));
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/abonos/adulto'])('%s comes with its legal and privacy links, and the data the app hydrates them with', async (url) => {
    const response = await t.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<a class="l" href="/aviso-legal" data-discover="true">Aviso legal</a>');
    expect(response.body).toContain('<a class="l" href="/politica-privacidad" data-discover="true">Política de privacidad</a>');
    expect(response.body).not.toContain('Cargando...');
    expect(stateOf(response.body).information?.legalLinks).toContainEqual({ id: 'legalNotice', url: '/aviso-legal' });
  });

  it('serves / to any client, not only to browsers', async () => {
    expect((await t.app.inject({ url: '/' })).body).toContain('href="/aviso-legal"');
  });

  it('keeps its template to itself', async () => {
    expect((await t.app.inject({ url: '/_footer-template.json' })).statusCode).toBe(404);
  });

  it('serves the page as built when the data cannot be read', async () => {
    const broken: Queryable = { query: () => Promise.reject(new Error('database down')), exec: () => Promise.resolve() };
    const errors: unknown[] = [];
    const body = await footerFiller(broken, distDir, { onError: (error) => errors.push(error) }).page('index.html');
    expect(body).toBe(fakePrerenderedPage('Abonos'));
    expect(errors).toHaveLength(1);
  });
});
