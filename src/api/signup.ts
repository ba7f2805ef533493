import * as z from 'zod/mini';
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
import { BEST_SEATS_TOO_MANY, bestSeatsBodySchema, bestSeatsProposalSchema, NO_SEATS_TOGETHER } from './best-seats';
import { HOLD_LIMITS } from './hold-limits';
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
export const SIGNUP_PAYMENT_RETURN_PATH = '/hazte-abonado/pago-abono-base';

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
const beyond = 'Beyond §7.';
const creationClosed = `settings.enable_partner_creation is off (code '${SIGNUP_CODES.creationClosed}')`;
const notFound = "no order of the caller with that id (another user's order is never shown)";
const mailNotConfirmed = `the caller's mail is not confirmed yet (code '${SIGNUP_CODES.mailNotConfirmed}')`;
const notOpen = `the order is not OPEN (code '${SIGNUP_CODES.orderNotOpen}') or its hold time has passed (code '${SIGNUP_CODES.orderExpired}')`;

export const signupEndpoints = {
  account: endpoint({
    method: 'POST',
    path: signupPaths.account,
    summary:
      `${beyond} Step 1: creates the visitor's account (201, a FAN until a membership is paid), mails a confirmation link and a ${MAIL_CODE.digits}-digit code ` +
      '(signup/account/confirm-mail) and starts a session (same cookies as login).',
    auth: 'public',
    body: signupAccountBodySchema,
    response: userSchema,
    errors: {
      403: creationClosed,
      409: `'${USERS_EMAIL_IN_USE}': the mail has an account; or the DNI has one (code '${SIGNUP_CODES.dniInUse}')`,
      429: `${HOLD_LIMITS.accountsPerIpPerHour} accounts made from this IP in the last hour (code '${SIGNUP_CODES.tooManyAccounts}'); too many refused sign-ups from this IP (the login limit per IP: 20 in 15 minutes)`,
    },
  }),
  mailCode: endpoint({
    method: 'GET',
    path: signupPaths.mailCode,
    summary: `${beyond} The caller's mail code: the mail it went to, the seconds it has left and the seconds before another may be asked for.`,
    auth: 'session',
    response: signupMailCodeSchema,
    errors: { 409: `the caller's mail is confirmed (code '${SIGNUP_CODES.mailConfirmed}')` },
  }),
  confirmMail: endpoint({
    method: 'POST',
    path: signupPaths.confirmMail,
    summary:
      `${beyond} Confirms the caller's mail with the ${MAIL_CODE.digits}-digit code mailed by step 1 or by resend-code; answers the user. ` +
      `A code lives ${MAIL_CODE.ttlSeconds / 60} minutes and dies after ${MAIL_CODE.maxWrongTries} wrong tries. A confirmed mail answers the user again.`,
    auth: 'session',
    body: signupConfirmMailBodySchema,
    response: userSchema,
    errors: {
      409: `a wrong code (code '${SIGNUP_CODES.mailCodeWrong}')`,
      410: `no live code: expired, used up by wrong tries or never sent (code '${SIGNUP_CODES.mailCodeExpired}'); ask for a new one`,
      429: 'too many wrong codes from this IP (the login limit per IP: 20 failures in 15 minutes)',
    },
  }),
  resendCode: endpoint({
    method: 'POST',
    path: signupPaths.resendCode,
    summary: `${beyond} Mails the caller a new code (the old one dies) and answers its state.`,
    auth: 'session',
    response: signupMailCodeSchema,
    errors: {
      409: `the caller's mail is confirmed (code '${SIGNUP_CODES.mailConfirmed}')`,
      429: 'with Retry-After: one code a minute and 5 an hour per account (the one of step 1 included), 20 resends an hour per IP',
    },
  }),
  createOrder: endpoint({
    method: 'POST',
    path: signupPaths.orders,
    summary:
      `${beyond} Creates the caller's sign-up order (201) for one or several people, each with the product of their rol (from the birth date) and the term; ` +
      'replaces an OPEN order of the caller (its holds freed). The hold time (settings.seat_hold_seconds) starts now.',
    auth: 'session',
    body: signupOrderBodySchema,
    response: signupOrderSchema,
    errors: {
      400: 'the caller listed twice',
      403: `${creationClosed}; a RENEWAL product for someone other than the caller, or for a caller with no partner and no special renewal (code '${SIGNUP_CODES.renewalNotAllowed}')`,
      404: 'no active NEW or RENEWAL product with that id',
      409:
        `the caller's partner has paid this season (code '${SIGNUP_CODES.alreadyMember}'); the caller has no birth date (code '${SIGNUP_CODES.noBirthdate}'); ` +
        `a person not born by the season's start (code '${SIGNUP_CODES.notBorn}'); a product not of the person's rol or of the term (code '${SIGNUP_CODES.productNotForPerson}'); ` +
        `a sold-out product (code '${SIGNUP_CODES.productSoldOut}'); a DNI that has an account (code '${SIGNUP_CODES.dniInUse}'); ` +
        `an order of the caller waiting for payment (code '${SIGNUP_CODES.orderPaying}')`,
    },
  }),
  latestOrder: endpoint({
    method: 'GET',
    path: signupPaths.latestOrder,
    summary: `${beyond} The caller's latest order, whatever its status (an overdue OPEN one is expired first and its seats freed).`,
    auth: 'session',
    response: signupOrderSchema,
    errors: { 404: 'the caller has no order' },
  }),
  order: endpoint({
    method: 'GET',
    path: 'signup/orders/:id',
    summary: `${beyond} One order of the caller (for the payment result page).`,
    auth: 'session',
    params: idParams,
    response: signupOrderSchema,
    errors: { 404: notFound },
  }),
  passCard: endpoint({
    method: 'GET',
    path: 'signup/orders/:id/pass.pdf',
    summary: `${beyond} The pass cards of a PAID order as a PDF file (application/pdf, one page per person: holder, partner number, pass, seat), to download from the success page.`,
    auth: 'session',
    params: idParams,
    /** The PDF's bytes (not JSON). */
    response: z.string(),
    errors: { 404: notFound, 409: `the order is not PAID (code '${SIGNUP_CODES.orderNotOpen}')` },
  }),
  cancelOrder: endpoint({
    method: 'DELETE',
    path: 'signup/orders/:id',
    summary: `${beyond} Cancels the caller's OPEN or AWAITING_CASH order and frees its seats.`,
    auth: 'session',
    params: idParams,
    response: noContent,
    errors: { 404: notFound, 409: `the order is being paid or finished (code '${SIGNUP_CODES.orderNotOpen}')` },
  }),
  holdSeats: endpoint({
    method: 'PUT',
    path: 'signup/orders/:id/seats',
    summary:
      `${beyond} Holds one seat per listed person until the order lapses, all or none (the seat_claims primary key decides: a seat is never held or sold twice); ` +
      'a person listed again moves to the new seat. Answers the order with the prices of the seats.',
    auth: 'session',
    params: idParams,
    body: signupSeatsBodySchema,
    response: signupOrderSchema,
    errors: {
      400: 'a person or a seat listed twice',
      403: `${creationClosed}; a person not in the order (code '${SIGNUP_CODES.personNotInOrder}'); ${mailNotConfirmed}`,
      404: `${notFound}, or an unknown seat`,
      409: `${notOpen}; a seat with no price for the person's rol (code '${SIGNUP_CODES.seatNotPriced}'); a seat held or sold to someone else (code '${SIGNUP_CODES.seatTaken}')`,
      429:
        `a first hold of the order when ${HOLD_LIMITS.liveHoldsPerIp} live orders already hold seats from this IP (code '${SIGNUP_CODES.tooManyHolds}'), ` +
        `or when ${HOLD_LIMITS.holdsPerAccountPerDay} orders of the caller held seats in the last 24 hours (code '${SIGNUP_CODES.tooManyRestarts}')`,
    },
  }),
  bestSeats: endpoint({
    method: 'PUT',
    path: 'signup/orders/:id/best-seats',
    summary:
      `${beyond} Finds the best free seats together for every person of the order (src/api/best-seats.ts, rule in server/README.md) and holds them as holdSeats does, ` +
      'in one transaction, replacing the seats the order held. Answers the order and the proposal.',
    auth: 'session',
    params: idParams,
    body: bestSeatsBodySchema,
    response: z.object({ order: signupOrderSchema, proposal: bestSeatsProposalSchema }),
    errors: {
      403: `${creationClosed}; a wheelchairFor not in the order (code '${SIGNUP_CODES.personNotInOrder}'); ${mailNotConfirmed}`,
      404: `${notFound}, or an unknown area`,
      409:
        `${notOpen}; no arrangement: fewer free seats priced for the people than people, or no free wheelchair space with its companion seat (code '${NO_SEATS_TOGETHER}'); ` +
        `the seats were taken by concurrent orders on every try (code '${SIGNUP_CODES.seatTaken}')`,
      429: `as holdSeats; ${BEST_SEATS_TOO_MANY}`,
    },
  }),
  payment: endpoint({
    method: 'POST',
    path: 'signup/orders/:id/payment',
    summary:
      `${beyond} Starts paying an order whose people all hold a seat. CARD: the whole total at the provider; SPLIT: half now at the provider, the rest debited ` +
      `from the IBAN on 10 September; CASH: the holds are kept for ${SIGNUP_CASH_HOLD_HOURS} hours to pay at the club office. Holds are extended while paying (30 minutes at the provider).`,
    auth: 'session',
    params: idParams,
    body: signupPaymentBodySchema,
    response: signupPaymentStartSchema,
    errors: {
      403: `${creationClosed}; ${mailNotConfirmed}`,
      404: notFound,
      409: `${notOpen}; a person without a seat (code '${SIGNUP_CODES.seatsMissing}')`,
    },
  }),
  paymentNotify: endpoint({
    method: 'POST',
    path: signupPaths.paymentNotify,
    summary:
      `${beyond} The payment provider's signed outcome for an order. APPROVED makes the membership in one transaction (partner numbers, ACTIVE partners, seats SOLD, ` +
      'stock down by one per person); DECLINED fails the order and frees its seats; an approval that comes too late (hold lapsed, seat or stock gone) makes nothing and ' +
      'leaves a refund pending. Idempotent.',
    auth: 'public',
    body: paymentNotificationBodySchema,
    response: noContent,
    errors: { 403: 'the signature does not match the shared payment secret', 404: 'unknown transaction' },
  }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
