import type { Game } from '../../../src/api/gate.ts';

/**
 * The 25/26 home calendar (data, not code): 34 games, as the campaign counts them (2
 * presentation, 17 men's league, 15 women's league). Times are the club's (Europe/Madrid), with
 * the offset of the day.
 */
export const SEASON_GAMES: readonly Pick<Game, 'startsAt' | 'competition' | 'opponent'>[] = [
  // Presentation games (September).
  { startsAt: '2025-09-20T19:00:00+02:00', competition: 'PRESENTATION', opponent: 'Olympiacos' },
  { startsAt: '2025-09-21T12:00:00+02:00', competition: 'PRESENTATION', opponent: 'Hozono Global Jairis' },
  // Men's league: Sundays at 18:00.
  { startsAt: '2025-10-05T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Bilbao Basket' },
  { startsAt: '2025-10-19T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Unicaja Málaga' },
  { startsAt: '2025-11-02T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Casademont Zaragoza' },
  { startsAt: '2025-11-09T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'UCAM Murcia' },
  { startsAt: '2025-11-23T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'BAXI Manresa' },
  { startsAt: '2025-12-07T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'MoraBanc Andorra' },
  { startsAt: '2025-12-14T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'La Laguna Tenerife' },
  { startsAt: '2025-12-28T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Joventut Badalona' },
  { startsAt: '2026-01-11T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Covirán Granada' },
  { startsAt: '2026-01-18T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Hiopos Lleida' },
  { startsAt: '2026-02-01T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'San Pablo Burgos' },
  { startsAt: '2026-02-15T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Bàsquet Girona' },
  { startsAt: '2026-02-22T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Baskonia' },
  { startsAt: '2026-03-08T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Río Breogán' },
  { startsAt: '2026-03-22T18:00:00+01:00', competition: 'MENS_LEAGUE', opponent: 'Dreamland Gran Canaria' },
  { startsAt: '2026-03-29T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Real Madrid' },
  { startsAt: '2026-04-12T18:00:00+02:00', competition: 'MENS_LEAGUE', opponent: 'Barça' },
  // Women's league: Saturdays at 19:00.
  { startsAt: '2025-10-11T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Perfumerías Avenida' },
  { startsAt: '2025-10-25T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Casademont Zaragoza' },
  { startsAt: '2025-11-08T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Spar Girona' },
  { startsAt: '2025-11-22T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Movistar Estudiantes' },
  { startsAt: '2025-12-06T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Hozono Global Jairis' },
  { startsAt: '2025-12-20T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Kutxabank Araski' },
  { startsAt: '2026-01-03T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'IDK Euskotren' },
  { startsAt: '2026-01-17T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Lointek Gernika' },
  { startsAt: '2026-01-31T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Durán Maquinaria Ensino' },
  { startsAt: '2026-02-14T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Cadí La Seu' },
  { startsAt: '2026-02-28T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Baxi Ferrol' },
  { startsAt: '2026-03-14T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Barça CBS' },
  { startsAt: '2026-03-28T19:00:00+01:00', competition: 'WOMENS_LEAGUE', opponent: 'Innova TSN Leganés' },
  { startsAt: '2026-04-11T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Joventut Badalona' },
  { startsAt: '2026-04-25T19:00:00+02:00', competition: 'WOMENS_LEAGUE', opponent: 'Recoletas Zamora' },
];
