import * as z from 'zod/mini';
import { APP_PATHS } from './app-paths';
import {
  dniSchema,
  endpoint,
  idParamSchema,
  idSchema,
  mailSchema,
  newPasswordSchema,
  noContent,
  pastDateSchema,
  shortTextSchema,
} from './contract';
import { bestSeatsBodySchema, bestSeatsProposalSchema, NO_SEATS_TOGETHER } from './best-seats';
import {
  ACCOUNTS_PER_ADDRESS_LIMIT,
  BEST_SEATS_LIMIT,
  LOGIN_LIMITS,
  MAIL_CODE_SENDS,
  MAIL_CODE_TRIES_LIMIT,
  SIGNUP_ACCOUNT_LIMIT,
} from './limits';
import { membershipTermSchema } from './membership';
import { paymentNotificationBodySchema, seatChangeSeatSchema } from './seat-change';
import { familyPriceRules, ROL_REASONS, type RolReasonCode } from './signup-pricing';
import { memberLanguageSchema, phoneSchema, USERS_EMAIL_IN_USE, userSchema } from './users';

/**
 * Sign-up (hazte-abonado) calls beyond spec §7: §7 lists the products, their availability and
 * the areas (membership.ts), not how an account is made, seats are held, and a new membership is
 * paid for. Prices and roles follow signup-pricing.ts, which the page uses too.
 *
 * The people of an order get a `personId` when the order is made: it is the partner id they will
 * have once paid (drawn from the partners' id sequence; for a member renewing, their own partner
 * id). `POST group-seat-change/areas/:id` takes these ids as `users` (with the product id of any
 * of them), so the areas are filtered by the rols of the order's people.
 */
export const signupPaths = {
  account: 'signup/account',
  mailCode: 'signup/account/mail-code',
  confirmMail: 'signup/account/confirm-mail',
  resendCode: 'signup/account/resend-code',
  orders: 'signup/orders',
  latestOrder: 'signup/orders/latest',
  order: (id: number) => `signup/orders/${id}`,
  passCard: (id: number) => `signup/orders/${id}/pass.pdf`,
  seats: (id: number) => `signup/orders/${id}/seats`,
  bestSeats: (id: number) => `signup/orders/${id}/best-seats`,
  payment: (id: number) => `signup/orders/${id}/payment`,
  paymentNotify: 'payments/signup/notify',
} as const;

/**
 * Where the payment provider sends the browser back after a card payment; it appends
 * /success, /error or /pending-refund (as for seat changes).
 */
export const SIGNUP_PAYMENT_RETURN_PATH = APP_PATHS.signupPayment;

/** The `code` of sign-up 4xx answers, so the page tells them apart by the server's names. */
export const SIGNUP_CODES = {
  creationClosed: 'creation-closed',
  mailInUse: USERS_EMAIL_IN_USE,
  dniInUse: 'dni-in-use',
  alreadyMember: 'already-member',
  noBirthdate: 'no-birthdate',
  notBorn: 'not-born',
  selfTwice: 'self-listed-twice',
  renewalNotAllowed: 'renewal-not-allowed',
  productNotForPerson: 'product-not-for-person',
  productSoldOut: 'product-sold-out',
  orderPaying: 'order-paying',
  orderExpired: 'order-expired',
  orderNotOpen: 'order-not-open',
  personNotInOrder: 'person-not-in-order',
  seatTaken: 'seat-taken',
  seatNotPriced: 'seat-not-priced',
  seatsMissing: 'seats-missing',
  noSeatsTogether: NO_SEATS_TOGETHER,
  mailNotConfirmed: 'mail-not-confirmed',
  tooManyAccounts: 'too-many-accounts',
  tooManyHolds: 'too-many-holds',
  tooManyRestarts: 'too-many-restarts',
  mailCodeWrong: 'mail-code-wrong',
  mailCodeExpired: 'mail-code-expired',
  mailConfirmed: 'mail-already-confirmed',
} as const;
export type SignupCode = (typeof SIGNUP_CODES)[keyof typeof SIGNUP_CODES];

/**
 * How long a CASH order holds its seats for the club office: the same day, not two. A hold costs
 * nothing, so a long one lets scripted accounts lock seats without paying (server README, "Security model").
 */
export const SIGNUP_CASH_HOLD_HOURS = 4;

/** Most people one order may carry (a large family). */
export const SIGNUP_MAX_PEOPLE = 8;

/**
 * IBAN: country, check digits and account (12 to 30 more characters), spaces allowed; valid when
 * its mod-97 check is 1 (ISO 13616). A Spanish IBAN has 24 characters.
 */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{12,30}$/.test(iban)) return false;
  if (iban.startsWith('ES') && iban.length !== 24) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const IBAN_RULE = 'must be an IBAN with its check digits';
/** Stored and compared without spaces, upper-cased. */
export const ibanSchema = z.string().check(
  z.maxLength(42),
  z.overwrite((value) => value.replace(/\s+/g, '').toUpperCase()),
  z.refine(isValidIban, IBAN_RULE),
);

