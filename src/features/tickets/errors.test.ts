import { describe, expect, it } from 'vitest';
import { QUEUE_ADMISSION_CODE } from '../../api/queue-admission';
import { SIGNUP_CODES } from '../../api/signup';
import { TICKET_CODES } from '../../api/tickets';
import { ApiError } from '../../lib/http';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { purchaseOutcome, ticketLoadMessage } from './errors';

const http = (status: number, code: string | null = null) => new ApiError('http', 'ticket-orders', status, code, code);

describe('a ticket purchase call', () => {
  it.each([
    [new ApiError('network', 'ticket-orders'), { message: 'TICKETS.ERRORS.CONNECTION' }],
    [new ApiError('timeout', 'ticket-orders'), { message: 'TICKETS.ERRORS.CONNECTION' }],
    [http(500), { message: 'TICKETS.ERRORS.CONNECTION' }],
    [new Error('boom'), { message: 'TICKETS.ERRORS.CONNECTION' }],
    [http(409, TICKET_CODES.seatTaken), { message: 'TICKETS.ERRORS.SEAT_TAKEN', refreshSeats: true }],
    [http(409, TICKET_CODES.seatNotPriced), { message: 'TICKETS.ERRORS.SEAT_NOT_PRICED', refreshSeats: true }],
    [http(409, TICKET_CODES.expired), { message: 'TICKETS.ERRORS.EXPIRED', startAgain: true }],
    [http(409, TICKET_CODES.notOpen), { message: 'TICKETS.ERRORS.NOT_OPEN', startAgain: true }],
    [http(403, TICKET_CODES.saleClosed), { message: 'TICKETS.ERRORS.SALE_CLOSED', saleClosed: true }],
    [http(409, TICKET_CODES.tooMany), { message: 'TICKETS.ERRORS.TOO_MANY' }],
    [http(409, TICKET_CODES.orderPending), { message: 'TICKETS.ERRORS.ORDER_PENDING', toPending: true }],
    [http(429, TICKET_CODES.tooManyOrders), { message: 'TICKETS.ERRORS.TOO_MANY_ORDERS' }],
    [http(403, SIGNUP_CODES.mailNotConfirmed), { message: 'TICKETS.ERRORS.MAIL_NOT_CONFIRMED' }],
    [http(404, 'game-not-found'), { message: 'TICKETS.ERRORS.SALE_CLOSED', saleClosed: true }],
    [http(409, TICKET_CODES.noSeatsTogether), { message: 'TICKETS.ERRORS.NONE_TOGETHER', noneTogether: true }],
    [http(403, QUEUE_ADMISSION_CODE), { message: 'QUEUE_ADMISSION.REFUSED' }],
    [http(429), { message: 'ERROR.TOO_MANY_ATTEMPTS' }],
    [http(401), { message: 'TICKETS.ERRORS.SESSION_ENDED' }],
    [http(404), { message: 'TICKETS.ERRORS.EXPIRED', startAgain: true }],
    [http(400), { message: 'TICKETS.ERRORS.REFUSED' }],
  ])('%o', (error, expected) => expect(purchaseOutcome(error)).toEqual(expected));
});

describe('a ticket read', () => {
  it.each([
    [http(404), 'TICKETS.TICKET.NOT_FOUND'],
    [http(403), 'TICKETS.TICKET.NOT_FOUND'],
    [http(500), 'TICKETS.ERRORS.CONNECTION'],
    [new ApiError('network', 'tickets/1'), 'TICKETS.ERRORS.CONNECTION'],
  ])('%o', (error, expected) => expect(ticketLoadMessage(error)).toBe(expected));
});

describe('every message of the table', () => {
  const codes = Object.values(TICKET_CODES).map((code) => purchaseOutcome(http(409, code)).message);
  const keys = [...codes, 'TICKETS.ERRORS.MAIL_NOT_CONFIRMED', 'TICKETS.ERRORS.CONNECTION', 'TICKETS.ERRORS.SESSION_ENDED', 'TICKETS.ERRORS.REFUSED', 'TICKETS.TICKET.NOT_FOUND'];
  const lookup = (locale: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
  it.each([
    ['es', es],
    ['en', en],
    ['fr', fr],
  ])('is said in %s', (_, locale) => {
    for (const key of keys) expect(lookup(locale, key), key).toEqual(expect.any(String));
  });
});
