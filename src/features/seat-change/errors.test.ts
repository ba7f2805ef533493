import { describe, expect, it } from 'vitest';
import { QUEUE_ADMISSION_CODE } from '../../api/queue-admission';
import { SEAT_CHANGE_CODES as CODES } from '../../api/seat-change';
import { ApiError } from '../../lib/http';
import es from '../../locales/es.json';
import { bestSeatsOutcome, cancelOutcome, confirmOutcome, initOutcome, loadOutcome, paymentOutcome, pendingPaymentOutcome, seatsOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'group-seat-change', status, code, code);

/** Nothing was judged: the same action may work again. */
const transport: [string, unknown][] = [
  ['no connection', new ApiError('network', 'group-seat-change')],
  ['a timeout', new ApiError('timeout', 'group-seat-change')],
  ['a server failure (500)', http(500)],
  ['a malformed answer', new ApiError('invalid-response', 'group-seat-change', 200)],
  ['not an ApiError', new TypeError('x')],
];

const sessionEnded = { message: 'SEAT_CHANGE.ERRORS.SESSION_ENDED', sessionEnded: true };
const expired = { message: 'SEAT_CHANGE.ERRORS.EXPIRED', expired: true, goTo: 'profile' };
const notOpen = { message: 'SEAT_CHANGE.ERRORS.NOT_OPEN', goTo: 'profile', reload: true };

describe('load (§8 "Seat change not loaded")', () => {
  it.each<[string, unknown, object | null]>([
    ['404 → no change (the way back to the profile)', http(404), null],
    ['401 → the re-login', http(401), sessionEnded],
    ['400 → the load text, retry', http(400), { message: 'SEAT_CHANGE.ERRORS.LOAD', retry: true }],
    ...transport.map(([name, error]): [string, unknown, object] => [`${name} → the load text, retry`, error, { message: 'SEAT_CHANGE.ERRORS.LOAD', retry: true }]),
  ])('%s', (_row, error, outcome) => {
    expect(loadOutcome(error)).toEqual(outcome);
  });
});

describe('pending-payment load (§8 alert)', () => {
  it.each<[string, unknown, object | null]>([
    ['404 → nothing waiting for payment', http(404), null],
    ['401 → the re-login', http(401), sessionEnded],
    ...transport.map(([name, error]): [string, unknown, object] => [
      `${name} → 'No hemos podido procesar tu cambio de asiento…', retry`,
      error,
      { message: 'SEAT_CHANGE.ERRORS.PENDING_PAYMENT', retry: true },
    ]),
  ])('%s', (_row, error, outcome) => {
    expect(pendingPaymentOutcome(error)).toEqual(outcome);
  });
});

describe('cancel (§8 "Failed cancel seat change")', () => {
  it.each<[string, unknown, object]>([
    ['404 → already gone; read it again', http(404), { message: 'SEAT_CHANGE.ERRORS.CANCEL_GONE', reload: true, gone: true }],
    ['401 → the re-login', http(401), sessionEnded],
    ['403 → the cancel text; read it again', http(403), { message: 'SEAT_CHANGE.ERRORS.CANCEL', retry: false, reload: true }],
    ...transport.map(([name, error]): [string, unknown, object] => [`${name} → the cancel text, retry`, error, { message: 'SEAT_CHANGE.ERRORS.CANCEL', retry: true, reload: true }]),
  ])('%s', (_row, error, outcome) => {
    expect(cancelOutcome(error)).toEqual(outcome);
  });
});

