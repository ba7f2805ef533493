import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../db/db.ts';
import { FOOTER_DATA_TTL_MS, footerFiller } from '../http/footer.ts';
import { fakeFooterTemplate, fakePrerenderedPage } from '../http/footer.fixtures.ts';
import { createTestDb } from '../test/test-app.ts';

/** The page's state, as the app reads it. */
const stateOf = (body: string) => JSON.parse(/<script type="application\/json" id="prerender-state">([^<]*)<\/script>/.exec(body)![1]!) as { information?: { legalLinks: unknown[] } };

/**
 * The footer the server fills into every prerendered page (http/footer.ts): anyone may load the
 * pages, as often as a script likes, and the footer's data is CMS text.
 */
describe('footer data in prerendered pages', () => {
  let db: Db;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
    await writeFile(join(distDir, 'index.html'), fakePrerenderedPage('Abonos'));
    await writeFile(join(distDir, '_footer-template.json'), JSON.stringify(fakeFooterTemplate()));
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('a script loading pages in a loop costs one read of the data per TTL; a change shows after it', async () => {
    let reads = 0;
    const counting: Queryable = {
      query: (sql, params) => {
        if (sql.includes('FROM legal_links')) reads += 1;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    };
    let clock = Date.parse('2030-03-01T10:00:00Z');
    const filler = footerFiller(counting, distDir, { now: () => clock });
    await Promise.all(Array.from({ length: 20 }, () => filler.page('index.html')));
    for (let request = 0; request < 20; request += 1) await filler.page('index.html');
    expect(reads).toBe(1);

    await db.query("UPDATE legal_links SET url = '/aviso-legal-nuevo' WHERE id = 'legalNotice'");
    clock += FOOTER_DATA_TTL_MS - 1;
    expect(await filler.page('index.html')).not.toContain('/aviso-legal-nuevo');
    clock += 1;
    expect(await filler.page('index.html')).toContain('href="/aviso-legal-nuevo"');
    expect(reads).toBe(2);
  });

  it('cannot inject markup or a script link into the page', async () => {
    await db.query("UPDATE sponsors SET alt = $1 WHERE id = (SELECT min(id) FROM sponsors)", ['"><script>alert(1)</script>']);
    await db.query("UPDATE legal_links SET url = 'javascript:alert(2)' WHERE id = 'legalNotice'");
    await db.query("UPDATE legal_links SET url = $1 WHERE id = 'privacyPolicy'", ['https://x.example/"onmouseover="alert(3)']);
    await db.query("UPDATE club_contact SET name = $1", ['Club $& </footer><img src=x onerror=alert(4)>']);
    const body = await footerFiller(db, distDir).page('index.html');
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
