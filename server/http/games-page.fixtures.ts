import { GAMES_PAGE_TOKENS as T, type GamePageTemplate, type GamesPageTemplate } from '../../src/api/games-page-template.ts';

const card = (badge: string) =>
  `<li><p>${T.competition}</p><h2><a href="/partidos/${T.id}">${T.opponent}</a></h2><p><time dateTime="${T.startsAt}">${T.date} · ${T.time}</time></p><p>${badge}</p></li>`;

const common = {
  language: 'es',
  state: { language: 'es', loaderData: { '0': null, '0-7': null }, app: { entry: '/assets/index-abc.js', prefetch: [] } },
  routeId: '0-7',
  competitions: { MENS_LEAGUE: 'Liga masculina', WOMENS_LEAGUE: 'Liga femenina', PRESENTATION: 'Presentación' },
};

/** A games page template shaped as the build writes it (src/app/prerender-games.tsx), without a build. */
export function fakeGamesPageTemplate(): GamesPageTemplate {
  return {
    ...common,
    document: `<!doctype html><html lang="es"><head><title>Partidos en casa ${T.season}</title></head><body><div id="root"><main><h1>Partidos en casa ${T.season}</h1><ul>${T.cards}</ul></main></div>
<script type="application/json" id="prerender-state">${T.state}</script></body></html>`,
    cards: {
      open: card(`A la venta hasta el ${T.saleMoment}`),
      upcoming: card(`A la venta desde el ${T.saleMoment}`),
      over: card('Venta cerrada'),
      played: card('Partido jugado'),
      none: card('Sin venta'),
    },
  };
}

const view = (badge: string, buy = '') =>
  `<main><h1>Contra ${T.opponent}</h1><p>${T.competition}</p><p><time dateTime="${T.startsAt}">${T.date} · ${T.time}</time></p><p>${badge}</p>${buy}`;
const views = (badge: string, buy = '') => ({
  withPrices: `${view(badge, buy)}<table><tbody>${T.prices}</tbody></table></main>`,
  withoutPrices: `${view(badge, buy)}</main>`,
});

/** A game's page template shaped as the build writes it (src/app/prerender-games.tsx), without a build. */
export function fakeGamePageTemplate(): GamePageTemplate {
  return {
    ...common,
    document: `<!doctype html><html lang="es"><head><title>Contra ${T.opponent}</title></head><body><div id="root">${T.view}</div>
<script type="application/json" id="prerender-state">${T.state}</script></body></html>`,
    views: {
      open: views(`A la venta hasta el ${T.saleMoment}`, `<a href="/partidos/${T.id}/entradas">Comprar entradas</a><p>${T.maxTickets}</p>`),
      upcoming: views(`A la venta desde el ${T.saleMoment}`),
      over: views('Venta cerrada'),
      played: views('Partido jugado'),
      none: views('Sin venta'),
    },
    priceRow: `<tr><th scope="row">${T.areaName}</th><td>${T.price}</td></tr>`,
    maxTickets: Array.from({ length: 100 }, (_unused, count) => `Hasta ${count} entradas por persona.`),
  };
}