/** Step 1: the visitor's personal data and password. */
export const signupAccountBodySchema = z.strictObject({
  name: shortTextSchema,
  lastname: shortTextSchema,
  mail: mailSchema,
  password: newPasswordSchema,
  dni: dniSchema,
  birthdate: pastDateSchema,
  phone: z.optional(phoneSchema),
  /** The club's terms and privacy policy must be accepted. */
  acceptTerms: z.literal(true),
  /** The app's language at sign-up: the member's mails and pass card are written in it ('es' when absent). */
  language: z.optional(memberLanguageSchema),
});
export type SignupAccountBody = z.infer<typeof signupAccountBodySchema>;

/**
 * The code mailed by step 1 (beyond §7): 6 digits, one in a million to guess; it dies after
 * `maxWrongTries` wrong tries or `ttlSeconds`, and a new one is asked for.
 */
export const MAIL_CODE = { digits: 6, ttlSeconds: 15 * 60, maxWrongTries: 5 } as const;

export const signupConfirmMailBodySchema = z.strictObject({
  code: z.string().check(z.regex(/^\d{6}$/, 'must be the 6 digits mailed')),
});
export type SignupConfirmMailBody = z.infer<typeof signupConfirmMailBodySchema>;

/** The caller's mail code: where it went, how long it lives, when another may be asked for. */
export const signupMailCodeSchema = z.object({
  mail: z.string(),
  /** Seconds the live code has left; 0 when none is live (expired or used up): ask for a new one. */
  expiresIn: z.int(),
  /** Seconds before the server mails another code; 0 when it would now. */
  resendIn: z.int(),
});
export type SignupMailCode = z.infer<typeof signupMailCodeSchema>;

/** The caller themselves (their account's name, DNI and birth date) or another person. */
export const signupPersonBodySchema = z.discriminatedUnion('self', [
  z.strictObject({ self: z.literal(true), productId: idSchema }),
  z.strictObject({
    self: z.literal(false),
    name: shortTextSchema,
    lastname: shortTextSchema,
    /** Optional: children under 14 often have none. */
    dni: z.optional(dniSchema),
    birthdate: pastDateSchema,
    productId: idSchema,
  }),
]);
export type SignupPersonBody = z.infer<typeof signupPersonBodySchema>;

export const signupOrderBodySchema = z.strictObject({
  term: membershipTermSchema,
  people: z.array(signupPersonBodySchema).check(z.minLength(1), z.maxLength(SIGNUP_MAX_PEOPLE)),
});
export type SignupOrderBody = z.infer<typeof signupOrderBodySchema>;

export const signupSeatsBodySchema = z.strictObject({
  seats: z.array(z.strictObject({ personId: idSchema, seatId: idSchema })).check(z.minLength(1), z.maxLength(SIGNUP_MAX_PEOPLE)),
});
export type SignupSeatsBody = z.infer<typeof signupSeatsBodySchema>;

/** §9 new members: cash or card in one go, or half now by card and half debited on 10 September. */
export const signupPaymentMethods = ['CARD', 'CASH', 'SPLIT'] as const;
export const signupPaymentBodySchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('CARD') }),
  z.strictObject({ method: z.literal('CASH') }),
  z.strictObject({ method: z.literal('SPLIT'), iban: ibanSchema }),
]);
export type SignupPaymentBody = z.infer<typeof signupPaymentBodySchema>;

export const signupOrderStatuses = [
  'OPEN',
  'PENDING_PAYMENT',
  'AWAITING_CASH',
  'PAID',
  'FAILED',
  'REFUND_PENDING',
  'CANCELLED',
  'EXPIRED',
] as const;
export const signupOrderStatusSchema = z.enum(signupOrderStatuses);
export type SignupOrderStatus = z.infer<typeof signupOrderStatusSchema>;

export const rolReasonSchema = z.object({
  code: z.enum(Object.values(ROL_REASONS) as [RolReasonCode, ...RolReasonCode[]]),
  minAge: z.int(),
  maxAge: z.nullable(z.int()),
  /** YYYY-MM-DD: the day the age is counted on (the season's start). */
  referenceDate: z.string(),
});

export const signupOrderPersonSchema = z.object({
  /** The partner id the person has once paid: `users` of group-seat-change/areas/:id. */
  personId: z.int(),
  self: z.boolean(),
  name: z.string(),
  lastname: z.string(),
  /** YYYY-MM-DD */
  birthdate: z.string(),
  /** On the season's start. */
  age: z.int(),
  rolId: z.int(),
  rolReason: rolReasonSchema,
  productId: z.int(),
  productName: z.string(),
  /** The seat held (then sold) for the person; null until one is chosen. */
  seat: z.nullable(seatChangeSeatSchema),
  /** Set once the order is paid. */
  partnerNumber: z.nullable(z.int()),
  priceRule: z.enum(familyPriceRules),
  /** Euros: the person's own price (their seat's area for their rol and term; the product's before a seat). */
  basePrice: z.number(),
  discount: z.number(),
  price: z.number(),
});
export type SignupOrderPerson = z.infer<typeof signupOrderPersonSchema>;

