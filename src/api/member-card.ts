import * as z from 'zod/mini';
import { endpoint, noContent } from './contract';
import { partnerSeatSchema } from './users';

/** The member card (beyond §7): what the card shows, and the secret its rotating code comes from. */
export const memberCardPaths = {
  card: 'partners/card',
  secret: 'partners/card/secret',
  renewSecret: 'partners/card/secret/renew',
  pdf: 'partners/card/pdf',
} as const;

/**
 * Why a user has no card, in the order the server checks: not a partner, a partner still
 * PENDING, BLOCKED by the club, no seat for the season, or the season not paid.
 */
export const cardUnavailableReasons = ['NOT_PARTNER', 'PENDING', 'BLOCKED', 'NO_SEAT', 'NOT_PAID'] as const;
export const cardUnavailableReasonSchema = z.enum(cardUnavailableReasons);
export type CardUnavailableReason = z.infer<typeof cardUnavailableReasonSchema>;

export const memberCardSchema = z.object({
  partnerNumber: z.int(),
  name: z.string(),
  lastname: z.string(),
  /** The confirmed "foto de carné" as a data URL; null without one. */
  photo: z.nullable(z.string()),
  /** e.g. "25/26". */
  season: z.string(),
  /** The pass bought for the season, as the club names it (e.g. "Abono Adulto"). */
  pass: z.string(),
  seat: partnerSeatSchema,
  /** The group the member belongs to; null without one. */
  group: z.nullable(z.object({ name: z.string() })),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** Either the card, or the reason there is none. */
export const memberCardAnswerSchema = z.union([
  z.object({ card: memberCardSchema, unavailable: z.null() }),
  z.object({ card: z.null(), unavailable: cardUnavailableReasonSchema }),
]);
export type MemberCardAnswer = z.infer<typeof memberCardAnswerSchema>;

/** The device's secret for the rotating code (src/api/card-code.ts): 20 random bytes as hex. */
export const cardSecretSchema = z.object({
  secret: z.string().check(z.regex(/^[0-9a-f]{40}$/)),
  season: z.string(),
  partnerNumber: z.int(),
});
export type CardSecret = z.infer<typeof cardSecretSchema>;

export const memberCardEndpoints = {
  card: endpoint({
    method: 'GET',
    path: memberCardPaths.card,
    auth: 'session',
    response: memberCardAnswerSchema,
  }),
  secret: endpoint({
    method: 'POST',
    path: memberCardPaths.secret,
    auth: 'session',
    body: z.optional(z.strictObject({})),
    response: cardSecretSchema,
    limits: [{ counter: 'card-secret', per: 'account', max: 30, windowSeconds: 60 * 60 }],
  }),
  renewSecret: endpoint({
    method: 'POST',
    path: memberCardPaths.renewSecret,
    auth: 'session',
    body: z.optional(z.strictObject({})),
    response: cardSecretSchema,
    limits: [{ counter: 'card-renew', per: 'account', max: 3, windowSeconds: 24 * 60 * 60 }],
  }),
  pdf: endpoint({
    method: 'GET',
    path: memberCardPaths.pdf,
    auth: 'session',
    response: noContent,
    limits: [{ counter: 'card-pdf', per: 'account', max: 20, windowSeconds: 60 * 60 }],
  }),
};
