import * as z from 'zod/mini';
import { endpoint, idSchema, isoDateSchema, noContent } from './contract';
import { BEST_SEATS_LIMIT } from './limits';
import { areaListSchema, areasQuerySchema } from './membership';
import { ibanSchema } from './signup';
import { paymentNotificationBodySchema } from './seat-change';
import { partnerSeatSchema } from './users';

/**
 * The next season's renewal (beyond §7; SPEC §9 "Payment, renewal"): a member keeps their seat in
 * one click and pays as the campaign says; members who renew may ask to move, and move in a
 * relocation window given by priority; a waiting list takes the seats left free, group-size aware.
 *
 * Money here is in euro cents (integers), unlike the older contracts' euros: the quote, the
 * schedules and the debits must agree to the cent.
 *
 * Dates are the club's (Europe/Madrid). A "before" date is exclusive, as the campaign writes it:
 * instalments "must be requested before 23 June" means up to 22 June included.
 */
export const renewalPaths = {
  renewal: 'renewal',
  paymentNotify: 'renewal/payments/notify',
  relocation: 'relocation',
  relocationAreas: 'relocation/areas',
  relocationMove: 'relocation/move',
  relocationBestSeats: 'relocation/best-seats',
  waitingList: 'waiting-list',
  acceptOffer: 'waiting-list/offer/accept',
  declineOffer: 'waiting-list/offer/decline',
} as const;

export const RENEWAL_CODES = {
  /** Outside the renewal window (not open yet, or its deadline passed). */
  closed: 'renewal-closed',
  /** A partner named is not the caller's, nor an ACTIVE member of the group the caller owns, or has no seat this season. */
  notYours: 'renewal-not-yours',
  /** A partner named already renewed for the season. */
  alreadyRenewed: 'renewal-already',
  /** The payment option is not open on that day, or not for this member (instalments after their deadline, parts without a club card). */
  optionClosed: 'renewal-option-closed',
  /** Instalments and parts are debited: an IBAN is required. */
  ibanRequired: 'renewal-iban-required',
  /** The card payment was declined, or its hold lapsed at the provider. */
  paymentFailed: 'renewal-payment-failed',
  /** Relocation: the caller asked to move in no renewal, or the window is not theirs now. */
  notYourWindow: 'relocation-not-your-window',
  /** Relocation: a seat is taken (by an earlier window, a waiting-list offer, or a race lost). */
  seatTaken: 'relocation-seat-taken',
  /** Relocation: the seat's area costs another price for that person (a move never changes what was charged). */
  otherPrice: 'relocation-other-price',
  /** Relocation: no block of free seats together fits the group. */
  noSeatsTogether: 'relocation-no-seats-together',
  /** Waiting list: not open yet, or closed for the season. */
  listClosed: 'waiting-list-closed',
  /** Waiting list: the caller already has an entry (or a seat for the season). */
  alreadyListed: 'waiting-list-already',
  /** Waiting list: no live offer to answer. */
  noOffer: 'waiting-list-no-offer',
} as const;

/** A dated share of a total: the instalments (40/40/20) and the club card's parts. */
export const datedShareSchema = z.object({ on: isoDateSchema, percent: z.int().check(z.positive(), z.maximum(100)) });
export type DatedShare = z.infer<typeof datedShareSchema>;