describe('init (§8 cart-error after a redirect to the profile; §4 one already reserved)', () => {
  const toProfile = (message: string) => ({ message: `SEAT_CHANGE.ERRORS.${message}`, goTo: 'profile', reload: true });
  it.each<[string, unknown, object]>([
    ['409 seat-change-live → ask before replacing it', http(409, CODES.seatChangeLive), { replaceExisting: true }],
    ['409 product-sold-out → sold out, profile', http(409, CODES.productSoldOut), toProfile('SOLD_OUT')],
    ['409 partner-in-seat-change → a partner is busy, profile', http(409, CODES.partnerInSeatChange), toProfile('PARTNER_BUSY')],
    ['409 partner-without-seat → no seat to change, profile', http(409, CODES.partnerWithoutSeat), toProfile('PARTNER_WITHOUT_SEAT')],
    ['429 too-many-restarts → no more changes today, profile', http(429, CODES.tooManyRestarts), toProfile('TOO_MANY_RESTARTS')],
    ['403 no-partner → not allowed, profile', http(403, CODES.noPartner), toProfile('NOT_ALLOWED')],
    ['403 seat-change-not-allowed → not allowed, profile', http(403, CODES.seatChangeNotAllowed), toProfile('NOT_ALLOWED')],
    ['403 partner-not-allowed → not allowed, profile', http(403, CODES.partnerNotAllowed), toProfile('NOT_ALLOWED')],
    ['403 partner-may-not-change-seat → not allowed, profile', http(403, CODES.partnerMayNotChangeSeat), toProfile('NOT_ALLOWED')],
    ['403 foreign origin (no code) → cart error, profile', http(403), toProfile('CART')],
    ['404 no such product → cart error, profile', http(404), toProfile('CART')],
    ['401 → the re-login', http(401), sessionEnded],
    ...transport.map(([name, error]): [string, unknown, object] => [`${name} → cart error, profile`, error, toProfile('CART')]),
  ])('%s', (_row, error, outcome) => {
    expect(initOutcome(error)).toEqual(outcome);
  });
});

describe('seat update (§4: spinner; on failure profile, a new load, the seats-error text)', () => {
  const seatsError = { message: 'SEAT_CHANGE.ERRORS.SEATS', goTo: 'profile', reload: true };
  it.each<[string, unknown, object]>([
    ['409 seat-taken → says so, stays, the map is read again', http(409, CODES.seatTaken), { message: 'SEAT_CHANGE.ERRORS.SEAT_TAKEN', refreshSeats: true }],
    ['409 seat-not-priced → says so, stays, the map is read again', http(409, CODES.seatNotPriced), { message: 'SEAT_CHANGE.ERRORS.SEAT_NOT_PRICED', refreshSeats: true }],
    ['409 seat-change-expired → the expiry', http(409, CODES.seatChangeExpired), expired],
    ['409 seat-change-not-open → profile, read again', http(409, CODES.seatChangeNotOpen), notOpen],
    ['403 partner-not-in-change → seats error', http(403, CODES.partnerNotInChange), seatsError],
    ['404 unknown seat → seats error', http(404), seatsError],
    ['401 → the re-login', http(401), sessionEnded],
    ...transport.map(([name, error]): [string, unknown, object] => [`${name} → seats error`, error, seatsError]),
  ])('%s', (_row, error, outcome) => {
    expect(seatsOutcome(error)).toEqual(outcome);
  });
});

