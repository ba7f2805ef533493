import type { GameDetail } from '../../../src/api/games';
import type { Ticket, TicketOrder } from '../../../src/api/tickets';
import { DEMO_AREA_ID, demoAreaSeats } from '../../../src/test/demo-arena';

/** A home game on Saturday 10 January 2026 at 19:00 in Madrid, on sale. */
export const game: GameDetail = {
  id: 7,
  season: '25/26',
  startsAt: '2026-01-10T18:00:00Z',
  day: '2026-01-10',
  competition: 'MENS_LEAGUE',
  opponent: 'Bàsquet Girona',
  sale: { opensAt: '2025-12-20T09:00:00Z', closesAt: '2026-01-10T15:00:00Z', open: true, lineOn: false },
  prices: [{ areaId: DEMO_AREA_ID, areaName: 'Zona N2B', price: 24 }],
  maxTickets: 8,
};

const free = demoAreaSeats(DEMO_AREA_ID).filter((seat) => seat.state === 'available');
export const seatOf = (at: number) => {
  const seat = free[at]!;
  return { seatId: seat.id, areaId: DEMO_AREA_ID, areaName: 'Zona N2B', sectorName: 'Tribuna Norte', row: seat.row, number: seat.number, price: 24 };
};

export const order: TicketOrder = {
  id: 41,
  game,
  status: 'OPEN',
  seats: [seatOf(0), seatOf(1)],
  total: 48,
  expiresIn: 540,
  ticketIds: [],
};

export const paidOrder: TicketOrder = { ...order, status: 'PAID', expiresIn: 0, ticketIds: [301, 302] };

export const ticket: Ticket = {
  id: 301,
  game,
  seat: seatOf(0),
  holderName: 'Irene Casals Roig',
  secret: '0123456789abcdef0123456789abcdef01234567',
};

/** A fixed code of a fixed moment (10 Jan 2026, 18:30:00 in Madrid): the QR is the same in every run. */
export const QR = {
  text: 'CT1:301:52830194',
  code: '52830194',
  startedAt: Date.parse('2026-01-10T18:30:00+01:00'),
  changesAt: Date.parse('2026-01-10T18:30:30+01:00'),
};
