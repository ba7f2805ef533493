import { describe, expect, it } from 'vitest';
import { assembleGamePage, assembleGamesPage } from '../api/games-page-template';
import type { PublicGame } from '../api/games';
import { spanishI18n } from '../test/i18n';
import { gameOnSale, gamePlayed, gameUpcoming, gameWithoutSale, NOW, seasonGames } from '../../stories/features/games/fixtures';
import { GAME_PAGE_DATA, gamePageTemplate, GAMES_PAGE_DATA, gamesPageTemplate, renderGamePage, renderGamesList } from './prerender-games';

const HOSTILE = `"><script>alert(1)</script>&'`;
const ROUTE_ID = '0-7';

/** A page shaped as scripts/prerender.mjs writes it from the placeholder data, without a build. */
function builtPage(data: unknown, root: string): string {
  const state = { language: 'es', loaderData: { '0': null, [ROUTE_ID]: data }, app: { entry: '/assets/index-abc.js', prefetch: [] } };
  return `<!doctype html><html lang="es"><head><title>Partidos</title></head><body><div id="root">${root}</div>
<script type="application/json" id="prerender-state">${JSON.stringify(state)}</script></body></html>`;
}

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\n<script/.exec(html)![1]!;
const stateOf = (html: string) => JSON.parse(/id="prerender-state">([^<]*)</.exec(html)![1]!) as { loaderData: Record<string, unknown>; app: unknown };

describe('the games page template', () => {
  const i18n = spanishI18n();
  const template = gamesPageTemplate(builtPage(GAMES_PAGE_DATA, renderGamesList(GAMES_PAGE_DATA, NOW, i18n)), i18n);
  // One game in each state of its sale, and an opponent's name that is hostile markup.
  const games: PublicGame[] = [...seasonGames, { ...seasonGames[2]!, id: 6, opponent: HOSTILE, competition: 'PRESENTATION' }];

  it('filled with the season, is the markup the app renders for it (the page hydrates unchanged)', () => {
    const page = assembleGamesPage(template, { season: '25/26', games }, NOW);
    expect(rootOf(page)).toBe(renderGamesList({ status: 'loaded', season: '25/26', games }, NOW, i18n));
  });

  it("carries the same data in the page's state, for the route to hydrate with", () => {
    const state = stateOf(assembleGamesPage(template, { season: '25/26', games }, NOW));
    expect(state.loaderData[ROUTE_ID]).toEqual({ status: 'loaded', season: '25/26', games });
    expect(state.app).toEqual({ entry: '/assets/index-abc.js', prefetch: [] });
  });

  it('keeps a hostile name as text, in the markup and in the state', () => {
    const page = assembleGamesPage(template, { season: '25/26', games }, NOW);
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#x27;');
  });

  it('has one card per state of a sale, each with every value a token', () => {
    expect(Object.keys(template.cards).sort()).toEqual(['none', 'open', 'over', 'played', 'upcoming']);
    for (const card of Object.values(template.cards)) expect(card).toMatch(/__GAME_OPPONENT__[\s\S]*__GAME_DATE__/);
  });
});

describe("a game's page template", () => {
  const i18n = spanishI18n();
  const template = gamePageTemplate(builtPage(GAME_PAGE_DATA, renderGamePage(GAME_PAGE_DATA, NOW, i18n)), i18n);
  const hostile = { ...gameOnSale, opponent: HOSTILE, prices: [...gameOnSale.prices, { areaId: 9, areaName: `Zona ${HOSTILE} __GAME_ID__`, price: 12.5 }] };

  it.each([
    ['on sale, with prices', gameOnSale],
    ['on sale later', gameUpcoming],
    ['played', gamePlayed],
    ['without a sale or prices', gameWithoutSale],
    ['on sale, one ticket each, hostile names', { ...hostile, maxTickets: 1 }],
  ])('filled with a game %s, is the markup the app renders for it', (_case, game) => {
    const page = assembleGamePage(template, game, NOW)!;
    expect(rootOf(page)).toBe(renderGamePage({ status: 'loaded', game }, NOW, i18n));
    expect(stateOf(page).loaderData[ROUTE_ID]).toEqual({ status: 'loaded', game });
  });

  it('keeps hostile names as text, never read again for tokens', () => {
    const page = assembleGamePage(template, hostile, NOW)!;
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('Zona &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#x27; __GAME_ID__');
  });

  it('leaves a cap on tickets it has no words for to the app', () => {
    expect(assembleGamePage(template, { ...gameOnSale, maxTickets: 100 }, NOW)).toBeUndefined();
  });
});
