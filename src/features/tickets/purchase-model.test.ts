import { describe, expect, it } from 'vitest';
import type { GameDetail } from '../../api/games';
import type { AreaElement } from '../../api/membership';
import type { TicketOrder } from '../../api/tickets';
import { ANY_BUYER_ROLE, forAnyBuyer, gameRoles, orderPicks, proposalForTickets, purchaseStage, ticketNumbers } from './purchase-model';

const base = { season: '25/26', startsAt: '2026-01-10T18:00:00Z', day: '2026-01-10', competition: 'MENS_LEAGUE', opponent: 'Rival' } as const;
const sale = { opensAt: '2026-01-01T09:00:00Z', closesAt: '2026-01-10T17:00:00Z', open: true, lineOn: false };
const game = (id: number, open = true): GameDetail => ({ ...base, id, sale: { ...sale, open }, prices: [], maxTickets: 8 });
const seat = { seatId: 11, areaId: 3, areaName: 'Fondo', sectorName: 'Norte', row: 2, number: 7, price: 20 };
const order = (patch: Partial<TicketOrder>): TicketOrder => ({ id: 5, game: { ...base, id: 1 }, status: 'OPEN', seats: [seat], total: 20, expiresIn: 300, ticketIds: [], ...patch });

describe('purchaseStage', () => {
  it('chooses seats with no order, or with an open order of this game', () => {
    expect(purchaseStage(game(1), null, false)).toEqual({ stage: 'choose', order: null });
    expect(purchaseStage(game(1), order({}), false)).toEqual({ stage: 'choose', order: order({}) });
  });

  it("leaves another game's open order and a finished one aside", () => {
    expect(purchaseStage(game(2), order({}), false)).toEqual({ stage: 'choose', order: null });
    expect(purchaseStage(game(1), order({ status: 'PAID', expiresIn: 0 }), false)).toEqual({ stage: 'choose', order: null });
  });

  it('puts an order waiting for its payment first, whatever its game', () => {
    const pending = order({ status: 'PENDING_PAYMENT', game: { ...base, id: 9 } });
    expect(purchaseStage(game(1), pending, false)).toEqual({ stage: 'pending', order: pending });
  });

  it('says the hold ran out when the server or the countdown says so', () => {
    expect(purchaseStage(game(1), order({ expiresIn: 0 }), false)).toEqual({ stage: 'expired', order: order({ expiresIn: 0 }) });
    expect(purchaseStage(game(1), order({}), true)).toEqual({ stage: 'expired', order: order({}) });
  });

  it('says the sale is closed when it is not open or was never set', () => {
    expect(purchaseStage(game(1, false), null, false)).toEqual({ stage: 'sale-closed' });
    expect(purchaseStage({ ...game(1), sale: null }, null, false)).toEqual({ stage: 'sale-closed' });
  });
});

describe('the seat step for tickets', () => {
  it("lists the order's seats", () => {
    expect(orderPicks(order({}))).toEqual([{ seatId: 11, areaId: 3, areaName: 'Fondo', row: 2, number: 7 }]);
    expect(orderPicks(null)).toEqual([]);
  });

  it('offers every priced area: the roles are all those the prices name', () => {
    const area = { level: 'AREA', id: 3, parentId: 1, name: 'Fondo', shape: [], available: 4, prices: [{ price: 20, junior: false, rolls: [2, 1] }, { price: 10, junior: true, rolls: [7] }] };
    expect(gameRoles([area as unknown as AreaElement])).toEqual([1, 2, 7]);
    expect(gameRoles(undefined)).toEqual([]);
  });

  it("offers the server's ticket prices, which name no rol, to every buyer", () => {
    const area = { level: 'AREA', id: 3, parentId: 1, name: 'Fondo', shape: [], available: 4, prices: [{ price: 20, junior: false, rolls: [] }] } as const;
    const seat = { level: 'SEAT', id: 9, parentId: 3, row: 1, number: 1, x: 0, y: 0, state: 'available' } as const;
    const map = forAnyBuyer([area as unknown as AreaElement, seat]);
    expect(gameRoles(map)).toEqual([ANY_BUYER_ROLE]);
    expect(map[1]).toBe(seat);
  });

  it('numbers the tickets and gives a proposal to them in its order', () => {
    expect(ticketNumbers(3)).toEqual([1, 2, 3]);
    const proposal = { arrangement: 'ROW' as const, areaId: 3, groups: 1, seats: [{ personId: 40, seatId: 1, row: 1, number: 1 }, { personId: 40, seatId: 2, row: 1, number: 2 }] };
    expect(proposalForTickets(proposal).seats.map((held) => held.personId)).toEqual([1, 2]);
  });
});
