import * as z from 'zod/mini';
import { endpoint, idSchema, idParamSchema, noContent, tokenParamSchema } from './contract';
import { bestSeatsBodySchema, bestSeatsProposalSchema, NO_SEATS_TOGETHER } from './best-seats';
import { BEST_SEATS_LIMIT } from './limits';

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

export const seatChangeEndpoints = {
  current: endpoint({
    method: 'GET',
    path: seatChangePaths.current,
    auth: 'session',
    response: seatChangeSchema,
  }),
  pendingPayment: endpoint({
    method: 'GET',
    path: seatChangePaths.pendingPayment,
    auth: 'session',
    response: seatChangeSchema,
  }),
  finished: endpoint({
    method: 'GET',
    path: seatChangePaths.finished,
    auth: 'session',
    response: seatChangeSchema,
  }),
  cancelPendingPayment: endpoint({
    method: 'DELETE',
    path: seatChangePaths.cancelPendingPayment,
    auth: 'session',
    params: z.object({ id: idParamSchema }),
    response: noContent,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: seatChangePaths.cancel,
    auth: 'session',
    params: sessionParamsSchema,
    response: noContent,
  }),
  init: endpoint({
    method: 'POST',
    path: seatChangePaths.init,
    auth: 'session',
    body: seatChangeInitBodySchema,
    response: seatChangeSchema,
  }),
  expire: endpoint({
    method: 'PUT',
    path: seatChangePaths.expire,
    auth: 'session',
    params: sessionParamsSchema,
    response: noContent,
  }),
  updateSeats: endpoint({
    method: 'PUT',
    path: seatChangePaths.updateSeats,
    auth: 'session',
    body: seatChangeUpdateSeatsBodySchema,
    response: seatChangeSchema,
  }),
  bestSeats: endpoint({
    method: 'PUT',
    path: seatChangePaths.bestSeats,
    auth: 'session',
    params: sessionParamsSchema,
    body: bestSeatsBodySchema,
    response: z.object({ change: seatChangeSchema, proposal: bestSeatsProposalSchema }),
    limits: [BEST_SEATS_LIMIT],
  }),
  confirm: endpoint({
    method: 'PUT',
    path: seatChangePaths.confirm,
    auth: 'session',
    params: sessionParamsSchema,
    response: seatChangeSchema,
  }),
  payment: endpoint({
    method: 'POST',
    path: seatChangePaths.payment,
    auth: 'session',
    body: seatChangePaymentBodySchema,
    response: z.object({ transaction: z.url() }),
  }),
  paymentNotify: endpoint({
    method: 'POST',
    path: seatChangePaths.paymentNotify,
    auth: 'public',
    body: paymentNotificationBodySchema,
    response: noContent,
  }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
