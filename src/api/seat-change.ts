import * as z from 'zod/mini';
import { endpoint, idSchema, idParamSchema, noContent, tokenParamSchema } from './contract';
import { BEST_SEATS_TOO_MANY, bestSeatsBodySchema, bestSeatsProposalSchema, NO_SEATS_TOGETHER } from './best-seats';
import { HOLD_LIMITS } from './hold-limits';

/** Seat change area (spec §3 "Seat change session", §4 "Seat change", §7). */
export const seatChangePaths = {
  current: 'group-seat-change',
  pendingPayment: 'group-seat-change/pending-payment',
  finished: 'group-seat-change/finished',
  cancelPendingPayment: 'group-seat-change/cancel-pending-payment/:id',
  cancel: 'group-seat-change/cancel/:session',
  init: 'group-seat-change/init',
  expire: 'group-seat-change/expire/:session',
  updateSeats: 'group-seat-change/update/seats',
  bestSeats: 'group-seat-change/best-seats/:session',
  confirm: 'group-seat-change/confirm/:session',
  payment: 'group-seat-change/payment',
  paymentNotify: 'payments/notify',
} as const;

/**
 * The `code` of the seat change's 403 and 409 answers, so that the client tells them apart
 * (a seat taken meanwhile, a change already live, an expired hold…) by the names the server uses.
 */
export const SEAT_CHANGE_CODES = {
  noPartner: 'no-partner',
  seatChangeNotAllowed: 'seat-change-not-allowed',
  partnerNotAllowed: 'partner-not-allowed',
  partnerMayNotChangeSeat: 'partner-may-not-change-seat',
  partnerNotInChange: 'partner-not-in-change',
  productSoldOut: 'product-sold-out',
  seatChangeLive: 'seat-change-live',
  partnerInSeatChange: 'partner-in-seat-change',
  partnerWithoutSeat: 'partner-without-seat',
  seatChangeExpired: 'seat-change-expired',
  seatChangeNotOpen: 'seat-change-not-open',
  seatChangeNotConfirmed: 'seat-change-not-confirmed',
  seatNotPriced: 'seat-not-priced',
  seatTaken: 'seat-taken',
  seatsMissing: 'seats-missing',
  noSeatsTogether: NO_SEATS_TOGETHER,
  tooManyRestarts: 'too-many-restarts',
} as const;
export type SeatChangeCode = (typeof SEAT_CHANGE_CODES)[keyof typeof SEAT_CHANGE_CODES];

/** Most partners one change may carry: a group is small, this only bounds the request. */
export const SEAT_CHANGE_MAX_PARTNERS = 20;

export const seatChangeStatuses = [
  'OPEN',
  'CONFIRMED',
  'PENDING_PAYMENT',
  'PAID',
  'REFUND_PENDING',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
] as const;
export const seatChangeStatusSchema = z.enum(seatChangeStatuses);
export type SeatChangeStatus = z.infer<typeof seatChangeStatusSchema>;

/** A seat as the checkout shows it: where it is and what it is. */
export const seatChangeSeatSchema = z.object({
  idSeat: z.int(),
  areaId: z.int(),
  areaName: z.string(),
  row: z.int(),
  number: z.int(),
});
export type SeatChangeSeat = z.infer<typeof seatChangeSeatSchema>;

export const seatChangePartnerSchema = z.object({
  partnerId: z.int(),
  partnerNumber: z.int(),
  name: z.string(),
  lastname: z.string(),
  /** The partner's price role (rols.id); null when the club has not set one. */
  rolId: z.nullable(z.int()),
  /** The seat the partner had when the change started. */
  currentSeat: z.nullable(seatChangeSeatSchema),
  /** The seat chosen (held) for the partner; null until one is chosen. */
  nextSeat: z.nullable(seatChangeSeatSchema),
  /** Euros this partner's move costs: the change's fee (0 while they keep their seat or have none chosen). Beyond §3. */
  fee: z.number(),
  /** Euros: how much dearer the new area is for the partner's role (never below 0). Beyond §3. */
  priceRise: z.number(),
});

