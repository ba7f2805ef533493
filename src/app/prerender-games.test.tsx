import { describe, expect, it } from 'vitest';
import { assembleGamesPage } from '../api/games-page-template';
import type { PublicGame } from '../api/games';
import { spanishI18n } from '../test/i18n';
import { NOW, seasonGames } from '../../stories/features/games/fixtures';
import { GAMES_PAGE_DATA, gamesPageTemplate, renderGamesList } from './prerender-games';

const HOSTILE = `"><script>alert(1)</script>&'`;
const ROUTE_ID = '0-7';

/** A page shaped as scripts/prerender.mjs writes /partidos from the placeholder data, without a build. */
function builtPage(i18n: ReturnType<typeof spanishI18n>): string {
  const state = { language: 'es', loaderData: { '0': null, [ROUTE_ID]: GAMES_PAGE_DATA }, app: { entry: '/assets/index-abc.js', prefetch: [] } };
  return `<!doctype html><html lang="es"><head><title>Partidos</title></head><body><div id="root">${renderGamesList(GAMES_PAGE_DATA, NOW, i18n)}</div>
<script type="application/json" id="prerender-state">${JSON.stringify(state)}</script></body></html>`;
}

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\n<script/.exec(html)![1]!;
const stateOf = (html: string) => JSON.parse(/id="prerender-state">([^<]*)</.exec(html)![1]!) as { loaderData: Record<string, unknown>; app: unknown };

describe('the games page template', () => {
  const i18n = spanishI18n();
  const template = gamesPageTemplate(builtPage(i18n), i18n);
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
