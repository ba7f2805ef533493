import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PAGE_TEMPLATE_PATH, GAMES_PAGE_TEMPLATE_PATH } from '../../src/api/games-page-template.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Queryable } from '../db/db.ts';
import { fakeGamePageTemplate, fakeGamesPageTemplate } from './games-page.fixtures.ts';
import { GAMES_PAGE_DATA_TTL_MS, gamesPageRenderer } from './games-page.ts';

const SHELL = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

const stateOf = (body: string) => JSON.parse(/id="prerender-state">([^<]*)</.exec(body)![1]!) as { loaderData: Record<string, { games: { opponent: string }[] } | null> };

describe('/partidos and a game’s page served as HTML with the season’s games', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'club-dist-'));
    await writeFile(join(distDir, 'index.html'), SHELL);
    await writeFile(join(distDir, 'spa.html'), SHELL);
    await writeFile(join(distDir, GAMES_PAGE_TEMPLATE_PATH), JSON.stringify(fakeGamesPageTemplate()));
    await writeFile(join(distDir, GAME_PAGE_TEMPLATE_PATH), JSON.stringify(fakeGamePageTemplate()));
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('comes with every game of the season in the HTML and in the state the app hydrates from', async () => {
    const response = await t.app.inject({ url: '/partidos', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { rows } = await t.db.query<{ id: number; opponent: string }>('SELECT id, opponent FROM games WHERE season = $1 ORDER BY starts_at, id', ['25/26']);
    expect(rows.length).toBeGreaterThan(30);
    expect(response.body.match(/<li>/g)).toHaveLength(rows.length);
    for (const game of rows) expect(response.body).toContain(`<a href="/partidos/${game.id}">${game.opponent}</a>`);
    expect(response.body).toContain('<title>Partidos en casa 25/26</title>');
    expect(response.body).not.toMatch(/__GAMES?_[A-Z_]+__/);
    expect(stateOf(response.body).loaderData['0-7']!.games.map((game) => game.opponent)).toEqual(rows.map((game) => game.opponent));
  });

  it('a script loading the page in a loop costs one read of the games per TTL; a change shows after it, a name as text', async () => {
    let reads = 0;
    const counting: Queryable = {
      query: (sql, params) => {
        if (sql.includes('FROM games')) reads += 1;
        return t.db.query(sql, params);
      },
      exec: (sql) => t.db.exec(sql),
    };
    let clock = Date.parse('2025-10-20T10:00:00Z');
    const page = gamesPageRenderer(counting, distDir, { now: () => clock });
    await Promise.all(Array.from({ length: 20 }, () => page.render('/partidos')));
    for (let request = 0; request < 20; request += 1) await page.render('/partidos');
    expect(reads).toBe(2); // the season, then its games

    await t.db.query(`UPDATE games SET opponent = '<b>Rival</b> & cía' WHERE id = (SELECT min(id) FROM games)`);
    clock += GAMES_PAGE_DATA_TTL_MS - 1;
    expect(await page.render('/partidos')).not.toContain('Rival');
    clock += 1;
    const body = (await page.render('/partidos'))!;
    expect(body).toContain('&lt;b&gt;Rival&lt;/b&gt; &amp; cía');
    expect(body).not.toContain('<b>Rival');
    expect(reads).toBe(4);
  });

  it('comes with a game, its prices and its way to the tickets in the HTML and the state', async () => {
    // A game of the season with prices, its sale open now.
    const { rows } = await t.db.query<{ id: number; opponent: string }>(
      `UPDATE games SET sale_opens_at = now() - interval '1 day', sale_closes_at = now() + interval '1 day'
       WHERE id = (SELECT max(id) FROM games WHERE season = '25/26' AND price_tier IS NOT NULL) RETURNING id, opponent`,
    );
    const game = rows[0]!;
    const body = (await t.app.inject({ url: `/partidos/${game.id}`, headers: html })).body;
    expect(body).toContain(`<title>Contra ${game.opponent}</title>`);
    expect(body).toContain(`<a href="/partidos/${game.id}/entradas">Comprar entradas</a><p>Hasta 8 entradas por persona.</p>`);
    expect(body).toMatch(/<tr><th scope="row">[^<]+<\/th><td>\d+\s€<\/td><\/tr>/);
    expect(body).not.toMatch(/__GAMES?_[A-Z_]+__/);
    const state = JSON.parse(/id="prerender-state">([^<]*)</.exec(body)![1]!) as { loaderData: Record<string, { game: { id: number; prices: unknown[] } }> };
    expect(state.loaderData['0-7']!.game).toMatchObject({ id: game.id, maxTickets: 8 });
    expect(state.loaderData['0-7']!.game.prices.length).toBeGreaterThan(0);
  });

  it.each(['/partidos/999999', '/partidos/0', '/partidos/abc', '/partidos/1/x'])('leaves %s (no game of the season) to the app', async (url) => {
    expect((await t.app.inject({ url, headers: html })).body).toBe(SHELL);
  });

  it('never sends the templates themselves', async () => {
    expect((await t.app.inject({ url: GAMES_PAGE_TEMPLATE_PATH })).statusCode).toBe(404);
    expect((await t.app.inject({ url: GAME_PAGE_TEMPLATE_PATH })).statusCode).toBe(404);
  });

  it('leaves a season without games to the app, which says so', async () => {
    const noGames = { query: async () => ({ rows: [] }) } as unknown as Queryable;
    expect(await gamesPageRenderer(noGames, distDir).render('/partidos')).toBeUndefined();
  });
});