/** The seat change session of spec §3, plus its status. */
export const seatChangeSchema = z.object({
  id: z.int(),
  session: z.string(),
  status: seatChangeStatusSchema,
  productId: z.int(),
  partners: z.array(seatChangePartnerSchema),
  seatChangeFailed: z.boolean(),
  /** Euros; computed at confirm (0 before). */
  totalAmount: z.number(),
  steps: z.object({ firstStep: z.boolean(), secondStep: z.boolean(), thirdStep: z.boolean() }),
  /** The distinct price roles of the change's partners. */
  rolsSelected: z.array(z.int()),
  /** Seconds left before the holds lapse, counted on the server; 0 once passed or finished. */
  expirateIn: z.int(),
});
export type SeatChange = z.infer<typeof seatChangeSchema>;

const sessionParamsSchema = z.object({ session: tokenParamSchema });
const sessionFieldSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const seatChangeInitBodySchema = z.strictObject({
  productId: idSchema,
  partners: z.array(idSchema).check(z.minLength(1), z.maxLength(SEAT_CHANGE_MAX_PARTNERS)),
});

export const seatChangeUpdateSeatsBodySchema = z.strictObject({
  session: sessionFieldSchema,
  seatsInfo: z
    .array(z.strictObject({ partnerId: idSchema, seatId: idSchema }))
    .check(z.minLength(1), z.maxLength(SEAT_CHANGE_MAX_PARTNERS)),
});

export const seatChangePaymentBodySchema = z.strictObject({
  paymentMethod: z.string().check(z.minLength(1), z.maxLength(40)),
  session: sessionFieldSchema,
});

export const paymentOutcomes = ['APPROVED', 'DECLINED', 'PENDING'] as const;
export const paymentOutcomeSchema = z.enum(paymentOutcomes);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

/** The provider's server-to-server notification; `signature` is the HMAC of transaction and outcome. */
export const paymentNotificationBodySchema = z.strictObject({
  transaction: z.string().check(z.minLength(1), z.maxLength(64)),
  outcome: paymentOutcomeSchema,
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256')),
});

const notFound = 'no such change of the caller (another user’s change is never shown)';
const notLive = 'the change is not in a state that allows this, or its hold time has passed';
/** Who the caller may act for: checked at init and again at every step that advances a change. */
const actFor =
  "a partner is neither the caller’s own nor an ACTIVE member of a group the caller owns as ACTIVE owner (code 'partner-not-allowed'), or may not change seat (changeSeat flags or blocked; code 'partner-may-not-change-seat')";
const stillActFor = `the caller may no longer change seat or act for every partner of the change, and the change is not advanced: ${actFor}`;

