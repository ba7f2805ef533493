import { CLUB_TIME_ZONE } from '../../api/card-code';
import type { GuestPassSummary, SeasonGame } from '../../api/season';

/**
 * What a home game shows on the season page: its state in words and the actions it allows.
 * `counts` says whether it counts as attended (null while it is still to be decided).
 */
export type GameState =
  | { kind: 'entered'; entry: SeasonGame['entry']; counts: true }
  | { kind: 'released-sold'; credit: number; counts: true }
  | { kind: 'released-on-sale'; counts: null }
  | { kind: 'released-unsold'; counts: false }
  | { kind: 'given'; guest: GuestPassSummary; phase: 'entered' | 'waiting' | 'absent'; counts: boolean | null }
  | { kind: 'missed'; counts: false }
  | { kind: 'today'; counts: null }
  | { kind: 'coming'; counts: null };

/** The club day (Europe/Madrid) of a moment, as YYYY-MM-DD: what a game's `day` is compared with. */
export const clubDayOf = (now: number) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: CLUB_TIME_ZONE }).format(now);

/** A game's club day is over: a guest who did not enter by then did not come. */
const dayIsOver = (game: SeasonGame, now: number) => clubDayOf(now) > game.game.day;

export function gameState(entry: SeasonGame, now: number): GameState {
  switch (entry.status) {
    case 'ENTERED':
      return { kind: 'entered', entry: entry.entry, counts: true };
    case 'RELEASED_SOLD':
      return { kind: 'released-sold', credit: entry.release?.credit ?? 0, counts: true };
    case 'RELEASED_UNSOLD':
      return dayIsOver(entry, now) ? { kind: 'released-unsold', counts: false } : { kind: 'released-on-sale', counts: null };
    case 'GIVEN': {
      if (!entry.guest) return { kind: 'coming', counts: null };
      if (entry.guest.entered) return { kind: 'given', guest: entry.guest, phase: 'entered', counts: true };
      if (dayIsOver(entry, now)) return { kind: 'given', guest: entry.guest, phase: 'absent', counts: false };
      return { kind: 'given', guest: entry.guest, phase: 'waiting', counts: null };
    }
    case 'MISSED':
      return { kind: 'missed', counts: false };
    case 'TODAY':
      return { kind: 'today', counts: null };
    case 'COMING':
      return { kind: 'coming', counts: null };
  }
}

/** What the member may do with a game now: release or give a coming seat, take a guest's seat back. */
export interface GameActions {
  release: boolean;
  invite: boolean;
  takeBack: boolean;
}

export function gameActions(entry: SeasonGame, guestsLeft: number): GameActions {
  const coming = entry.status === 'COMING' && entry.open;
  const given = entry.status === 'GIVEN' && entry.open && entry.guest?.status === 'GIVEN' && !entry.guest.entered;
  return { release: coming, invite: coming && guestsLeft > 0, takeBack: given };
}
