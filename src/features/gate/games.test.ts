import { describe, expect, it } from 'vitest';
import type { Game } from '../../api/gate';
import { gameOfTheDay } from './games';

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
});
