import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FOOTER_DATA_TTL_MS, footerFiller } from './footer.ts';
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

  it('a script loading pages in a loop costs one read of the data per TTL; a change shows after it', async () => {
    let reads = 0;
    const counting: Queryable = {
      query: (sql, params) => {
        if (sql.includes('FROM legal_links')) reads += 1;
        return t.db.query(sql, params);
      },
      exec: (sql) => t.db.exec(sql),
    };
    let clock = Date.parse('2030-03-01T10:00:00Z');
    const filler = footerFiller(counting, distDir, { now: () => clock });
    await Promise.all(Array.from({ length: 20 }, () => filler.page('index.html')));
    for (let request = 0; request < 20; request += 1) await filler.page('index.html');
    expect(reads).toBe(1);

    await t.db.query("UPDATE legal_links SET url = '/aviso-legal-nuevo' WHERE id = 'legalNotice'");
    clock += FOOTER_DATA_TTL_MS - 1;
    expect(await filler.page('index.html')).not.toContain('/aviso-legal-nuevo');
    clock += 1;
    expect(await filler.page('index.html')).toContain('href="/aviso-legal-nuevo"');
    expect(reads).toBe(2);
  });

  it('serves the page as built when the data cannot be read', async () => {
    const broken: Queryable = { query: () => Promise.reject(new Error('database down')), exec: () => Promise.resolve() };
    const errors: unknown[] = [];
    const body = await footerFiller(broken, distDir, { onError: (error) => errors.push(error) }).page('index.html');
    expect(body).toBe(fakePrerenderedPage('Abonos'));
    expect(errors).toHaveLength(1);
  });

  it('cannot inject markup or a script link into the page', async () => {
    await t.db.query("UPDATE sponsors SET alt = $1 WHERE id = (SELECT min(id) FROM sponsors)", ['"><script>alert(1)</script>']);
    await t.db.query("UPDATE legal_links SET url = 'javascript:alert(2)' WHERE id = 'legalNotice'");
    await t.db.query("UPDATE legal_links SET url = $1 WHERE id = 'privacyPolicy'", ['https://x.example/"onmouseover="alert(3)']);
    await t.db.query("UPDATE club_contact SET name = $1", ['Club $& </footer><img src=x onerror=alert(4)>']);
    const body = await footerFiller(t.db, distDir).page('index.html');
    const footer = /<footer[^]*?<\/footer>/.exec(body)![0];
    expect(footer).not.toMatch(/<script|javascript:|"onmouseover|<img src=x/);
    expect(footer).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(footer).toContain('href="https://x.example/&quot;onmouseover=&quot;alert(3)"');
    expect(footer).toContain('Club $&amp; &lt;/footer&gt;&lt;img src=x onerror=alert(4)&gt;');
    expect(footer.endsWith(`<p>© ${new Date().getUTCFullYear()} Club</p></div></footer>`)).toBe(true);
    // The data the app hydrates with cannot end its script element either.
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(stateOf(body).information?.legalLinks).not.toContainEqual(expect.objectContaining({ id: 'legalNotice' }));
  });
});
