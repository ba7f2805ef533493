import { clubDay } from '../../api/card-code';
import type { Game } from '../../api/gate';

/** The game a gate works on: today's (club day), else the next one, else the last of the season. */
export function gameOfTheDay(games: readonly Game[], now: number): Game | null {
  const today = clubDay(now);
  const byTipOff = [...games].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return byTipOff.find(({ day }) => day === today) ?? byTipOff.find(({ day }) => day > today) ?? byTipOff.at(-1) ?? null;
}
