import { clubDay } from '../../api/card-code';
import { gateDownloadOpen, type Game } from '../../api/gate';

/** The game a gate works on: today's (club day), else the next one, else the last of the season. */
export function gameOfTheDay(games: readonly Game[], now: number): Game | null {
  return gamesOfTheDay(games, now)[0] ?? null;
}

/**
 * Every game of that game's club day, by tip-off: on a day with two games (the men's and the
 * women's team) the gate chooses which one it admits for.
 */
export function gamesOfTheDay(games: readonly Game[], now: number): Game[] {
  const today = clubDay(now);
  const byTipOff = [...games].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const first = byTipOff.find(({ day }) => day === today) ?? byTipOff.find(({ day }) => day > today) ?? byTipOff.at(-1);
  return first ? byTipOff.filter(({ day }) => day === first.day) : [];
}

/** Whether the game can be downloaded now (its club day or the day before), or when not, why. */
export type DownloadAvailability = 'OPEN' | 'NOT_YET' | 'OVER';

export function downloadAvailability(game: Game, now: number): DownloadAvailability {
  if (gateDownloadOpen(game.day, now)) return 'OPEN';
  return game.day > clubDay(now) ? 'NOT_YET' : 'OVER';
}
