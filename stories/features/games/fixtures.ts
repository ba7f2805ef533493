import type { GameDetail, PublicGame } from '../../../src/api/games';

/** The reader's clock in the stories: Monday 20 October 2025, noon in Madrid. */
export const NOW = Date.parse('2025-10-20T10:00:00Z');

const sale = (opensAt: string, closesAt: string, open: boolean) => ({ opensAt, closesAt, open, lineOn: false });

/** One game in each state of its sale, by tip-off. */
export const seasonGames: PublicGame[] = [
  { id: 1, season: '25/26', startsAt: '2025-10-05T16:00:00.000Z', day: '2025-10-05', competition: 'MENS_LEAGUE', opponent: 'Bilbao Basket', sale: sale('2025-09-14T08:00:00.000Z', '2025-10-05T16:00:00.000Z', false) },
  { id: 2, season: '25/26', startsAt: '2025-10-25T17:00:00.000Z', day: '2025-10-25', competition: 'WOMENS_LEAGUE', opponent: 'Casademont Zaragoza', sale: sale('2025-10-04T08:00:00.000Z', '2025-10-25T17:00:00.000Z', true) },
  { id: 3, season: '25/26', startsAt: '2025-11-02T17:00:00.000Z', day: '2025-11-02', competition: 'MENS_LEAGUE', opponent: 'Casademont Zaragoza', sale: sale('2025-10-12T08:00:00.000Z', '2025-10-19T17:00:00.000Z', false) },
  { id: 4, season: '25/26', startsAt: '2026-03-29T16:00:00.000Z', day: '2026-03-29', competition: 'MENS_LEAGUE', opponent: 'Real Madrid', sale: sale('2026-03-08T09:00:00.000Z', '2026-03-29T16:00:00.000Z', false) },
  { id: 5, season: '25/26', startsAt: '2026-04-25T17:00:00.000Z', day: '2026-04-25', competition: 'WOMENS_LEAGUE', opponent: 'Recoletas Zamora', sale: null },
];

const prices = [
  { areaId: 201, areaName: 'Zona N1A', price: 14 },
  { areaId: 202, areaName: 'Zona N1B', price: 18 },
  { areaId: 301, areaName: 'Zona E1A', price: 21 },
];

/** The women's league game on sale today. */
export const gameOnSale: GameDetail = { ...seasonGames[1]!, prices, maxTickets: 8 };
/** The Real Madrid game, on sale from March. */
export const gameUpcoming: GameDetail = { ...seasonGames[3]!, prices: prices.map((price) => ({ ...price, price: price.price + 7 })), maxTickets: 8 };
/** A game already played. */
export const gamePlayed: GameDetail = { ...seasonGames[0]!, prices, maxTickets: 8 };
/** A game the club put no tickets on sale for: no tier, no prices. */
export const gameWithoutSale: GameDetail = { ...seasonGames[4]!, prices: [], maxTickets: 8 };
