import * as z from 'zod/mini';
import { endpoint, idParamSchema, idSchema, mailSchema, noContent, passwordSchema, tokenParamSchema } from './contract';
import { gameSchema } from './gate';
import { LOGIN_LIMITS } from './limits';
import { releaseSchema } from './releases';
import { ticketSeatSchema } from './tickets';
import { partnerSeatSchema } from './users';

/**
 * A member's season (beyond §7): every home game of the season as the member lived it, the
 * attendance figure that earns the renewal's extra discount (SPEC §9: 5 % for 100 % attendance),
 * a guest in the member's seat for one game, and calendar feeds to subscribe to.
 *
 * The attendance rule: a game counts as attended when the member entered, when their released
 * seat sold (the seat was used), or when the guest they gave it to entered. A missed game, a
 * released seat that did not sell, and a guest who did not come do not count.
 */
export const seasonPaths = {
  season: 'season',
  guestPasses: 'guest-passes',
  guestPass: 'guest-passes/:id',
  openGuestPass: 'guest-pass/open',
  gamesCalendar: 'calendar/games.ics',
  memberCalendar: 'calendar/:token/member.ics',
  calendarFeed: 'calendar-feed',
} as const;

export const SEASON_CODES = {
  /** The caller has no partner with a seat this season. */
  noSeat: 'season-no-seat',
  /** The game is played, its deadline passed, or a gate already downloaded it. */
  guestClosed: 'guest-closed',
  /** The seat is already given to a guest, or released, for that game. */
  guestExists: 'guest-exists',
  /** The member gave as many games as the season allows (settings.guest_passes_per_season). */
  guestLimit: 'guest-limit',
  /** Taking back after a gate downloaded the game: the gate already carries the guest's pass. */
  guestDownloaded: 'guest-downloaded',
  /** No guest pass has that link (never told apart from one taken back long ago). */
  guestNotFound: 'guest-pass-not-found',
  /** The link was opened first on another device: that device keeps the pass. */
  guestOtherDevice: 'guest-pass-other-device',
  /** The calendar link was renewed or never existed. */
  calendarNotFound: 'calendar-not-found',
} as const;

/** What a home game was, or is, for the member. */
export const seasonGameStatuses = [
  /** Still to come: the seat is the member's (release and guest actions while `open`). */
  'COMING',
  /** Tip-off has passed today and no entry is recorded yet. */
  'TODAY',
  'ENTERED',
  'RELEASED_SOLD',
  'RELEASED_UNSOLD',
  'GIVEN',
  'MISSED',
] as const;
export type SeasonGameStatus = (typeof seasonGameStatuses)[number];

export const guestPassStatuses = ['GIVEN', 'TAKEN_BACK'] as const;

/** A guest pass as the member who gave it sees it (never its link: that is shown once, when made). */
export const guestPassSummarySchema = z.object({
  id: idSchema,
  gameId: idSchema,
  guestName: z.string(),
  guestMail: z.nullable(z.string()),
  status: z.enum(guestPassStatuses),
  /** The link was opened on a device (which now keeps the pass). */
  opened: z.boolean(),
  /** The guest went through a gate. */
  entered: z.boolean(),
});
export type GuestPassSummary = z.infer<typeof guestPassSummarySchema>;

export const seasonGameSchema = z.object({
  game: gameSchema,
  status: z.enum(seasonGameStatuses),
  /** ISO: the last moment to release the seat, give it or take it back. */
  deadline: z.string(),
  /** Whether the seat may be released or given right now (before the deadline and any gate's download). */
  open: z.boolean(),
  /** The member's own entry (ENTERED): when, and the gate device that admitted them (a short label). */
  entry: z.nullable(z.object({ at: z.string(), gate: z.string() })),
  release: z.nullable(releaseSchema),
  guest: z.nullable(guestPassSummarySchema),
});
export type SeasonGame = z.infer<typeof seasonGameSchema>;