/** The campaign's calendar of a season, as the club set it (table season_calendars). */
export const seasonCalendarSchema = z.object({
  season: z.string(),
  /** The renewal window opens on this day. */
  renewalOpensOn: isoDateSchema,
  /** Renewing (and paying by card) ends before this day: 25 June. */
  renewBefore: isoDateSchema,
  /** Instalments must be asked for before this day: 23 June. */
  instalmentsRequestBefore: isoDateSchema,
  /** Three debits: 25/06 40 %, 18/07 40 %, 18/08 20 %. */
  instalments: z.array(datedShareSchema),
  /** A club card holder's parts: nothing until October. */
  parts: z.array(datedShareSchema),
  /** Who renews may ask to move until the renewal's end; windows start at this instant (ISO). */
  relocationStartsAt: z.string(),
  relocationWindows: z.int().check(z.positive()),
  relocationWindowMinutes: z.int().check(z.positive()),
  /** The waiting list (the pre-reservation list) opens on this day: 23 June. */
  waitingListOpensOn: isoDateSchema,
  /** New and returning members sign up from this day: 25 June. */
  newMembersFrom: isoDateSchema,
  /** Hours a waiting-list offer lasts before it passes on. */
  offerHours: z.int().check(z.positive()),
});
export type SeasonCalendar = z.infer<typeof seasonCalendarSchema>;

export const paymentOptions = ['CARD', 'INSTALMENTS', 'PARTS'] as const;
export type PaymentOption = (typeof paymentOptions)[number];

/** Why an option is not offered today; null when it is. */
export const optionClosedReasons = ['past-deadline', 'no-club-card'] as const;

/** One line of a person's quote, in the order it applies. `cents` is negative for a discount. */
export const quoteLineKinds = ['PASS', 'FAMILY', 'ATTENDANCE', 'CREDITS'] as const;
export const quoteLineSchema = z.object({ kind: z.enum(quoteLineKinds), cents: z.int() });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** A person the caller may renew: themselves, or an ACTIVE member of the group they own. */
export const renewalPersonSchema = z.object({
  partnerId: idSchema,
  partnerNumber: z.int(),
  name: z.string(),
  lastname: z.string(),
  /** Their seat this season, kept in the renewal. */
  seat: partnerSeatSchema,
  /** Age on 1 July of the next season, and the price role it gives (src/api/signup-pricing.ts). */
  age: z.int(),
  rol: z.string(),
  /** Games attended of the season's home games, and whether that earned the attendance discount. */
  attended: z.int(),
  games: z.int(),
  /** The credit balance before this renewal (releases sold). */
  creditCents: z.int(),
  /** Their quote when renewed with everyone else not renewed yet: lines, then the sum. */
  lines: z.array(quoteLineSchema),
  priceCents: z.int().check(z.nonnegative()),
  /** Renewed already (by themselves or their group owner). */
  renewed: z.boolean(),
});
export type RenewalPerson = z.infer<typeof renewalPersonSchema>;

/** One charge of a schedule. */
export const scheduledChargeSchema = z.object({ on: isoDateSchema, amountCents: z.int().check(z.nonnegative()) });

export const renewalOptionSchema = z.object({
  option: z.enum(paymentOptions),
  open: z.boolean(),
  closedReason: z.nullable(z.enum(optionClosedReasons)),
  /** The last day the option may be chosen (exclusive "before" date minus one), for the page. */
  lastDay: isoDateSchema,
  /** For everyone still to renew, together: CARD one charge today, INSTALMENTS three, PARTS the club card's. */
  schedule: z.array(scheduledChargeSchema),
});
export type RenewalOption = z.infer<typeof renewalOptionSchema>;

export const debitStatuses = ['PENDING', 'CLAIMED', 'CHARGED', 'FAILED'] as const;
export const renewalStatuses = ['PENDING_PAYMENT', 'RENEWED', 'FAILED', 'EXPIRED'] as const;

/** A renewal made: who, how it is paid, and every charge with its state. */
export const renewalRecordSchema = z.object({
  id: idSchema,
  season: z.string(),
  status: z.enum(renewalStatuses),
  option: z.enum(paymentOptions),
  totalCents: z.int(),
  /** The last four characters of the IBAN debited, or null for a card. */
  ibanEnd: z.nullable(z.string()),
  wantsToMove: z.boolean(),
  people: z.array(z.object({ partnerId: idSchema, name: z.string(), seat: partnerSeatSchema, lines: z.array(quoteLineSchema), priceCents: z.int() })),
  /** Card: one charge (PENDING until the provider answers); debits: one per date and person. */
  charges: z.array(
    z.object({ on: isoDateSchema, partnerId: idSchema, amountCents: z.int(), status: z.enum(debitStatuses), kind: z.enum(['CARD', 'DEBIT']) }),
  ),
});
export type RenewalRecord = z.infer<typeof renewalRecordSchema>;

