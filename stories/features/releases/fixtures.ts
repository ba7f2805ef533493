import type { Credits, Release, ReleasesOverview } from '../../../src/api/releases';
import type { ReleaseChoice } from '../../../src/features/releases/components/ReleaseDialog';

const vicente = { partnerId: 21, partnerNumber: 2001, name: 'Vicente', lastname: 'Ferrando Gil', seat: { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 } };
const amparo = { partnerId: 22, partnerNumber: 2002, name: 'Amparo', lastname: 'Llopis Sanz', seat: { id: 702, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 6 } };

const game = (id: number, startsAt: string, opponent: string, competition: 'MENS_LEAGUE' | 'WOMENS_LEAGUE' = 'MENS_LEAGUE') => ({ id, season: '25/26', startsAt, day: startsAt.slice(0, 10), competition, opponent });
const release = (id: number, gameId: number, partnerId: number, status: Release['status'], deadline: string): Release => ({ id, gameId, partnerId, status, credit: 12.5, deadline });

const BARCA = game(31, '2026-12-06T17:00:00.000Z', 'Barça');
const VALENCIA = game(32, '2026-12-12T18:00:00.000Z', 'Valencia Basket', 'WOMENS_LEAGUE');
const MADRID = game(33, '2026-12-20T17:00:00.000Z', 'Real Madrid');
const CLOSING = game(30, '2026-11-29T19:00:00.000Z', 'Baskonia');
const deadline = (startsAt: string) => new Date(Date.parse(startsAt) - 3 * 3_600_000).toISOString();

/** A group owner with their spouse: one game of each state. */
export const familyOverview: ReleasesOverview = {
  sharePercent: 50,
  deadlineMinutes: 180,
  partners: [vicente, amparo],
  games: [
    {
      game: CLOSING,
      deadline: deadline(CLOSING.startsAt),
      open: false,
      seats: [
        { partnerId: 21, credit: 9, release: release(40, 30, 21, 'RELEASED', deadline(CLOSING.startsAt)) },
        { partnerId: 22, credit: 9, release: null },
      ],
    },
    {
      game: BARCA,
      deadline: deadline(BARCA.startsAt),
      open: true,
      seats: [
        { partnerId: 21, credit: 12.5, release: release(41, 31, 21, 'RELEASED', deadline(BARCA.startsAt)) },
        { partnerId: 22, credit: 12.5, release: release(42, 31, 22, 'SOLD', deadline(BARCA.startsAt)) },
      ],
    },
    { game: VALENCIA, deadline: deadline(VALENCIA.startsAt), open: true, seats: [] },
    {
      game: MADRID,
      deadline: deadline(MADRID.startsAt),
      open: true,
      seats: [
        { partnerId: 21, credit: 12.5, release: null },
        { partnerId: 22, credit: 12.5, release: release(43, 33, 22, 'TAKEN_BACK', deadline(MADRID.startsAt)) },
      ],
    },
  ],
};

export const noSeatOverview: ReleasesOverview = { sharePercent: 50, deadlineMinutes: 180, partners: [], games: [] };
export const noGamesOverview: ReleasesOverview = { ...familyOverview, partners: [vicente], games: [] };

/** Vicente releasing his seat for the Real Madrid game. */
export const madridChoice: ReleaseChoice = { game: MADRID, deadline: deadline(MADRID.startsAt), partner: vicente, credit: 12.5 };

export const twoCredits: Credits = {
  balance: 22.49,
  lines: [
    { id: 2, partnerId: 21, amount: 9.99, reason: 'RELEASE_SOLD', at: '2026-11-22T10:30:00.000Z', game: CLOSING, seat: { area: 'Zona N2B', row: 12, number: 5 } },
    { id: 1, partnerId: 21, amount: 12.5, reason: 'RELEASE_SOLD', at: '2026-11-08T16:10:00.000Z', game: BARCA, seat: { area: 'Zona N2B', row: 12, number: 5 } },
  ],
};
export const noCredits: Credits = { balance: 0, lines: [] };
