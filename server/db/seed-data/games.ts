import type { Game } from '../../../src/api/gate.ts';

/** The ticket price tiers of the demo arena (seed-data/game-prices.ts). */
export type GamePriceTier = 'A' | 'B' | 'C';

export interface SeasonGameSeed extends Pick<Game, 'startsAt' | 'competition' | 'opponent'> {
  /** A for the biggest opponents, B for the other men's league games, C for the women's league and presentation games. */
  priceTier: GamePriceTier;
  /** When single game tickets are on sale: from 10:00 three weeks before the game's day until tip-off. */
  sale: { opensAt: string; closesAt: string };
}

/**
 * The 25/26 home calendar (data, not code): 34 games, as the campaign counts them (2
 * presentation, 17 men's league, 15 women's league). Times are the club's (Europe/Madrid), with
 * the offset of the day.
 */
export const SEASON_GAMES: readonly SeasonGameSeed[] = [
  // Presentation games (September).
  { startsAt: '2025-09-20T19:00:00+02:00', competition: 'PRESENTATION', opponent: 'Olympiacos', priceTier: 'C', sale: { opensAt: '2025-08-30T10:00:00+02:00', closesAt: '2025-09-20T19:00:00+02:00' } },
  { startsAt: '2025-09-21T12:00:00+02:00', competition: 'PRESENTATION', opponent: 'Hozono Global Jairis', priceTier: 'C', sale: { opensAt: '2025-08-31T10:00:00+02:00', closesAt: '2025-09-21T12:00:00+02:00' } },
  // Men's league: Sundays at 18:00.
  { startsAt: '2025-10-05T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Bilbao Basket', priceTier: 'B', sale: { opensAt: '2025-09-14T10:00:00+02:00', closesAt: '2025-10-05T18:00:00+02:00' } },
  { startsAt: '2025-10-19T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Unicaja Málaga', priceTier: 'A', sale: { opensAt: '2025-09-28T10:00:00+02:00', closesAt: '2025-10-19T18:00:00+02:00' } },
  { startsAt: '2025-11-02T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Casademont Zaragoza', priceTier: 'B', sale: { opensAt: '2025-10-12T10:00:00+02:00', closesAt: '2025-11-02T18:00:00+01:00' } },
  { startsAt: '2025-11-09T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'UCAM Murcia', priceTier: 'B', sale: { opensAt: '2025-10-19T10:00:00+02:00', closesAt: '2025-11-09T18:00:00+01:00' } },
  { startsAt: '2025-11-23T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'BAXI Manresa', priceTier: 'B', sale: { opensAt: '2025-11-02T10:00:00+01:00', closesAt: '2025-11-23T18:00:00+01:00' } },
  { startsAt: '2025-12-07T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'MoraBanc Andorra', priceTier: 'B', sale: { opensAt: '2025-11-16T10:00:00+01:00', closesAt: '2025-12-07T18:00:00+01:00' } },
  { startsAt: '2025-12-14T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'La Laguna Tenerife', priceTier: 'B', sale: { opensAt: '2025-11-23T10:00:00+01:00', closesAt: '2025-12-14T18:00:00+01:00' } },
  { startsAt: '2025-12-28T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Joventut Badalona', priceTier: 'B', sale: { opensAt: '2025-12-07T10:00:00+01:00', closesAt: '2025-12-28T18:00:00+01:00' } },
  { startsAt: '2026-01-11T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Covirán Granada', priceTier: 'B', sale: { opensAt: '2025-12-21T10:00:00+01:00', closesAt: '2026-01-11T18:00:00+01:00' } },
  { startsAt: '2026-01-18T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Hiopos Lleida', priceTier: 'B', sale: { opensAt: '2025-12-28T10:00:00+01:00', closesAt: '2026-01-18T18:00:00+01:00' } },
  { startsAt: '2026-02-01T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'San Pablo Burgos', priceTier: 'B', sale: { opensAt: '2026-01-11T10:00:00+01:00', closesAt: '2026-02-01T18:00:00+01:00' } },
  { startsAt: '2026-02-15T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Bàsquet Girona', priceTier: 'B', sale: { opensAt: '2026-01-25T10:00:00+01:00', closesAt: '2026-02-15T18:00:00+01:00' } },
  { startsAt: '2026-02-22T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Baskonia', priceTier: 'A', sale: { opensAt: '2026-02-01T10:00:00+01:00', closesAt: '2026-02-22T18:00:00+01:00' } },
  { startsAt: '2026-03-08T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Río Breogán', priceTier: 'B', sale: { opensAt: '2026-02-15T10:00:00+01:00', closesAt: '2026-03-08T18:00:00+01:00' } },
  { startsAt: '2026-03-22T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Dreamland Gran Canaria', priceTier: 'B', sale: { opensAt: '2026-03-01T10:00:00+01:00', closesAt: '2026-03-22T18:00:00+01:00' } },
  { startsAt: '2026-03-29T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Real Madrid', priceTier: 'A', sale: { opensAt: '2026-03-08T10:00:00+01:00', closesAt: '2026-03-29T18:00:00+02:00' } },
  { startsAt: '2026-04-12T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Barça', priceTier: 'A', sale: { opensAt: '2026-03-22T10:00:00+01:00', closesAt: '2026-04-12T18:00:00+02:00' } },
  // Women's league: Saturdays at 19:00.
  { startsAt: '2025-10-11T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Perfumerías Avenida', priceTier: 'C', sale: { opensAt: '2025-09-20T10:00:00+02:00', closesAt: '2025-10-11T19:00:00+02:00' } },
  { startsAt: '2025-10-25T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Casademont Zaragoza', priceTier: 'C', sale: { opensAt: '2025-10-04T10:00:00+02:00', closesAt: '2025-10-25T19:00:00+02:00' } },
  { startsAt: '2025-11-08T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Spar Girona', priceTier: 'C', sale: { opensAt: '2025-10-18T10:00:00+02:00', closesAt: '2025-11-08T19:00:00+01:00' } },
  { startsAt: '2025-11-22T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Movistar Estudiantes', priceTier: 'C', sale: { opensAt: '2025-11-01T10:00:00+01:00', closesAt: '2025-11-22T19:00:00+01:00' } },
  { startsAt: '2025-12-06T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Hozono Global Jairis', priceTier: 'C', sale: { opensAt: '2025-11-15T10:00:00+01:00', closesAt: '2025-12-06T19:00:00+01:00' } },
  { startsAt: '2025-12-20T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Kutxabank Araski', priceTier: 'C', sale: { opensAt: '2025-11-29T10:00:00+01:00', closesAt: '2025-12-20T19:00:00+01:00' } },
  { startsAt: '2026-01-03T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'IDK Euskotren', priceTier: 'C', sale: { opensAt: '2025-12-13T10:00:00+01:00', closesAt: '2026-01-03T19:00:00+01:00' } },
  { startsAt: '2026-01-17T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Lointek Gernika', priceTier: 'C', sale: { opensAt: '2025-12-27T10:00:00+01:00', closesAt: '2026-01-17T19:00:00+01:00' } },
  { startsAt: '2026-01-31T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Durán Maquinaria Ensino', priceTier: 'C', sale: { opensAt: '2026-01-10T10:00:00+01:00', closesAt: '2026-01-31T19:00:00+01:00' } },
  { startsAt: '2026-02-14T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Cadí La Seu', priceTier: 'C', sale: { opensAt: '2026-01-24T10:00:00+01:00', closesAt: '2026-02-14T19:00:00+01:00' } },
  { startsAt: '2026-02-28T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Baxi Ferrol', priceTier: 'C', sale: { opensAt: '2026-02-07T10:00:00+01:00', closesAt: '2026-02-28T19:00:00+01:00' } },
  { startsAt: '2026-03-14T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Barça CBS', priceTier: 'C', sale: { opensAt: '2026-02-21T10:00:00+01:00', closesAt: '2026-03-14T19:00:00+01:00' } },
  { startsAt: '2026-03-28T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Innova TSN Leganés', priceTier: 'C', sale: { opensAt: '2026-03-07T10:00:00+01:00', closesAt: '2026-03-28T19:00:00+01:00' } },
  { startsAt: '2026-04-11T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Joventut Badalona', priceTier: 'C', sale: { opensAt: '2026-03-21T10:00:00+01:00', closesAt: '2026-04-11T19:00:00+02:00' } },
  { startsAt: '2026-04-25T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Recoletas Zamora', priceTier: 'C', sale: { opensAt: '2026-04-04T10:00:00+02:00', closesAt: '2026-04-25T19:00:00+02:00' } },
];
