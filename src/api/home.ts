import * as z from 'zod/mini';
import { endpoint } from './contract';
import { gameSchema } from './gate';
import { groupTypeSchema } from './groups';
import { releaseSchema } from './releases';
import { renewalWindowStates } from './renewal';
import { attendanceSchema, guestPassSummarySchema, seasonGameStatuses } from './season';
import { partnerSeatSchema, type User } from './users';

/**
 * The member's home (beyond §7): everything `/abonado` shows, in one request. The page is made
 * of blocks; each block is read on its own, so one that fails on the server is FAILED while the
 * others still show. A block the caller's kind does not have is absent; a READY block whose
 * value is null is empty (no game to come, no group…).
 */
export const homePaths = { home: 'home' } as const;

/** Which home a user gets: partner, supporter (sympathizer), fan, shareholder, enterprise admin, or staff. */
export const homeKinds = ['PARTNER', 'SYMPATHIZER', 'FAN', 'SHAREHOLDER', 'ENTERPRISE', 'STAFF'] as const;
export type HomeKind = (typeof homeKinds)[number];

/**
 * The caller's kind, from the session user: the server answers with it and the client draws the
 * kind's blocks loading before the answer comes. An employee first, then the enterprise admin,
 * then the strongest profile; a fan offered the shareholders' area is a shareholder.
 */
export function homeKindOf(user: Pick<User, 'type' | 'partner' | 'sympathizer' | 'fan'>): HomeKind {
  if (user.type === 'EMPLOYEE') return 'STAFF';
  if (user.type === 'ENTERPRISE_ADMIN') return 'ENTERPRISE';
  if (user.partner) return 'PARTNER';
  if (user.sympathizer) return 'SYMPATHIZER';
  if (user.fan?.actions.shareholders.available) return 'SHAREHOLDER';
  return 'FAN';
}

const block = <T extends z.core.SomeType>(value: T) =>
  z.discriminatedUnion('status', [z.object({ status: z.literal('READY'), value }), z.object({ status: z.literal('FAILED') })]);

/** The caller's own seat for the next game, and what they may still do with it. */
export const homeSeatForGameSchema = z.object({
  partnerId: z.int(),
  seat: partnerSeatSchema,
  /** COMING, or TODAY once tip-off has passed with no entry yet (src/api/season.ts). */
  status: z.enum(seasonGameStatuses),
  /** ISO: the last moment to release the seat or give it to a guest. */
  deadline: z.string(),
  /** Whether it may be given to a guest right now (before the deadline and the game's first gate download). */
  open: z.boolean(),
  /** Whether it may be released right now: a release closes at the deadline only (store/releases.ts). */
  mayRelease: z.boolean(),
  release: z.nullable(releaseSchema),
  guest: z.nullable(guestPassSummarySchema),
  /** Guests per season (settings) and how many are given. */
  guests: z.object({ max: z.int(), used: z.int() }),
});

export const homeNextGameSchema = z.object({
  game: gameSchema,
  /** Whether the game is on the club's today (Europe/Madrid): the home puts the card first. */
  today: z.boolean(),
  /** A partner's seat for it; null for every other kind (they buy tickets). */
  mine: z.nullable(homeSeatForGameSchema),
});
export type HomeNextGame = z.infer<typeof homeNextGameSchema>;

export const homePassSchema = z.object({
  season: z.string(),
  partnerNumber: z.int(),
  status: z.enum(['ACTIVE', 'PENDING']),
  blocked: z.boolean(),
  /** The season's seat; null without one (a pending partner). */
  seat: z.nullable(partnerSeatSchema),
  /** Null without a seat this season. */
  attendance: z.nullable(attendanceSchema),
});
export type HomePass = z.infer<typeof homePassSchema>;

/** What a charge is for: the sign-up's second half, or a renewal's instalment or part. */
export const homeChargeKinds = ['SECOND_PAYMENT', 'RENEWAL'] as const;
const homeChargeSchema = z.object({
  kind: z.enum(homeChargeKinds),
  /** YYYY-MM-DD: due on (pending) or declined on (failed). */
  on: z.string(),
  amountCents: z.int(),
});
export type HomeCharge = z.infer<typeof homeChargeSchema>;

export const homeMoneySchema = z.object({
  season: z.string(),
  /** Paid for the current season (the sum of the partner's payments). */
  paidCents: z.int(),
  /** The earliest charge still to be debited, if any. */
  nextCharge: z.nullable(homeChargeSchema),
  /** Debits declined and not paid since: each a red notice with the office's contact. */
  failed: z.array(homeChargeSchema),
  /** Credits of releases sold, not yet used. */
  creditCents: z.int(),
});
export type HomeMoney = z.infer<typeof homeMoneySchema>;

export const homeGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: groupTypeSchema,
  /** Members, the caller included. */
  members: z.int(),
  owner: z.boolean(),
});
export type HomeGroup = z.infer<typeof homeGroupSchema>;

/** The next season's renewal, while it concerns the caller (open, or already renewed). */
export const homeRenewalSchema = z.object({
  season: z.string(),
  state: z.enum(renewalWindowStates),
  /** YYYY-MM-DD, exclusive: renew before this day. */
  renewBefore: z.string(),
  /** The caller's own price if renewed now; null once renewed. */
  priceCents: z.nullable(z.int()),
  renewed: z.boolean(),
});
export type HomeRenewal = z.infer<typeof homeRenewalSchema>;

export const homeTicketsSchema = z.object({
  /** Tickets for games still to come. */
  upcoming: z.int(),
  /** The first of them. */
  next: z.nullable(z.object({ id: z.int(), game: gameSchema })),
});
export type HomeTickets = z.infer<typeof homeTicketsSchema>;

export const homeSchema = z.object({
  kind: z.enum(homeKinds),
  /** Partner: their number; supporter: theirs when they have one. */
  number: z.nullable(z.int()),
  nextGame: z.optional(block(z.nullable(homeNextGameSchema))),
  pass: z.optional(block(homePassSchema)),
  money: z.optional(block(homeMoneySchema)),
  group: z.optional(block(z.nullable(homeGroupSchema))),
  renewal: z.optional(block(z.nullable(homeRenewalSchema))),
  tickets: z.optional(block(homeTicketsSchema)),
});
export type Home = z.infer<typeof homeSchema>;
export type HomeBlockName = Exclude<keyof Home, 'kind' | 'number'>;

/** The blocks each kind's home has, in the page's order: the server reads these, the page draws them loading before the answer. */
export const HOME_BLOCKS: Record<HomeKind, readonly HomeBlockName[]> = {
  PARTNER: ['nextGame', 'renewal', 'pass', 'money', 'group', 'tickets'],
  SYMPATHIZER: ['nextGame', 'tickets'],
  FAN: ['nextGame', 'tickets'],
  SHAREHOLDER: ['nextGame', 'tickets'],
  ENTERPRISE: ['nextGame'],
  STAFF: ['nextGame'],
};

/** A reload loop costs about ten queries a call; a person opening their home does not come near. */
export const HOME_READ_LIMIT = { counter: 'home-reads', per: 'account', max: 120, windowSeconds: 60 } as const;

export const homeEndpoints = {
  home: endpoint({ method: 'GET', path: homePaths.home, auth: 'session', response: homeSchema, limits: [HOME_READ_LIMIT] }),
};