export const attendanceSchema = z.object({
  /** Games counted as attended (the rule above). */
  attended: z.int(),
  /** Games already played (past their club day, or entered). */
  played: z.int(),
  /** Every home game of the season. */
  total: z.int(),
  /** Whether 100 % can still be reached (no played game was missed). */
  reachable: z.boolean(),
  /** The renewal's extra discount for 100 %, in percent (SPEC §9). */
  discountPercent: z.int(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const seasonOverviewSchema = z.object({
  season: z.string(),
  partnerId: idSchema,
  seat: partnerSeatSchema,
  attendance: attendanceSchema,
  /** Guests per member and season (settings.guest_passes_per_season) and how many are given (not taken back). */
  guests: z.object({ max: z.int(), used: z.int() }),
  games: z.array(seasonGameSchema),
});
export type SeasonOverview = z.infer<typeof seasonOverviewSchema>;

export const GUEST_NAME_MAX = 80;
export const guestPassBodySchema = z.strictObject({
  gameId: idSchema,
  guestName: z.string().check(z.trim(), z.minLength(2), z.maxLength(GUEST_NAME_MAX)),
  /** Where the server mails the link; without it the member shares the link themselves. */
  guestMail: z.optional(mailSchema),
  /** The member's current password: giving a seat away is confirmed like a mail change. */
  password: passwordSchema,
});
export type GuestPassBody = z.infer<typeof guestPassBodySchema>;

/** The answer to giving a seat: the pass and, this once, its link's secret part. */
export const guestPassCreatedSchema = z.object({
  pass: guestPassSummarySchema,
  /** The token of the guest's link (APP_PATHS.guestPass): only its hash is kept. */
  token: tokenParamSchema,
});
export type GuestPassCreated = z.infer<typeof guestPassCreatedSchema>;

/** The random id a guest's browser makes once and keeps: the first to open a link keeps the pass. */
export const guestDeviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/));

export const openGuestPassBodySchema = z.strictObject({ token: tokenParamSchema, deviceId: guestDeviceIdSchema });

/** The guest pass as the guest's device sees it. */
export const guestPassViewSchema = z.object({
  /** LIVE: the code works; TAKEN_BACK: the member sits there again; USED: a gate admitted it. */
  status: z.enum(['LIVE', 'TAKEN_BACK', 'USED']),
  guestName: z.string(),
  /** The first name of the member who gave the seat. */
  memberName: z.string(),
  game: gameSchema,
  seat: ticketSeatSchema,
  /** The pass's ticket at the gate (its QR carries this id); null once taken back (the ticket is gone). */
  ticketId: z.nullable(idSchema),
  /** While LIVE, the code secret (hex). */
  secret: z.nullable(z.string().check(z.regex(/^[0-9a-f]{40}$/))),
});
export type GuestPassView = z.infer<typeof guestPassViewSchema>;

/** The member's private calendar link; renewing it makes the old one answer 404. */
export const calendarFeedSchema = z.object({ token: tokenParamSchema });

const idParams = z.object({ id: idParamSchema });
/** Giving and taking back: a member has few guests a season; a script cycling them to mail strangers stops here. */
const GUEST_CHANGES_LIMIT = { counter: 'guest-changes', per: 'account', max: 10, windowSeconds: 24 * 60 * 60 } as const;

export const seasonEndpoints = {
  season: endpoint({ method: 'GET', path: seasonPaths.season, auth: 'session', response: seasonOverviewSchema }),
  give: endpoint({
    method: 'POST',
    path: seasonPaths.guestPasses,
    auth: 'session',
    body: guestPassBodySchema,
    response: guestPassCreatedSchema,
    // The password is checked as a mail change checks it: wrong guesses count as failed logins.
    limits: [GUEST_CHANGES_LIMIT, LOGIN_LIMITS.account, LOGIN_LIMITS.address],
  }),
  takeBack: endpoint({
    method: 'DELETE',
    path: seasonPaths.guestPass,
    auth: 'session',
    params: idParams,
    response: noContent,
    limits: [GUEST_CHANGES_LIMIT],
  }),
  open: endpoint({
    method: 'POST',
    path: seasonPaths.openGuestPass,
    auth: 'public',
    body: openGuestPassBodySchema,
    response: guestPassViewSchema,
    // Links are 256 random bits: the address limit only keeps a guessing script from costing queries.
    limits: [
      { counter: 'guest-open', per: 'address', max: 30, windowSeconds: 10 * 60 },
      { counter: 'guest-open-token', per: 'token', max: 60, windowSeconds: 60 * 60 },
    ],
  }),
  gamesCalendar: endpoint({
    method: 'GET',
    path: seasonPaths.gamesCalendar,
    auth: 'public',
    /** text/calendar (RFC 5545), not JSON. */
    response: z.string(),
    limits: [{ counter: 'calendar', per: 'address', max: 60, windowSeconds: 60 * 60 }],
  }),
  memberCalendar: endpoint({
    method: 'GET',
    path: seasonPaths.memberCalendar,
    auth: 'public',
    params: z.object({ token: tokenParamSchema }),
    response: z.string(),
    limits: [
      { counter: 'calendar', per: 'address', max: 60, windowSeconds: 60 * 60 },
      { counter: 'calendar-token', per: 'token', max: 30, windowSeconds: 60 * 60 },
    ],
  }),
  calendarFeed: endpoint({ method: 'GET', path: seasonPaths.calendarFeed, auth: 'session', response: calendarFeedSchema }),
  renewCalendarFeed: endpoint({
    method: 'POST',
    path: seasonPaths.calendarFeed,
    auth: 'session',
    response: calendarFeedSchema,
    limits: [{ counter: 'calendar-renew', per: 'account', max: 10, windowSeconds: 24 * 60 * 60 }],
  }),
};
