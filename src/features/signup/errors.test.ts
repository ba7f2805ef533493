import { describe, expect, it } from 'vitest';
import { QUEUE_ADMISSION_CODE } from '../../api/queue-admission';
import { SIGNUP_CODES } from '../../api/signup';
import { ApiError } from '../../lib/http';
import es from '../../locales/es.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { accountOutcome, bestSeatsOutcome, mailCodeOutcome, orderOutcome, paymentOutcome, seatsOutcome } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'signup', status, code, code);

describe('every sign-up call: what nobody judged', () => {
  it.each([accountOutcome, orderOutcome, seatsOutcome, bestSeatsOutcome, paymentOutcome])('%o', (outcome) => {
    expect(outcome(new ApiError('network', 'signup'))).toEqual({ message: 'SIGNUP.ERRORS.CONNECTION' });
    expect(outcome(new ApiError('timeout', 'signup'))).toEqual({ message: 'SIGNUP.ERRORS.CONNECTION' });
    expect(outcome(http(500))).toEqual({ message: 'SIGNUP.ERRORS.CONNECTION' });
    expect(outcome(new Error('boom'))).toEqual({ message: 'SIGNUP.ERRORS.CONNECTION' });
    // Best seats has a request limit of its own, said in its own words (below).
    if (outcome !== bestSeatsOutcome) expect(outcome(http(429))).toEqual({ message: 'ERROR.TOO_MANY_ATTEMPTS' });
    expect(outcome(http(403, SIGNUP_CODES.creationClosed))).toEqual({ message: 'SIGNUP.ERRORS.CLOSED', toHome: true });
    expect(outcome(http(401))).toEqual({ message: 'SIGNUP.ERRORS.SESSION_ENDED' });
    expect(outcome(http(403, QUEUE_ADMISSION_CODE))).toEqual({ message: 'QUEUE_ADMISSION.REFUSED' });
  });
});

describe('POST signup/account', () => {
  it.each([
    [http(409, SIGNUP_CODES.mailInUse), { message: 'SIGNUP.ERRORS.MAIL_IN_USE', field: 'mail' }],
    [http(409, SIGNUP_CODES.dniInUse), { message: 'SIGNUP.ERRORS.DNI_IN_USE', field: 'dni' }],
    [http(400), { message: 'SIGNUP.ERRORS.INVALID' }],
    [http(409), { message: 'SIGNUP.ERRORS.ACCOUNT' }],
  ])('%o', (error, expected) => expect(accountOutcome(error)).toEqual(expected));
});

describe('POST signup/account/confirm-mail and resend-code', () => {
  const refused = (retryAfter: number | null) => new ApiError('http', 'signup', 429, 'too-many-codes', null, retryAfter);
  it.each([
    [http(409, SIGNUP_CODES.mailCodeWrong), 'confirm', { message: 'SIGNUP.CODE.ERRORS.WRONG' }],
    [http(410, SIGNUP_CODES.mailCodeExpired), 'confirm', { message: 'SIGNUP.CODE.ERRORS.EXPIRED' }],
    [http(429), 'confirm', { message: 'ERROR.TOO_MANY_ATTEMPTS' }],
    [refused(42), 'resend', { message: 'SIGNUP.CODE.ERRORS.WAIT', retryIn: 42 }],
    [refused(null), 'resend', { message: 'SIGNUP.CODE.ERRORS.WAIT', retryIn: 60 }],
    [new ApiError('network', 'signup'), 'resend', { message: 'SIGNUP.ERRORS.CONNECTION' }],
    [http(409), 'confirm', { message: 'SIGNUP.CODE.ERRORS.OTHER' }],
  ] as const)('%o on %s', (error, call, expected) => expect(mailCodeOutcome(error, call)).toEqual(expected));
});

describe('the limits against seat squatting, on the calls that meet them', () => {
  it.each([
    [http(429, SIGNUP_CODES.tooManyAccounts), 'SIGNUP.ERRORS.TOO_MANY_ACCOUNTS'],
    [http(429, SIGNUP_CODES.tooManyHolds), 'SIGNUP.ERRORS.TOO_MANY_HOLDS'],
    [http(429, SIGNUP_CODES.tooManyRestarts), 'SIGNUP.ERRORS.TOO_MANY_RESTARTS'],
    [http(403, SIGNUP_CODES.mailNotConfirmed), 'SIGNUP.ERRORS.MAIL_NOT_CONFIRMED'],
  ])('%o', (error, message) => {
    for (const outcome of [accountOutcome, seatsOutcome, paymentOutcome]) expect(outcome(error)).toEqual({ message });
  });
});

