import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';

/**
 * A purchase flow: anything that holds seats and is paid (a seat change, a sign-up order; next a
 * game's ticket, a released seat, a renewal). This folder does what every flow does the same way:
 * claims seats all or none, extends and lapses holds, starts and settles payments (approved,
 * declined, approved too late with a refund left pending) and answers the provider's signed
 * notification once. A flow is one `PurchaseFlow`, which says only what differs: its table and
 * columns, its codes and texts, who may act on it and what an approval makes.
 *
 * The owner's table has `id`, `user_id`, `status`, `expires_at` and `updated_at`; a HELD row of
 * `seat_claims` names it in `holdColumn`, and its payments table names it in `ownerColumn`
 * with `id`, `transaction`, `status` and `decided_at`.
 */
export interface PurchaseFlow<Row extends PurchaseRow = PurchaseRow> {
  /** The owner's table, e.g. `seat_changes`. */
  table: string;
  /** The columns of `Row` but `overdue`, which the database clock computes. */
  columns: string;
  /** Where the flow's claims are (the season's or a game's), and what else a free seat needs. */
  claims: SeatClaims;
  /** The column of the claims table that names the owner of a HELD claim. */
  holdColumn: string;
  /** Statuses that still hold seats (they lapse at `expires_at`). */
  liveStatuses: readonly string[];
  /** Live statuses in which the buyer may still change the owner. */
  openStatuses: readonly string[];
  /** The ORDER BY that puts the caller's latest owner first. */
  latestFirst: string;
  payments: {
    table: string;
    ownerColumn: string;
    /** The `flow` label of club_payments_total. */
    metric: PaymentFlowLabel;
  };
  codes: { seatTaken: string; seatNotPriced: string; expired: string; notOpen: string };
  texts: {
    notFound: string;
    expired: string;
    notOpen: (status: string) => string;
    raceLost: string;
    notPriced: (seatId: number) => string;
    /** Where the picks are in the request body, and what holds one seat: `body.seats`, `person`. */
    picksField: string;
    holder: string;
  };
  /** 403 unless `user` may still act on the owner (checked at every step that advances it). */
  authorise(tx: Queryable, user: User, row: Row): Promise<void>;
  /** Makes what the payment bought; false (nothing made) when it can no longer be made. */
  onApproved(tx: Queryable, ownerId: number, paymentId: number): Promise<boolean>;
  /** What a declined payment marks on the owner before it ends FAILED. */
  onDeclined?(tx: Queryable, ownerId: number): Promise<void>;
  /**
   * More SQL statements run when owners end, on the ids in `ended` (a subquery). They run in the
   * statement that ends them, so they must not write the owner's own table.
   */
  onClose?(ended: string): string | string[];
}

/** The `flow` label of club_payments_total. */
export type PaymentFlowLabel = 'seat_change' | 'signup' | 'ticket' | 'renewal';

/** The columns every flow's lookups answer; `overdue` is computed by the database clock. */
export interface PurchaseRow {
  id: number;
  status: string;
  overdue: boolean;
}

/**
 * A table of seat claims: `seat_claims`, one per seat for the season (a SOLD claim names its
 * partner), or `game_seat_claims`, one per seat and game (a SOLD claim names its ticket; `scope` is
 * the game column the owner's table shares). `free` is an SQL condition on `$1` (the seat) and `o`
 * (the owner's row) that the other table's claims must meet for the seat to be claimed.
 */
export type SeatClaims =
  | { table: 'seat_claims'; soldTo: 'partner_id'; free: string }
  // The next season's claims: a renewal turns its people's KEPT claims SOLD itself and holds none.
  | { table: 'season_seat_claims'; soldTo: 'partner_id'; free: string }
  | { table: 'game_seat_claims'; soldTo: 'ticket_id'; scope: 'game_id'; free: string };

