import { GAMES_PAGE_TOKENS as T, type GamesPageTemplate } from '../../src/api/games-page-template.ts';

const card = (badge: string) =>
  `<li><p>${T.competition}</p><h2><a href="/partidos/${T.id}">${T.opponent}</a></h2><p><time dateTime="${T.startsAt}">${T.date} · ${T.time}</time></p><p>${badge}</p></li>`;

/** A games page template shaped as the build writes it (src/app/prerender-games.tsx), without a build. */
export function fakeGamesPageTemplate(): GamesPageTemplate {
  return {
    language: 'es',
    document: `<!doctype html><html lang="es"><head><title>Partidos en casa ${T.season}</title></head><body><div id="root"><main><h1>Partidos en casa ${T.season}</h1><ul>${T.cards}</ul></main></div>
<script type="application/json" id="prerender-state">${T.state}</script></body></html>`,
    state: { language: 'es', loaderData: { '0': null, '0-7': null }, app: { entry: '/assets/index-abc.js', prefetch: [] } },
    routeId: '0-7',
    cards: {
      open: card(`A la venta hasta el ${T.saleMoment}`),
      upcoming: card(`A la venta desde el ${T.saleMoment}`),
      over: card('Venta cerrada'),
      played: card('Partido jugado'),
      none: card('Sin venta'),
    },
    competitions: { MENS_LEAGUE: 'Liga masculina', WOMENS_LEAGUE: 'Liga femenina', PRESENTATION: 'Presentación' },
  };
}