describe('PUT signup/orders/{id}/best-seats', () => {
  it.each([
    [http(409, SIGNUP_CODES.noSeatsTogether), { message: 'SIGNUP.ERRORS.NO_SEATS_TOGETHER', noneTogether: true }],
    [http(409, SIGNUP_CODES.seatTaken), { message: 'SIGNUP.ERRORS.SEAT_TAKEN', refreshSeats: true }],
    [http(409, SIGNUP_CODES.orderExpired), { message: 'SIGNUP.ERRORS.EXPIRED', expired: true }],
    [http(400), { message: 'SIGNUP.ERRORS.BEST_SEATS' }],
    [http(429), { message: 'SIGNUP.ERRORS.BEST_SEATS_LIMIT' }],
    [http(429, SIGNUP_CODES.tooManyHolds), { message: 'SIGNUP.ERRORS.TOO_MANY_HOLDS' }],
  ])('%o', (error, outcome) => {
    expect(bestSeatsOutcome(error)).toEqual(outcome);
  });
});

describe('POST signup/orders', () => {
  it.each([
    [SIGNUP_CODES.productSoldOut, { message: 'SIGNUP.ERRORS.SOLD_OUT' }],
    [SIGNUP_CODES.alreadyMember, { message: 'SIGNUP.ERRORS.ALREADY_MEMBER' }],
    [SIGNUP_CODES.noBirthdate, { message: 'SIGNUP.ERRORS.NO_BIRTHDATE' }],
    [SIGNUP_CODES.notBorn, { message: 'SIGNUP.ERRORS.NOT_BORN', field: 'birthdate' }],
    [SIGNUP_CODES.productNotForPerson, { message: 'SIGNUP.ERRORS.PRODUCT_NOT_FOR_PERSON' }],
    [SIGNUP_CODES.dniInUse, { message: 'SIGNUP.ERRORS.DNI_IN_USE' }],
    [SIGNUP_CODES.orderPaying, { message: 'SIGNUP.ERRORS.ORDER_PAYING' }],
    [SIGNUP_CODES.renewalNotAllowed, { message: 'SIGNUP.ERRORS.RENEWAL_NOT_ALLOWED' }],
    ['something else', { message: 'SIGNUP.ERRORS.ORDER' }],
  ])('409 %s', (code, expected) => expect(orderOutcome(http(409, code))).toEqual(expected));
});

describe('PUT signup/orders/{id}/seats', () => {
  it.each([
    [http(409, SIGNUP_CODES.orderExpired), { message: 'SIGNUP.ERRORS.EXPIRED', expired: true }],
    [http(409, SIGNUP_CODES.orderNotOpen), { message: 'SIGNUP.ERRORS.NOT_OPEN', toPass: true }],
    [http(404), { message: 'SIGNUP.ERRORS.NOT_OPEN', toPass: true }],
    [http(409, SIGNUP_CODES.seatTaken), { message: 'SIGNUP.ERRORS.SEAT_TAKEN', refreshSeats: true }],
    [http(409, SIGNUP_CODES.seatNotPriced), { message: 'SIGNUP.ERRORS.SEAT_NOT_PRICED', refreshSeats: true }],
    [http(400), { message: 'SIGNUP.ERRORS.SEATS' }],
  ])('%o', (error, expected) => expect(seatsOutcome(error)).toEqual(expected));
});

describe('POST signup/orders/{id}/payment', () => {
  it.each([
    [http(409, SIGNUP_CODES.orderExpired), { message: 'SIGNUP.ERRORS.EXPIRED', expired: true }],
    [http(409, SIGNUP_CODES.seatsMissing), { message: 'SIGNUP.ERRORS.SEATS_MISSING' }],
    [http(400), { message: 'SIGNUP.ERRORS.PAYMENT' }],
  ])('%o', (error, expected) => expect(paymentOutcome(error)).toEqual(expected));
});

describe('every message is translated', () => {
  const calls = [accountOutcome, orderOutcome, seatsOutcome, paymentOutcome];
  const codes = [null, ...Object.values(SIGNUP_CODES)];
  const errors = [new ApiError('network', 'signup'), http(500), http(429), http(401), http(403, SIGNUP_CODES.creationClosed), ...[400, 403, 404, 409].flatMap((status) => codes.map((code) => http(status, code)))];
  const codeMessages = (['confirm', 'resend'] as const).flatMap((call) => [...errors, http(410)].map((error) => mailCodeOutcome(error, call).message));
  const messages = new Set([...calls.flatMap((outcome) => errors.map((error) => outcome(error).message)), ...codeMessages, 'SIGNUP.CODE.ERRORS.LOAD']);
  const lookup = (locale: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
  it.each([
    ['es', es],
    ['en', en],
    ['fr', fr],
  ])('%s', (_, locale) => {
    expect([...messages].filter((key) => typeof lookup(locale, key) !== 'string')).toEqual([]);
  });
});
