import { SEAT_CHANGE_CODES } from '../../src/api/seat-change.ts';
import type { PurchaseFlow } from '../purchase/flow.ts';
import { SEASON_CLAIMS } from './game-seats.ts';
import { applySeatChange } from './seat-change-apply.ts';
import { assertMayActForChange } from './seat-change-init.ts';
import { CHANGE_COLUMNS, type ChangeRow, LIVE_STATUSES, OPEN_STATUSES } from './seat-changes.ts';

const { seatTaken, seatNotPriced, seatChangeExpired, seatChangeNotOpen } = SEAT_CHANGE_CODES;

/**
 * The seat change as a purchase: the caller acts for partners they may still act for (their own,
 * ACTIVE members of a group they own); an approval moves the partners to their held seats.
 */
export const seatChangeFlow: PurchaseFlow<ChangeRow> = {
  table: 'seat_changes',
  columns: CHANGE_COLUMNS,
  claims: SEASON_CLAIMS,
  holdColumn: 'seat_change_id',
  liveStatuses: LIVE_STATUSES,
  openStatuses: OPEN_STATUSES,
  latestFirst: 'updated_at DESC, id DESC',
  payments: { table: 'payments', ownerColumn: 'seat_change_id', metric: 'seat_change' },
  codes: { seatTaken, seatNotPriced, expired: seatChangeExpired, notOpen: seatChangeNotOpen },
  texts: {
    notFound: 'Seat change not found',
    expired: 'Seat change expired',
    notOpen: (status) => `Seat change is ${status}, not open`,
    raceLost: 'A seat was taken by another session meanwhile',
    notPriced: (seatId) => `Seat ${seatId} has no price for the partner's role`,
    picksField: 'body.seatsInfo',
    holder: 'partner',
  },
  authorise: (tx, user, change) => assertMayActForChange(tx, user, change.id),
  onApproved: (tx, changeId) => applySeatChange(tx, seatChangeFlow, changeId),
  onDeclined: async (tx, changeId) => {
    await tx.query('UPDATE seat_changes SET seat_change_failed = true WHERE id = $1', [changeId]);
  },
};
