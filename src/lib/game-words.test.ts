import { describe, expect, it } from 'vitest';
import { gameWhen } from './game-words';

describe('gameWhen', () => {
  it("says a game's tip-off on Madrid's clock in the reader's language", () => {
    // 19:00 in Madrid (UTC+1 in winter), whatever the device's zone.
    const game = { startsAt: '2026-01-10T18:00:00Z' };
    expect(gameWhen(game, 'es')).toContain('19:00');
    expect(gameWhen(game, 'es')).toContain('sábado');
    expect(gameWhen(game, 'fr')).toContain('samedi');
    expect(gameWhen(game, 'en')).toContain('Saturday');
  });
});
