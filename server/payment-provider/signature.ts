import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';

/**
 * The protocol between the API and the payment provider, both sides: HMAC-SHA256 with the
 * shared settings.payment_secret over a JSON array of the fields (unambiguous, whatever the
 * fields contain), prefixed by the message kind so a request signature never verifies as a
 * notification.
 */
export interface PaymentRequest {
  transaction: string;
  /** Cents, as decimal digits: exact and identical on both sides. */
  amount: string;
  description: string;
  /** Where the provider sends the browser back (+ /success, /error or /pending-refund). */
  returnUrl: string;
  /** Where the provider POSTs the outcome, server to server. */
  notifyUrl: string;
}

export const PAYMENT_REQUEST_FIELDS = ['transaction', 'amount', 'description', 'returnUrl', 'notifyUrl'] as const;

function hmac(secret: string, kind: string, fields: string[]): string {
  return createHmac('sha256', secret).update(JSON.stringify([kind, ...fields])).digest('hex');
}

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signPaymentRequest(secret: string, request: PaymentRequest): string {
  return hmac(secret, 'request', PAYMENT_REQUEST_FIELDS.map((field) => request[field]));
}

export function verifyPaymentRequest(secret: string, request: PaymentRequest, signature: string): boolean {
  return matches(signPaymentRequest(secret, request), signature);
}

export function signNotification(secret: string, transaction: string, outcome: PaymentOutcome): string {
  return hmac(secret, 'notification', [transaction, outcome]);
}

export function verifyNotification(secret: string, transaction: string, outcome: PaymentOutcome, signature: string): boolean {
  return matches(signNotification(secret, transaction, outcome), signature);
}

/** The provider page URL for a payment: the request's fields and their signature as query parameters. */
export function paymentPageUrl(providerOrigin: string, secret: string, request: PaymentRequest): string {
  const url = new URL('/pay', providerOrigin);
  for (const field of PAYMENT_REQUEST_FIELDS) url.searchParams.set(field, request[field]);
  url.searchParams.set('signature', signPaymentRequest(secret, request));
  return url.toString();
}

/**
 * A SEPA direct debit, shop to provider, server to server (the second half of a SPLIT sign-up).
 * The provider charges one idempotency key at most once: a retry with the same key answers the
 * first outcome without charging again.
 */
export interface DebitRequest {
  idempotencyKey: string;
  /** Compact, upper case, mod-97 checked by the shop. */
  iban: string;
  /** Cents, as decimal digits. */
  amount: string;
  description: string;
}

export type DebitOutcome = 'APPROVED' | 'DECLINED';

export const DEBIT_REQUEST_FIELDS = ['idempotencyKey', 'iban', 'amount', 'description'] as const;

export function signDebitRequest(secret: string, request: DebitRequest): string {
  return hmac(secret, 'debit', DEBIT_REQUEST_FIELDS.map((field) => request[field]));
}

export function verifyDebitRequest(secret: string, request: DebitRequest, signature: string): boolean {
  return matches(signDebitRequest(secret, request), signature);
}

/** The provider signs its answer too: the shop records no outcome a stranger on the path made up. */
export function signDebitOutcome(secret: string, idempotencyKey: string, outcome: DebitOutcome): string {
  return hmac(secret, 'debit-outcome', [idempotencyKey, outcome]);
}

export function verifyDebitOutcome(secret: string, idempotencyKey: string, outcome: DebitOutcome, signature: string): boolean {
  return matches(signDebitOutcome(secret, idempotencyKey, outcome), signature);
}
