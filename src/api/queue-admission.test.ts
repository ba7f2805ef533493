import { describe, expect, it } from 'vitest';
import { APP_PATHS, appLink } from './app-paths';
import { purchaseFlowOfRoute, ticketGameOfRoute } from './queue-admission';

describe('purchaseFlowOfRoute', () => {
  it.each([
    [APP_PATHS.seatChangeSeats, 'seat-change'],
    [APP_PATHS.signupSeatSelection, 'signup'],
    [appLink(APP_PATHS.ticketPurchase, { id: 7 }), 'ticket'],
    // The provider's return, a ticket and the games are no purchase routes.
    [appLink(APP_PATHS.ticketResult, { result: 'success' }), null],
    [appLink(APP_PATHS.ticket, { id: 7 }), null],
    ['/partidos/7', null],
    ['/partidos/7/entradas/otra', null],
  ])('%s → %s', (path, flow) => expect(purchaseFlowOfRoute(path)).toBe(flow));
});

describe('ticketGameOfRoute', () => {
  it.each([
    [appLink(APP_PATHS.ticketPurchase, { id: 7 }), '7'],
    ['/partidos/abc/entradas', 'abc'],
    [appLink(APP_PATHS.ticketResult, { result: 'success' }), null],
    ['/partidos/7', null],
    [APP_PATHS.signupSeatSelection, null],
  ])('%s → %s', (path, game) => expect(ticketGameOfRoute(path)).toBe(game));
});