describe('best seats together (beyond spec)', () => {
  it.each<[string, unknown, object]>([
    ['409 no-seats-together → the ways on, on the same page', http(409, CODES.noSeatsTogether), { message: 'SEAT_CHANGE.ERRORS.NO_SEATS_TOGETHER', noneTogether: true }],
    ['404 unknown area → the seats read again', http(404), { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS', refreshSeats: true }],
    ['429 the request limit → said, the seats stay to pick by hand', http(429), { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS_LIMIT' }],
    ['409 seat-taken on every try → the seats read again', http(409, CODES.seatTaken), { message: 'SEAT_CHANGE.ERRORS.SEAT_TAKEN', refreshSeats: true }],
    ['no answer → try again', new ApiError('network', 'group-seat-change'), { message: 'SEAT_CHANGE.ERRORS.BEST_SEATS', retry: true }],
    ['409 expired → the expiry', http(409, CODES.seatChangeExpired), { message: 'SEAT_CHANGE.ERRORS.EXPIRED', expired: true, goTo: 'profile' }],
  ])('%s', (_, error, outcome) => {
    expect(bestSeatsOutcome(error)).toEqual(outcome);
  });
});

describe('confirm (§8 confirm-error text)', () => {
  it.each<[string, unknown, object]>([
    ['409 seats-missing → back to seat selection', http(409, CODES.seatsMissing), { message: 'SEAT_CHANGE.ERRORS.SEATS_MISSING', goTo: 'seat-selection', reload: true }],
    ['409 seat-change-expired → the expiry', http(409, CODES.seatChangeExpired), expired],
    ['409 seat-change-not-open → profile, read again', http(409, CODES.seatChangeNotOpen), notOpen],
    ['403 partner-may-not-change-seat → not allowed, profile', http(403, CODES.partnerMayNotChangeSeat), { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', goTo: 'profile', reload: true }],
    ['404 → confirm error, read again', http(404), { message: 'SEAT_CHANGE.ERRORS.CONFIRM', retry: false, reload: true }],
    ['401 → the re-login', http(401), sessionEnded],
    ...transport.map(([name, error]): [string, unknown, object] => [`${name} → confirm error, retry`, error, { message: 'SEAT_CHANGE.ERRORS.CONFIRM', retry: true, reload: false }]),
  ])('%s', (_row, error, outcome) => {
    expect(confirmOutcome(error)).toEqual(outcome);
  });
});

describe('payment after confirm (§8 "No hemos podido procesar tu alta…")', () => {
  it.each<[string, unknown, object]>([
    ['409 seat-change-not-confirmed → payment error, read again', http(409, CODES.seatChangeNotConfirmed), { message: 'SEAT_CHANGE.ERRORS.PAYMENT', retry: false, reload: true }],
    ['409 seat-change-expired → the expiry', http(409, CODES.seatChangeExpired), expired],
    ['409 seat-change-not-open → profile, read again', http(409, CODES.seatChangeNotOpen), notOpen],
    ['400 method not accepted → payment error', http(400), { message: 'SEAT_CHANGE.ERRORS.PAYMENT', retry: false, reload: true }],
    ['403 partner-not-allowed → not allowed, profile', http(403, CODES.partnerNotAllowed), { message: 'SEAT_CHANGE.ERRORS.NOT_ALLOWED', goTo: 'profile', reload: true }],
    ['401 → the re-login', http(401), sessionEnded],
    ...transport.map(([name, error]): [string, unknown, object] => [`${name} → payment error, retry`, error, { message: 'SEAT_CHANGE.ERRORS.PAYMENT', retry: true, reload: false }]),
  ])('%s', (_row, error, outcome) => {
    expect(paymentOutcome(error)).toEqual(outcome);
  });
});

describe('a purchase call refused for want of a queue admission', () => {
  it.each([initOutcome, seatsOutcome, confirmOutcome, paymentOutcome])('%o: the message, on the same page', (outcome) => {
    expect(outcome(http(403, QUEUE_ADMISSION_CODE))).toEqual({ message: 'QUEUE_ADMISSION.REFUSED' });
  });
});

describe('every outcome text', () => {
  it('has its Spanish text', () => {
    const errors = [http(401), http(403), http(403, QUEUE_ADMISSION_CODE), http(404), http(400), new ApiError('network', 'x'), ...Object.values(CODES).flatMap((code) => [http(403, code), http(409, code)])];
    const outcomes = errors.flatMap((error) =>
      [loadOutcome, pendingPaymentOutcome, cancelOutcome, initOutcome, seatsOutcome, bestSeatsOutcome, confirmOutcome, paymentOutcome].map((outcome) => outcome(error)),
    );
    const messages = new Set(outcomes.flatMap((outcome) => (outcome && 'message' in outcome ? [outcome.message] : [])));
    const missing = [...messages].filter((key) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], es) !== 'string');
    expect(missing).toEqual([]);
    expect(messages.size).toBeGreaterThan(15);
  });
});
