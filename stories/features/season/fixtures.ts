import type { GuestPassSummary, SeasonGame, SeasonOverview } from '../../../src/api/season';
import type { GiveTarget, GivenPass } from '../../../src/features/season/components/GiveSeatDialog';
import type { FeedLinks } from '../../../src/features/season/links';

/** The reader's clock in these stories: Sunday 29 November 2026, 19:30 in Madrid. */
export const NOW = Date.parse('2026-11-29T18:30:00.000Z');

const seat = { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 };
type Competition = SeasonGame['game']['competition'];

const game = (id: number, startsAt: string, opponent: string, competition: Competition = 'MENS_LEAGUE') => ({ id, season: '26/27', startsAt, day: startsAt.slice(0, 10), competition, opponent });
const deadline = (startsAt: string) => new Date(Date.parse(startsAt) - 3 * 3_600_000).toISOString();
const season = (status: SeasonGame['status'], played: ReturnType<typeof game>, more: Partial<SeasonGame> = {}): SeasonGame => ({
  game: played,
  status,
  deadline: deadline(played.startsAt),
  open: false,
  entry: null,
  release: null,
  guest: null,
  ...more,
});
const guest = (id: number, gameId: number, guestName: string, more: Partial<GuestPassSummary> = {}): GuestPassSummary => ({ id, gameId, guestName, guestMail: null, status: 'GIVEN', opened: false, entered: false, ...more });
const soldRelease = (gameId: number, startsAt: string) => ({ id: 40 + gameId, gameId, partnerId: 21, status: 'SOLD' as const, credit: 12.5, deadline: deadline(startsAt) });

const BASKONIA = game(1, '2026-10-04T16:00:00.000Z', 'Baskonia');
const UNICAJA = game(2, '2026-10-18T16:00:00.000Z', 'Unicaja');
const JOVENTUT = game(3, '2026-10-25T17:00:00.000Z', 'Joventut');
const GRAN_CANARIA = game(4, '2026-11-01T17:00:00.000Z', 'Gran Canaria');
const TENERIFE = game(5, '2026-11-08T17:00:00.000Z', 'La Laguna Tenerife');
const MANRESA = game(6, '2026-11-15T17:00:00.000Z', 'Manresa');
const GIRONA = game(7, '2026-11-29T11:00:00.000Z', 'Spar Girona', 'WOMENS_LEAGUE');
const MURCIA = game(8, '2026-11-29T19:30:00.000Z', 'UCAM Murcia');
const BARCA = game(9, '2026-12-06T17:00:00.000Z', 'Barça');
const MADRID = game(10, '2026-12-20T17:00:00.000Z', 'Real Madrid');

export const entered = season('ENTERED', BASKONIA, { entry: { at: '2026-10-04T15:42:00.000Z', gate: 'Puerta 2' } });
export const releasedSold = season('RELEASED_SOLD', UNICAJA, { release: soldRelease(2, UNICAJA.startsAt) });
export const releasedUnsold = season('RELEASED_UNSOLD', JOVENTUT, { release: { ...soldRelease(3, JOVENTUT.startsAt), status: 'RELEASED' } });
export const givenEntered = season('GIVEN', GRAN_CANARIA, { guest: guest(11, 4, 'Lucía Martí', { guestMail: 'lucia@example.com', opened: true, entered: true }) });
export const givenAbsent = season('GIVEN', TENERIFE, { guest: guest(12, 5, 'Pablo Ruiz', { opened: true }) });
export const missed = season('MISSED', MANRESA);
export const today = season('TODAY', GIRONA);
export const comingClosed = season('COMING', MURCIA);
export const givenOpen = season('GIVEN', BARCA, { open: true, guest: guest(13, 9, 'Ana Soler') });
export const comingOpen = season('COMING', MADRID, { open: true });

/** Every kind of game in one season: three count, three do not, and four are still to be decided. */
export const everyKind: SeasonOverview = {
  season: '26/27',
  partnerId: 21,
  seat,
  attendance: { attended: 3, played: 6, total: 10, reachable: false, discountPercent: 5 },
  guests: { max: 5, used: 3 },
  games: [entered, releasedSold, releasedUnsold, givenEntered, givenAbsent, missed, today, comingClosed, givenOpen, comingOpen],
};

/** Every game played, each one counting: the extra discount is earned. */
export const fullAttendance: SeasonOverview = {
  ...everyKind,
  attendance: { attended: 4, played: 4, total: 4, reachable: true, discountPercent: 5 },
  guests: { max: 5, used: 1 },
  games: [entered, releasedSold, givenEntered, season('ENTERED', MANRESA, { entry: { at: '2026-11-15T16:51:00.000Z', gate: 'Puerta 1' } })],
};

/** None missed so far, three to go (one of them today). */
export const reachableAttendance: SeasonOverview = {
  ...everyKind,
  attendance: { attended: 2, played: 2, total: 5, reachable: true, discountPercent: 5 },
  guests: { max: 5, used: 1 },
  games: [entered, releasedSold, today, givenOpen, comingOpen],
};

/** Every guest of the season given: no more invitations. */
export const noGuestsLeft: SeasonOverview = { ...reachableAttendance, guests: { max: 5, used: 5 } };

export const noGames: SeasonOverview = { ...everyKind, attendance: { attended: 0, played: 0, total: 0, reachable: true, discountPercent: 5 }, guests: { max: 5, used: 0 }, games: [] };

/** The dialog's game: the Real Madrid game, in the member's seat. */
export const madridTarget: GiveTarget = { game: MADRID, seat };
export const filled = { guestName: 'Marta Gil', guestMail: 'marta@example.com', password: 'Contraseña1' };

const TOKEN = 'q9Xw3kz2Lm8Pn4Rt6Vy1Ab5Cd7Ef0Gh2Ij4Kl6Mn8O';
export const givenWithMail: GivenPass = { guestName: 'Marta Gil', guestMail: 'marta@example.com', link: `https://abonos.club.example/invitado/${TOKEN}` };
export const givenWithoutMail: GivenPass = { guestName: 'Marta Gil', guestMail: null, link: `https://abonos.club.example/invitado/${TOKEN}` };

export const gamesFeed: FeedLinks = { https: 'https://abonos.club.example/api/calendar/games.ics', webcal: 'webcal://abonos.club.example/api/calendar/games.ics' };
const FEED_TOKEN = 'Zr4Tb8Nq2Wx6Hs0Kd3Lf7Pj1Mv5Cy9Ga2Eu6Oi8Re4A';
export const memberFeed: FeedLinks = {
  https: `https://abonos.club.example/api/calendar/${FEED_TOKEN}/member.ics`,
  webcal: `webcal://abonos.club.example/api/calendar/${FEED_TOKEN}/member.ics`,
};