export const renewalWindowStates = ['NOT_YET', 'OPEN', 'CLOSED'] as const;

export const renewalOverviewSchema = z.object({
  calendar: seasonCalendarSchema,
  /** The renewal window by the server's clock. */
  state: z.enum(renewalWindowStates),
  /** Whether the caller holds a club card (the parts option). */
  clubCard: z.boolean(),
  /** The IBAN on file, masked to its last four, if any. */
  ibanEnd: z.nullable(z.string()),
  people: z.array(renewalPersonSchema),
  options: z.array(renewalOptionSchema),
  /** The caller's renewals of the season, latest first (a failed card payment may be retried). */
  renewals: z.array(renewalRecordSchema),
});
export type RenewalOverview = z.infer<typeof renewalOverviewSchema>;

export const renewBodySchema = z.strictObject({
  partnerIds: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
  option: z.enum(paymentOptions),
  /** Required for INSTALMENTS and PARTS when none is on file; replaces the one on file. */
  iban: z.optional(ibanSchema),
  /** Ask for a relocation window (the seat is kept until the member moves). */
  wantsToMove: z.boolean(),
});
export type RenewBody = z.infer<typeof renewBodySchema>;

export const renewResultSchema = z.object({
  renewal: renewalRecordSchema,
  /** CARD: where the browser pays (the provider's page, checked against the allowlist); null for debits. */
  transaction: z.nullable(z.url()),
});

/** The relocation as the caller sees it. */
export const relocationStates = ['NOT_REQUESTED', 'WAITING_ASSIGNMENT', 'BEFORE', 'OPEN', 'AFTER'] as const;
export const relocationOverviewSchema = z.object({
  season: z.string(),
  state: z.enum(relocationStates),
  /** The caller's window once assigned (at the renewal's deadline), 1-based of `of`. */
  window: z.nullable(z.object({ index: z.int(), of: z.int(), startsAt: z.string(), endsAt: z.string() })),
  /** Why this window: years as a member, then attendance (the documented priority). */
  priority: z.nullable(z.object({ years: z.int(), attendancePercent: z.int() })),
  /** The people of the caller's renewal and their 26/27 seat now. */
  people: z.array(z.object({ partnerId: idSchema, name: z.string(), seat: partnerSeatSchema, priceCents: z.int() })),
});
export type RelocationOverview = z.infer<typeof relocationOverviewSchema>;

export const relocationMoveBodySchema = z.strictObject({
  /** Who moves where: alone (one) or with the group (several); the others stay. */
  moves: z.array(z.strictObject({ partnerId: idSchema, seatId: idSchema })).check(z.minLength(1), z.maxLength(20)),
});
export const relocationBestSeatsBodySchema = z.strictObject({
  partnerIds: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
  areaId: z.optional(idSchema),
});

