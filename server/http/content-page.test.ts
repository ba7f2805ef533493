import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { fakeContentPageTemplate } from './content-page.fixtures.ts';

const SHELL = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

/** What a CMS editor (or an attacker with its password) could write; nothing of it may run. */
const HOSTILE_CONTENT =
  '<p>Texto</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">pulsa</a><form><input name="pin"></form>';

describe('CMS pages served as HTML', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
    await mkdir(join(distDir, '_content-page'));
    await writeFile(join(distDir, 'index.html'), SHELL);
    await writeFile(join(distDir, 'spa.html'), SHELL);
    await writeFile(join(distDir, '_content-page', 'index.html'), fakeContentPageTemplate());
    t = await createTestApp({ distDir });
    await t.db.query(
      "INSERT INTO content_pages (tag, lang, path, title, content) VALUES ('hostil', 'es', '/pagina-hostil', 'Hostil <b>', $1)",
      [HOSTILE_CONTENT],
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(['/aviso-legal', '/Aviso-Legal/', '/legal-notice?utm=x'])('%s comes with its page in the HTML', async (url) => {
    const response = await t.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const english = url.startsWith('/legal');
    expect(response.body).toContain(english ? '<title>Legal notice</title>' : '<title>Aviso legal</title>');
    expect(response.body).toContain(`<article lang="${english ? 'en' : 'es'}">`);
    expect(response.body).toContain(english ? '<h2 id="owner">' : '<h2 id="titular">Titular del sitio web</h2>');
  });

  it('neutralises hostile HTML from the CMS in the page it serves', async () => {
    const body = (await t.app.inject({ url: '/pagina-hostil', headers: html })).body;
    const article = /<article[^]*<\/article>/.exec(body)![0];
    expect(article).toContain('<h1>Hostil &#60;b&#62;</h1>');
    expect(article).toContain('<p>Texto</p>');
    expect(article).not.toMatch(/<script|onerror|javascript:|<form|<input/i);
  });

  it('shows a CMS edit at once, whatever this process rendered before', async () => {
    await t.app.inject({ url: '/politica-cookies', headers: html });
    await t.db.query("UPDATE content_pages SET content = '<p>Nueva versión</p>', updated_at = now() + interval '1 second' WHERE tag = 'politica-cookies' AND lang = 'es'");
    expect((await t.app.inject({ url: '/politica-cookies', headers: html })).body).toContain('<p>Nueva versión</p>');
  });

  it.each(['/no-es-una-pagina', '/_content-page', '/_content-page/', '/_content-page/index.html'])(
    '%s gets the plain shell, never the template',
    async (url) => {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    },
  );
});
