import ical, { type ICalCalendar } from 'ical-generator';
import { CLUB_TIME_ZONE } from '../../src/api/card-code.ts';
import type { Game } from '../../src/api/gate.ts';
import type { SeasonGame, SeasonOverview } from '../../src/api/season.ts';
import type { MemberTexts } from '../i18n/member-texts.ts';
import { clubTimeZoneBlock, clubWallClock } from './club-time-zone.ts';

/**
 * How long an event lasts in the calendar: a basketball game is 40 minutes of play, which with
 * stops, time-outs and the half-time break takes about two hours from tip-off.
 */
const GAME_HOURS = 2;

/** How often a calendar app is asked to fetch the feed again (an hour keeps it under the per-token limit). */
const REFRESH_SECONDS = 60 * 60;

/** The club as a feed names it: its name, the arena's address, and the host that makes event UIDs unique. */
export interface FeedClub {
  name: string;
  address: string;
  host: string;
}

function newCalendar(club: FeedClub, name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: club.host, product: 'season-calendar', language: 'ES' },
    ttl: REFRESH_SECONDS,
    // No zone for the whole calendar (it would write DTSTAMP in local time, which must be UTC): each
    // event names the club's, and the generator adds its VTIMEZONE.
    timezone: { name: null, generator: clubTimeZoneBlock },
  });
}

function addGame(calendar: ICalCalendar, club: FeedClub, game: Game, now: Date, description?: string): void {
  const start = new Date(game.startsAt);
  calendar.createEvent({
    // Stable per game: a feed fetched again (a time changed, a guest given) updates the event, never adds one.
    id: `game-${game.id}@${club.host}`,
    start: clubWallClock(start),
    end: clubWallClock(new Date(start.getTime() + GAME_HOURS * 60 * 60 * 1000)),
    timezone: CLUB_TIME_ZONE,
    stamp: now,
    summary: `${club.name} – ${game.opponent}`,
    location: club.address,
    ...(description ? { description } : {}),
  });
}

/** The public feed: every home game of the season. */
export function gamesFeed(club: FeedClub, season: string, games: readonly Game[], texts: MemberTexts, now: Date): string {
  const calendar = newCalendar(club, texts.calendar.gamesName({ club: club.name, season }));
  for (const game of games) addGame(calendar, club, game, now);
  return calendar.toString();
}

/** The member's private feed: the same games with their seat, and what they did with it (a guest's name, a release). */
export function memberFeed(club: FeedClub, overview: SeasonOverview, texts: MemberTexts, now: Date): string {
  const calendar = newCalendar(club, texts.calendar.memberName({ club: club.name, season: overview.season }));
  const seat = texts.calendar.seat(overview.seat);
  for (const entry of overview.games) {
    const note = seatNote(entry, texts);
    addGame(calendar, club, entry.game, now, note ? `${seat}\n${note}` : seat);
  }
  return calendar.toString();
}

function seatNote({ release, guest }: SeasonGame, texts: MemberTexts): string | null {
  if (guest?.status === 'GIVEN') return texts.calendar.given({ guest: guest.guestName });
  if (release?.status === 'SOLD') return texts.calendar.releasedSold;
  if (release?.status === 'RELEASED') return texts.calendar.released;
  return null;
}