export const signupPaymentSchema = z.object({
  method: z.enum(signupPaymentMethods),
  status: z.enum(['PENDING', 'APPROVED', 'DECLINED', 'REFUND_PENDING']),
  /** Euros paid (or to pay) now. */
  amountNow: z.number(),
  /** Euros debited later (SPLIT), else 0. */
  amountLater: z.number(),
  /** YYYY-MM-DD of the later debit (SPLIT), else null. */
  debitDate: z.nullable(z.string()),
  /** Last four characters of the IBAN (SPLIT), else null. */
  ibanEnd: z.nullable(z.string()),
});

export const signupOrderSchema = z.object({
  id: z.int(),
  status: signupOrderStatusSchema,
  kind: z.enum(['NEW', 'RENEWAL']),
  term: membershipTermSchema,
  season: z.string(),
  people: z.array(signupOrderPersonSchema),
  /** Euros: the order total after family discounts, and the discounts. */
  total: z.number(),
  discount: z.number(),
  /** Seconds before the order and its holds lapse, counted on the server; 0 once passed or paid. */
  expiresIn: z.int(),
  /** The latest payment started, or null. */
  payment: z.nullable(signupPaymentSchema),
  /**
   * Once PAID: the FAMILY group the approval put the order's people in, owned by the buyer
   * (absent for one person alone, or when no group could be made: see server/README.md).
   */
  familyGroup: z.optional(z.object({ id: z.int(), name: z.string() })),
});
export type SignupOrder = z.infer<typeof signupOrderSchema>;

export const signupPaymentStartSchema = z.object({
  /** The provider URL to send the browser to (CARD, SPLIT); null for CASH (pay at the office). */
  transaction: z.nullable(z.url()),
  order: signupOrderSchema,
});

const idParams = z.object({ id: idParamSchema });

export const signupEndpoints = {
  account: endpoint({
    method: 'POST',
    path: signupPaths.account,
    auth: 'public',
    body: signupAccountBodySchema,
    response: userSchema,
    limits: [SIGNUP_ACCOUNT_LIMIT, LOGIN_LIMITS.address, ACCOUNTS_PER_ADDRESS_LIMIT],
  }),
  mailCode: endpoint({
    method: 'GET',
    path: signupPaths.mailCode,
    auth: 'session',
    response: signupMailCodeSchema,
  }),
  confirmMail: endpoint({
    method: 'POST',
    path: signupPaths.confirmMail,
    auth: 'session',
    body: signupConfirmMailBodySchema,
    response: userSchema,
    limits: [MAIL_CODE_TRIES_LIMIT, LOGIN_LIMITS.address],
  }),
  resendCode: endpoint({
    method: 'POST',
    path: signupPaths.resendCode,
    auth: 'session',
    response: signupMailCodeSchema,
    limits: [MAIL_CODE_SENDS.apart, MAIL_CODE_SENDS.perHour, MAIL_CODE_SENDS.resends],
  }),
  createOrder: endpoint({
    method: 'POST',
    path: signupPaths.orders,
    auth: 'session',
    body: signupOrderBodySchema,
    response: signupOrderSchema,
  }),
  latestOrder: endpoint({
    method: 'GET',
    path: signupPaths.latestOrder,
    auth: 'session',
    response: signupOrderSchema,
  }),
  order: endpoint({
    method: 'GET',
    path: 'signup/orders/:id',
    auth: 'session',
    params: idParams,
    response: signupOrderSchema,
  }),
  passCard: endpoint({
    method: 'GET',
    path: 'signup/orders/:id/pass.pdf',
    auth: 'session',
    params: idParams,
    /** The PDF's bytes (not JSON). */
    response: z.string(),
  }),
  cancelOrder: endpoint({
    method: 'DELETE',
    path: 'signup/orders/:id',
    auth: 'session',
    params: idParams,
    response: noContent,
  }),
  holdSeats: endpoint({
    method: 'PUT',
    path: 'signup/orders/:id/seats',
    auth: 'session',
    params: idParams,
    body: signupSeatsBodySchema,
    response: signupOrderSchema,
  }),
  bestSeats: endpoint({
    method: 'PUT',
    path: 'signup/orders/:id/best-seats',
    auth: 'session',
    params: idParams,
    body: bestSeatsBodySchema,
    response: z.object({ order: signupOrderSchema, proposal: bestSeatsProposalSchema }),
    limits: [BEST_SEATS_LIMIT],
  }),
  payment: endpoint({
    method: 'POST',
    path: 'signup/orders/:id/payment',
    auth: 'session',
    params: idParams,
    body: signupPaymentBodySchema,
    response: signupPaymentStartSchema,
  }),
  paymentNotify: endpoint({
    method: 'POST',
    path: signupPaths.paymentNotify,
    auth: 'public',
    body: paymentNotificationBodySchema,
    response: noContent,
  }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
