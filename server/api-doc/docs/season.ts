import { SEASON_CODES, type seasonEndpoints } from '../../../src/api/season.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

/** What API.md says of each season, guest pass and calendar endpoint: what it does and every non-2xx status it produces. */
export const seasonDocs = {
  season: {
    summary:
      "The caller's own season (their own partner, ACTIVE with a seat): every home game of the current season by tip-off with its `status` for the member, by the server's clock: ENTERED (a gate admitted them; `entry` is their first entry, its time and the first 6 characters of the gate device's id), else RELEASED_SOLD or RELEASED_UNSOLD from the moment the seat is released (`release` is their current release, with its credit as GET releases shows it; not sold yet reads RELEASED_UNSOLD), else GIVEN (a guest pass not taken back; `guest` says whether the link was opened and whether the guest entered), else COMING before tip-off, TODAY until the end of the game's club day (Europe/Madrid), MISSED afterwards. `deadline` is tip-off minus settings.release_deadline_minutes; `open` while before it, before tip-off and before any gate downloaded the game. `attendance` by the rule of src/api/season.ts: `attended` counts the member's entries, released seats that sold (once the game began) and guests who entered; `played` the games whose club day is over or that already count; `reachable` while every played game counts; `discountPercent` the renewal's extra discount for 100 % (SPEC §9). `guests`: settings.guest_passes_per_season and the passes of the season not taken back.",
    errors: { 401: 'no live session', 404: `'${SEASON_CODES.noSeat}': the caller has no partner with a seat this season` },
  },
  give: {
    summary:
      "Gives the caller's own seat for one game of this season to a guest (201 with the pass and, this once, its link's token: only its SHA-256 is kept). The caller's current password is checked like a login (a wrong one counts as a failed login). The guest's admission is a ticket of the game at no price in the member's seat, which the gate's download carries; the member's card is flagged `seatGivenForGame` there. Open until the release deadline (tip-off minus settings.release_deadline_minutes, on the database's clock) or the game's first gate download, whichever comes first; at most settings.guest_passes_per_season passes not taken back per season. The partner's season seat is locked first, as a release locks it, so two gives of one game answer one 201 and one 409. With `guestMail`, the link is mailed to the guest in the member's language.",
    errors: {
      400: 'a bad body',
      401: 'no live session',
      403: "'wrong-password': the password is wrong",
      404: `'game-not-found': no such game this season; '${SEASON_CODES.noSeat}': the caller's partner is not ACTIVE, is blocked or has no seat`,
      409: `'${SEASON_CODES.guestClosed}': the deadline passed or a gate downloaded the game; '${SEASON_CODES.guestExists}': the seat is already given, or released (on sale or sold), for that game; '${SEASON_CODES.guestLimit}': the season's guests are all given`,
    },
  },
  takeBack: {
    summary:
      'Takes a guest pass back (TAKEN_BACK): its ticket is deleted and the member sits there again; the link says so. Allowed until the first gate download of the game or the release deadline (tip-off minus settings.release_deadline_minutes, database clock), whichever comes first, as giving is. A pass already taken back answers 204 again.',
    errors: {
      400: 'id is not a positive integer',
      401: 'no live session',
      404: `'${SEASON_CODES.guestNotFound}': no such pass, or another member's (never told apart)`,
      409: `'${SEASON_CODES.guestDownloaded}': a gate already downloaded the game, and carries the guest's ticket; '${SEASON_CODES.guestClosed}': the deadline passed`,
    },
  },
  open: {
    summary:
      "Opens a guest's link on a device, without a session: the first device to open it keeps the pass (its id is stored by one update that only a pass without a device matches, so of devices opening it at once exactly one wins); the same device may open it again. Answers the pass as the guest sees it: LIVE with the code's secret, TAKEN_BACK (no ticket) or USED (a gate admitted it), without the secret once not LIVE, the giver's first name, the game and the seat.",
    errors: {
      400: 'a bad body',
      404: `'${SEASON_CODES.guestNotFound}': no pass has this link`,
      409: `'${SEASON_CODES.guestOtherDevice}': another device opened it first`,
    },
  },
  gamesCalendar: {
    summary:
      "The current season's home games as an iCalendar feed (`text/calendar; charset=utf-8`, RFC 5545) for calendar apps to subscribe to: one event per game named `<club> – <opponent>`, from tip-off for two hours in Europe/Madrid (the feed carries the zone), at the arena (the club's address), UID `game-<id>@<host of PUBLIC_ORIGIN>` (the same in the member's feed). Made at most once per 10 s per process. `Cache-Control: public, max-age=300`.",
    errors: {},
  },
  memberCalendar: {
    summary:
      "A member's private iCalendar feed, opened by its token without a session (calendar apps keep the address): the games of the public feed, each with the member's seat in its description and, in the member's language, the guest's name for a game given to a guest, or that the seat is released (on sale, or sold). `Cache-Control: private, max-age=300`.",
    errors: { 404: `'${SEASON_CODES.calendarNotFound}': the link was renewed or never existed, or its member no longer has a seat` },
  },
  calendarFeed: {
    summary:
      "The token of the caller's private calendar feed (43 base64url characters of 32 random bytes), made on first call and the same afterwards; the feed's address is `/api/calendar/<token>/member.ics` on the site's origin (https, or webcal:// for a calendar app).",
    errors: { 401: 'no live session', 404: `'${SEASON_CODES.noSeat}': the caller has no partner with a seat this season` },
  },
  renewCalendarFeed: {
    summary: "Replaces the caller's private calendar token with a new one: the old feed address answers 404 from now on.",
    errors: { 401: 'no live session', 404: `'${SEASON_CODES.noSeat}': the caller has no partner with a seat this season` },
  },
} satisfies AreaDocs<typeof seasonEndpoints>;
