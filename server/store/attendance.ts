import { FULL_ATTENDANCE_DISCOUNT } from '../../src/api/attendance-discount.ts';
import type { Attendance, SeasonGameStatus } from '../../src/api/season.ts';

/** What is known of one home game for one member: the facts the attendance rule reads. */
export interface GameFacts {
  startsAt: Date;
  /** The end of the game's club day (Europe/Madrid): until then the member may still come. */
  dayEndsAt: Date;
  /** The member went through a gate. */
  entered: boolean;
  /** The member's live release of the seat (one taken back is no release). */
  release: 'RELEASED' | 'SOLD' | null;
  /** The member's seat given to a guest (a pass taken back is no guest), and whether the guest entered. */
  guest: { entered: boolean } | null;
}

/**
 * What the game is for the member: an entry first (it is what happened), then what they did
 * with the seat (a release, a guest), and otherwise the clock: to come before tip-off, today
 * until the end of its club day, missed afterwards.
 */
export function seasonGameStatus(game: GameFacts, now: Date): SeasonGameStatus {
  if (game.entered) return 'ENTERED';
  if (game.release === 'SOLD') return 'RELEASED_SOLD';
  if (game.release === 'RELEASED') return 'RELEASED_UNSOLD';
  if (game.guest) return 'GIVEN';
  if (now < game.startsAt) return 'COMING';
  if (now < game.dayEndsAt) return 'TODAY';
  return 'MISSED';
}

/**
 * The rule of src/api/season.ts: attended when the member entered, when the seat they released
 * was sold (counted once the game has begun: the seat is then used), or when their guest entered.
 */
export function countsAsAttended(game: GameFacts, now: Date): boolean {
  return game.entered || (game.release === 'SOLD' && now >= game.startsAt) || (game.guest?.entered ?? false);
}

/**
 * The season's figure: a game is played once its club day is over, or earlier once it already
 * counts (an entry before tip-off included); 100 % stays reachable while every played game counts.
 */
export function attendanceOf(games: readonly GameFacts[], now: Date): Attendance {
  const attended = games.filter((game) => countsAsAttended(game, now)).length;
  const played = games.filter((game) => now >= game.dayEndsAt || countsAsAttended(game, now)).length;
  return { attended, played, total: games.length, reachable: attended === played, discountPercent: FULL_ATTENDANCE_DISCOUNT.renewalPercent };
}