export const seatChangeEndpoints = {
  current: endpoint({
    method: 'GET',
    path: seatChangePaths.current,
    summary: 'The caller’s live seat change (OPEN or CONFIRMED); an overdue one is expired and its seats freed.',
    auth: 'session',
    response: seatChangeSchema,
    errors: { 404: "'Seat change not loaded': the caller has no live change" },
  }),
  pendingPayment: endpoint({
    method: 'GET',
    path: seatChangePaths.pendingPayment,
    summary: 'The caller’s change waiting for the payment provider (PENDING_PAYMENT); one past its hold time expires when read.',
    auth: 'session',
    response: seatChangeSchema,
    errors: { 404: 'the caller has no change waiting for payment' },
  }),
  finished: endpoint({
    method: 'GET',
    path: seatChangePaths.finished,
    summary: 'The caller’s last finished change (PAID, REFUND_PENDING or FAILED), for the checkout result pages.',
    auth: 'session',
    response: seatChangeSchema,
    errors: { 404: 'the caller has no finished change' },
  }),
  cancelPendingPayment: endpoint({
    method: 'DELETE',
    path: seatChangePaths.cancelPendingPayment,
    summary: 'Cancels the caller’s change waiting for payment (by change id) and frees its seats.',
    auth: 'session',
    params: z.object({ id: idParamSchema }),
    response: noContent,
    errors: { 404: `${notFound}, or it is not waiting for payment` },
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: seatChangePaths.cancel,
    summary: 'Cancels the caller’s live change (OPEN, CONFIRMED or PENDING_PAYMENT) and frees its seats.',
    auth: 'session',
    params: sessionParamsSchema,
    response: noContent,
    errors: { 404: `'Failed cancel seat change': ${notFound}, or it is no longer live` },
  }),
  init: endpoint({
    method: 'POST',
    path: seatChangePaths.init,
    summary:
      'Starts a seat change (201) for the caller’s partner and, when the caller is an active owner of their group, ' +
      'its active members; every partner must be allowed to change seat and not blocked (re-checked at every later step).',
    auth: 'session',
    body: seatChangeInitBodySchema,
    response: seatChangeSchema,
    errors: {
      400: 'a partner listed twice',
      403: `the caller has no partner profile (code 'no-partner') or may not change seat (changeSeat.allowed / executionAllowed, or blocked; code 'seat-change-not-allowed'); ${actFor}`,
      404: 'no active SEAT_CHANGE product with that id',
      409: "the product is sold out (code 'product-sold-out'), the caller already has a live change (code 'seat-change-live': cancel it first), a partner is in another user’s live change that has not lapsed (code 'partner-in-seat-change'), or a partner has no seat to change (code 'partner-without-seat')",
      429: `a partner has ended ${HOLD_LIMITS.unpaidChangesPerPartnerPerDay} changes unpaid (cancelled, declined or lapsed after holding seats) in the last 24 hours (code '${SEAT_CHANGE_CODES.tooManyRestarts}')`,
    },
  }),
  expire: endpoint({
    method: 'PUT',
    path: seatChangePaths.expire,
    summary: 'Expires the caller’s open change now and frees its seats (idempotent for an expired one).',
    auth: 'session',
    params: sessionParamsSchema,
    response: noContent,
    errors: { 404: notFound, 409: 'the change is waiting for payment or already finished' },
  }),
  updateSeats: endpoint({
    method: 'PUT',
    path: seatChangePaths.updateSeats,
    summary: 'Holds the chosen seats for the partners of the change, all or none; answers the updated change.',
    auth: 'session',
    body: seatChangeUpdateSeatsBodySchema,
    response: seatChangeSchema,
    errors: {
      400: 'a partner or a seat listed twice',
      403: `a partner who is not part of the change (code 'partner-not-in-change'); ${stillActFor}`,
      404: `${notFound}, or an unknown seat`,
      409: `${notLive}; a seat not priced for the partner’s role (code 'seat-not-priced'); a seat held or sold to someone else, or taken by a concurrent session (code 'seat-taken')`,
    },
  }),
  bestSeats: endpoint({
    method: 'PUT',
    path: seatChangePaths.bestSeats,
    summary:
      'Beyond spec: finds the best free seats together for every partner of the change (src/api/best-seats.ts, rule in server/README.md) and holds them ' +
      'as updateSeats does, in one transaction; answers the updated change and the proposal.',
    auth: 'session',
    params: sessionParamsSchema,
    body: bestSeatsBodySchema,
    response: z.object({ change: seatChangeSchema, proposal: bestSeatsProposalSchema }),
    errors: {
      403: `a wheelchairFor who is not part of the change (code 'partner-not-in-change'); ${stillActFor}`,
      404: `${notFound}, or an unknown area`,
      409: `${notLive}; no arrangement: fewer free seats priced for the partners than partners, or no free wheelchair space with its companion seat (code '${NO_SEATS_TOGETHER}'); the seats were taken by concurrent sessions on every try (code 'seat-taken')`,
      429: BEST_SEATS_TOO_MANY,
    },
  }),
  confirm: endpoint({
    method: 'PUT',
    path: seatChangePaths.confirm,
    summary: 'Confirms the change (thirdStep) and computes totalAmount: product fee plus the price rise, per partner who moves.',
    auth: 'session',
    params: sessionParamsSchema,
    response: seatChangeSchema,
    errors: {
      403: stillActFor,
      404: notFound,
      409: `${notLive}; a partner without a chosen seat (code 'seats-missing')`,
    },
  }),
  payment: endpoint({
    method: 'POST',
    path: seatChangePaths.payment,
    summary: 'Starts the payment of a confirmed change: answers the provider URL to send the browser to.',
    auth: 'session',
    body: seatChangePaymentBodySchema,
    response: z.object({ transaction: z.url() }),
    errors: {
      400: 'a payment method the club does not accept (settings.payment_methods)',
      403: stillActFor,
      404: notFound,
      409: `${notLive}; the change is not confirmed`,
    },
  }),
  paymentNotify: endpoint({
    method: 'POST',
    path: seatChangePaths.paymentNotify,
    summary: 'The payment provider’s signed outcome: APPROVED applies the change, DECLINED fails it, PENDING leaves a refund pending. Idempotent.',
    auth: 'public',
    body: paymentNotificationBodySchema,
    response: noContent,
    errors: { 403: 'the signature does not match the shared payment secret', 404: 'unknown transaction' },
  }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
