import { NO_SEATS_TOGETHER } from '../../../src/api/best-seats.ts';
import { HOLD_LIMITS } from '../../../src/api/hold-limits.ts';
import { SEAT_CHANGE_CODES, type seatChangeEndpoints } from '../../../src/api/seat-change.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const notFound = 'no such change of the caller (another user’s change is never shown)';
const notLive = 'the change is not in a state that allows this, or its hold time has passed';
/** Who the caller may act for: checked at init and again at every step that advances a change. */
const actFor =
  "a partner is neither the caller’s own nor an ACTIVE member of a group the caller owns as ACTIVE owner (code 'partner-not-allowed'), or may not change seat (changeSeat flags or blocked; code 'partner-may-not-change-seat')";
const stillActFor = `the caller may no longer change seat or act for every partner of the change, and the change is not advanced: ${actFor}`;

/** What API.md says of each seat-change endpoint: what it does and every non-2xx status it produces. */
export const seatChangeDocs = {
  current: {
    summary: 'The caller’s live seat change (OPEN or CONFIRMED); an overdue one is expired and its seats freed.',
    errors: { 404: "'Seat change not loaded': the caller has no live change" },
  },
  pendingPayment: {
    summary: 'The caller’s change waiting for the payment provider (PENDING_PAYMENT); one past its hold time expires when read.',
    errors: { 404: 'the caller has no change waiting for payment' },
  },
  finished: {
    summary: 'The caller’s last finished change (PAID, REFUND_PENDING or FAILED), for the checkout result pages.',
    errors: { 404: 'the caller has no finished change' },
  },
  cancelPendingPayment: {
    summary: 'Cancels the caller’s change waiting for payment (by change id) and frees its seats.',
    errors: { 404: `${notFound}, or it is not waiting for payment` },
  },
  cancel: {
    summary: 'Cancels the caller’s live change (OPEN, CONFIRMED or PENDING_PAYMENT) and frees its seats.',
    errors: { 404: `'Failed cancel seat change': ${notFound}, or it is no longer live` },
  },
  init: {
    summary: 'Starts a seat change (201) for the caller’s partner and, when the caller is an active owner of their group, ' +
      'its active members; every partner must be allowed to change seat and not blocked (re-checked at every later step).',
    errors: {
      400: 'a partner listed twice',
      403: `the caller has no partner profile (code 'no-partner') or may not change seat (changeSeat.allowed / executionAllowed, or blocked; code 'seat-change-not-allowed'); ${actFor}`,
      404: 'no active SEAT_CHANGE product with that id',
      409: "the product is sold out (code 'product-sold-out'), the caller already has a live change (code 'seat-change-live': cancel it first), a partner is in another user’s live change that has not lapsed (code 'partner-in-seat-change'), or a partner has no seat to change (code 'partner-without-seat')",
      429: `a partner has ended ${HOLD_LIMITS.unpaidChangesPerPartnerPerDay} changes unpaid (cancelled, declined or lapsed after holding seats) in the last 24 hours (code '${SEAT_CHANGE_CODES.tooManyRestarts}')`,
    },
  },
  expire: {
    summary: 'Expires the caller’s open change now and frees its seats (idempotent for an expired one).',
    errors: { 404: notFound, 409: 'the change is waiting for payment or already finished' },
  },
  updateSeats: {
    summary: 'Holds the chosen seats for the partners of the change, all or none; answers the updated change.',
    errors: {
      400: 'a partner or a seat listed twice',
      403: `a partner who is not part of the change (code 'partner-not-in-change'); ${stillActFor}`,
      404: `${notFound}, or an unknown seat`,
      409: `${notLive}; a seat not priced for the partner’s role (code 'seat-not-priced'); a seat held or sold to someone else, or taken by a concurrent session (code 'seat-taken')`,
    },
  },
  bestSeats: {
    summary: 'Beyond spec: finds the best free seats together for every partner of the change (src/api/best-seats.ts, rule in server/README.md) and holds them ' +
      'as updateSeats does, in one transaction; answers the updated change and the proposal.',
    errors: {
      403: `a wheelchairFor who is not part of the change (code 'partner-not-in-change'); ${stillActFor}`,
      404: `${notFound}, or an unknown area`,
      409: `${notLive}; no arrangement: fewer free seats priced for the partners than partners, or no free wheelchair space with its companion seat (code '${NO_SEATS_TOGETHER}'); the seats were taken by concurrent sessions on every try (code 'seat-taken')`,
    },
  },
  confirm: {
    summary: 'Confirms the change (thirdStep) and computes totalAmount: product fee plus the price rise, per partner who moves.',
    errors: {
      403: stillActFor,
      404: notFound,
      409: `${notLive}; a partner without a chosen seat (code 'seats-missing')`,
    },
  },
  payment: {
    summary: 'Starts the payment of a confirmed change: answers the provider URL to send the browser to.',
    errors: {
      400: 'a payment method the club does not accept (settings.payment_methods)',
      403: stillActFor,
      404: notFound,
      409: `${notLive}; the change is not confirmed`,
    },
  },
  paymentNotify: {
    summary: 'The payment provider’s signed outcome: APPROVED applies the change, DECLINED fails it, PENDING leaves a refund pending. Idempotent.',
    errors: { 403: 'the signature does not match the shared payment secret', 404: 'unknown transaction' },
  },
} satisfies AreaDocs<typeof seatChangeEndpoints>;
