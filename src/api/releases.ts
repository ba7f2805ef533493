import * as z from 'zod/mini';
import { endpoint, idParamSchema, idSchema, noContent } from './contract';
import { gameSchema } from './gate';
import { partnerSeatSchema } from './users';

/**
 * A member's seat released for one game (beyond §7): put on sale as a single game's ticket; if it
 * sells, the member is credited a share of its price (settings, 50 % by default) in a ledger the
 * renewal takes off its price. Until it sells or the deadline (3 hours before tip-off by default)
 * the member takes it back in one call. A group owner acts for the members they manage.
 */
export const releasesPaths = {
  list: 'releases',
  release: 'releases',
  takeBack: 'releases/:id',
  credits: 'credits',
} as const;

export const RELEASE_CODES = {
  /** The partner is not the caller's, nor one they manage, or has no seat. */
  notYours: 'release-not-yours',
  /** The game is played, or its release deadline has passed. */
  deadlinePassed: 'release-deadline-passed',
  /** The partner's seat is already released for that game. */
  alreadyReleased: 'release-exists',
  /** The partner's seat is given to a guest for that game (src/api/season.ts). */
  seatGiven: 'release-seat-given',
  /** The game has no ticket price for the seat's area: nobody could buy it. */
  noPrice: 'release-no-price',
  /** Taking back a seat that sold, or that a buyer holds at this moment. */
  sold: 'release-sold',
  held: 'release-held',
} as const;

export const releaseStatuses = ['RELEASED', 'TAKEN_BACK', 'SOLD'] as const;

/** A release as its member (or their group owner) sees it. */
export const releaseSchema = z.object({
  id: idSchema,
  gameId: idSchema,
  partnerId: idSchema,
  status: z.enum(releaseStatuses),
  /** Euros credited if it sells (at release time), or credited once sold. */
  credit: z.number(),
  /** ISO: until when it may be taken back. */
  deadline: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

/** One partner the caller may release a seat for: themselves or a member they manage. */
export const releasablePartnerSchema = z.object({
  partnerId: idSchema,
  partnerNumber: z.int(),
  name: z.string(),
  lastname: z.string(),
  seat: partnerSeatSchema,
});

/** A game still to come with, per partner, what releasing the seat would credit and the release if any. */
export const releasableGameSchema = z.object({
  game: gameSchema,
  /** ISO: the last moment to release or take back. */
  deadline: z.string(),
  open: z.boolean(),
  seats: z.array(
    z.object({
      partnerId: idSchema,
      /** Euros the member is credited if this seat sells for this game (the share of its ticket price). */
      credit: z.number(),
      release: z.nullable(releaseSchema),
    }),
  ),
});

export const releasesOverviewSchema = z.object({
  /** The share of a sold ticket's price the member is credited, in percent. */
  sharePercent: z.int(),
  /** Minutes before tip-off when releases close. */
  deadlineMinutes: z.int(),
  partners: z.array(releasablePartnerSchema),
  games: z.array(releasableGameSchema),
});
export type ReleasesOverview = z.infer<typeof releasesOverviewSchema>;

export const releaseBodySchema = z.strictObject({ gameId: idSchema, partnerId: idSchema });

/** One line of a member's credit ledger: lines are only ever added. */
export const creditLineSchema = z.object({
  id: idSchema,
  partnerId: idSchema,
  /** Euros; negative when the renewal took it off its price. */
  amount: z.number(),
  reason: z.enum(['RELEASE_SOLD', 'RENEWAL']),
  at: z.string(),
  game: z.nullable(gameSchema),
  seat: z.nullable(z.object({ area: z.string(), row: z.int(), number: z.int() })),
});
export type CreditLine = z.infer<typeof creditLineSchema>;

export const creditsSchema = z.object({
  /** Euros: the sum of the lines. */
  balance: z.number(),
  lines: z.array(creditLineSchema),
});
export type Credits = z.infer<typeof creditsSchema>;

export const releasesEndpoints = {
  list: endpoint({ method: 'GET', path: releasesPaths.list, auth: 'session', response: releasesOverviewSchema }),
  release: endpoint({
    method: 'POST',
    path: releasesPaths.release,
    auth: 'session',
    body: releaseBodySchema,
    response: releaseSchema,
    limits: [{ counter: 'release-changes', per: 'account', max: 30, windowSeconds: 60 * 60 }],
  }),
  takeBack: endpoint({
    method: 'DELETE',
    path: releasesPaths.takeBack,
    auth: 'session',
    params: z.object({ id: idParamSchema }),
    response: noContent,
    limits: [{ counter: 'release-changes', per: 'account', max: 30, windowSeconds: 60 * 60 }],
  }),
  credits: endpoint({ method: 'GET', path: releasesPaths.credits, auth: 'session', response: creditsSchema }),
};