export const waitingEntryStatuses = ['WAITING', 'OFFERED', 'ACCEPTED', 'DECLINED', 'LAPSED', 'LEFT'] as const;
export const WAITING_PARTY_MAX = 8;
export const waitingListEntrySchema = z.object({
  id: idSchema,
  partySize: z.int(),
  status: z.enum(waitingEntryStatuses),
  /** 1-based among entries still waiting, in order of joining; null once offered or ended. */
  position: z.nullable(z.int()),
  joinedAt: z.string(),
  offer: z.nullable(
    z.object({
      expiresAt: z.string(),
      seats: z.array(z.object({ seatId: idSchema, sector: z.string(), area: z.string(), row: z.int(), number: z.int() })),
    }),
  ),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const waitingListOverviewSchema = z.object({
  season: z.string(),
  /** NOT_YET before waitingListOpensOn; OPEN to join; offers come once the relocation windows end. */
  state: z.enum(['NOT_YET', 'OPEN']),
  opensOn: isoDateSchema,
  offerHours: z.int(),
  entry: z.nullable(waitingListEntrySchema),
});
export type WaitingListOverview = z.infer<typeof waitingListOverviewSchema>;

export const joinWaitingListBodySchema = z.strictObject({ partySize: z.int().check(z.positive(), z.maximum(WAITING_PARTY_MAX)) });

/** Renewing and moving: each call writes seats, payments or debits; a script looping them stops here. */
const RENEWAL_WRITES_LIMIT = { counter: 'renewal-writes', per: 'account', max: 20, windowSeconds: 60 * 60 } as const;
/** The 26/27 map: the costliest read of the flow (every seat against the season's claims). */
const RELOCATION_MAP_LIMIT = { counter: 'relocation-map', per: 'account', max: 120, windowSeconds: 60 } as const;
const WAITING_LIST_WRITES_LIMIT = { counter: 'waiting-list-writes', per: 'account', max: 10, windowSeconds: 24 * 60 * 60 } as const;

export const renewalEndpoints = {
  overview: endpoint({ method: 'GET', path: renewalPaths.renewal, auth: 'session', response: renewalOverviewSchema }),
  renew: endpoint({
    method: 'POST',
    path: renewalPaths.renewal,
    auth: 'session',
    body: renewBodySchema,
    response: renewResultSchema,
    limits: [RENEWAL_WRITES_LIMIT],
  }),
  paymentNotify: endpoint({ method: 'POST', path: renewalPaths.paymentNotify, auth: 'public', body: paymentNotificationBodySchema, response: noContent }),
  relocation: endpoint({ method: 'GET', path: renewalPaths.relocation, auth: 'session', response: relocationOverviewSchema }),
  /**
   * The next season's map as the seat maps read it (membership.ts areaListSchema): only the areas
   * priced as the caller's renewal for everyone moving; `available` is free for the next season now.
   */
  relocationAreas: endpoint({
    method: 'GET',
    path: renewalPaths.relocationAreas,
    auth: 'session',
    query: areasQuerySchema,
    response: areaListSchema,
    limits: [RELOCATION_MAP_LIMIT],
  }),
  move: endpoint({
    method: 'POST',
    path: renewalPaths.relocationMove,
    auth: 'session',
    body: relocationMoveBodySchema,
    response: relocationOverviewSchema,
    limits: [RENEWAL_WRITES_LIMIT],
  }),
  bestSeats: endpoint({
    method: 'POST',
    path: renewalPaths.relocationBestSeats,
    auth: 'session',
    body: relocationBestSeatsBodySchema,
    response: relocationOverviewSchema,
    limits: [BEST_SEATS_LIMIT, RENEWAL_WRITES_LIMIT],
  }),
  waitingList: endpoint({ method: 'GET', path: renewalPaths.waitingList, auth: 'session', response: waitingListOverviewSchema }),
  joinWaitingList: endpoint({
    method: 'POST',
    path: renewalPaths.waitingList,
    auth: 'session',
    body: joinWaitingListBodySchema,
    response: waitingListOverviewSchema,
    limits: [WAITING_LIST_WRITES_LIMIT],
  }),
  leaveWaitingList: endpoint({ method: 'DELETE', path: renewalPaths.waitingList, auth: 'session', response: noContent, limits: [WAITING_LIST_WRITES_LIMIT] }),
  acceptOffer: endpoint({ method: 'POST', path: renewalPaths.acceptOffer, auth: 'session', response: waitingListOverviewSchema, limits: [WAITING_LIST_WRITES_LIMIT] }),
  declineOffer: endpoint({ method: 'POST', path: renewalPaths.declineOffer, auth: 'session', response: waitingListOverviewSchema, limits: [WAITING_LIST_WRITES_LIMIT] }),
};
