import { describe, expect, it } from 'vitest';
import type { Game } from '../../api/gate';
import { downloadAvailability, gameOfTheDay, gamesOfTheDay } from './games';

const game = (id: number, startsAt: string, day: string): Game => ({ id, season: '25/26', startsAt, day, competition: 'MENS_LEAGUE', opponent: `Rival ${id}` });
const GAMES = [game(2, '2025-10-12T16:00:00Z', '2025-10-12'), game(1, '2025-10-05T16:00:00Z', '2025-10-05')];

describe('the game of the day', () => {
  it("is today's game on the club's clock, even after midnight UTC", () => {
    expect(gameOfTheDay(GAMES, Date.parse('2025-10-05T23:30:00+02:00'))?.id).toBe(1);
  });
  it('is the next game between games, and the last once the season is over', () => {
    expect(gameOfTheDay(GAMES, Date.parse('2025-10-06T10:00:00+02:00'))?.id).toBe(2);
    expect(gameOfTheDay(GAMES, Date.parse('2026-06-01T10:00:00+02:00'))?.id).toBe(2);
    expect(gameOfTheDay([], Date.now())).toBeNull();
  });
  it("lists every game of that club day by tip-off, so a day with two games offers both", () => {
    const doubleHeader = [...GAMES, game(3, '2025-10-12T10:00:00Z', '2025-10-12')];
    expect(gamesOfTheDay(doubleHeader, Date.parse('2025-10-06T10:00:00+02:00')).map(({ id }) => id)).toEqual([3, 2]);
    expect(gamesOfTheDay(doubleHeader, Date.parse('2025-10-05T10:00:00+02:00')).map(({ id }) => id)).toEqual([1]);
    expect(gamesOfTheDay([], Date.now())).toEqual([]);
  });
});

describe("a game's download", () => {
  it('opens on the club day before the game and closes when the game\'s club day ends', () => {
    const [, first] = GAMES;
    expect(downloadAvailability(first!, Date.parse('2025-10-03T23:59:00+02:00'))).toBe('NOT_YET');
    expect(downloadAvailability(first!, Date.parse('2025-10-04T00:00:00+02:00'))).toBe('OPEN');
    expect(downloadAvailability(first!, Date.parse('2025-10-05T23:59:00+02:00'))).toBe('OPEN');
    expect(downloadAvailability(first!, Date.parse('2025-10-06T00:00:00+02:00'))).toBe('OVER');
  });
  it('counts days on the club clock across the change of time', () => {
    // 26 October 2025 lasts 25 hours in Madrid: its last hour still has the 27th as tomorrow.
    const monday = game(3, '2025-10-27T18:00:00Z', '2025-10-27');
    expect(downloadAvailability(monday, Date.parse('2025-10-26T23:30:00+01:00'))).toBe('OPEN');
    expect(downloadAvailability(monday, Date.parse('2025-10-25T23:30:00+02:00'))).toBe('NOT_YET');
  });
});
