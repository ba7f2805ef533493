import type { Queryable } from '../db/db.ts';
import { SEASON_CLAIMS } from '../store/game-seats.ts';
import type { PurchaseFlow, PurchaseRow } from './flow.ts';

/**
 * A third flow, a single game's ticket, built only from the PurchaseFlow interface: what a new
 * flow's migration would add (its table, its payments, its column on seat_claims) and its owner.
 * Its approval marks the ticket `made`; a declined payment marks it `declined`; an ended ticket
 * records a closing. `authorised` records who was let act on which ticket.
 */
export interface TicketRow extends PurchaseRow {
  user_id: number;
}

export const authorised: { userId: number; ticketId: number }[] = [];
export const approvals = { answer: true };

export const ticketFlow: PurchaseFlow<TicketRow> = {
  table: 'test_game_tickets',
  columns: 'id, user_id, status',
  claims: SEASON_CLAIMS,
  holdColumn: 'test_game_ticket_id',
  liveStatuses: ['OPEN', 'PENDING_PAYMENT'],
  openStatuses: ['OPEN'],
  latestFirst: 'id DESC',
  payments: { table: 'test_game_ticket_payments', ownerColumn: 'ticket_id', metric: 'signup' },
  codes: { seatTaken: 'ticket-seat-taken', seatNotPriced: 'ticket-seat-not-priced', expired: 'ticket-expired', notOpen: 'ticket-not-open' },
  texts: {
    notFound: 'Ticket not found',
    expired: 'The ticket has expired',
    notOpen: (status) => `The ticket is ${status}`,
    raceLost: 'A seat was taken by another ticket meanwhile',
    notPriced: (seatId) => `Seat ${seatId} has no ticket price`,
    picksField: 'body.seats',
    holder: 'guest',
  },
  authorise: async (_tx, user, ticket) => {
    authorised.push({ userId: user.id, ticketId: ticket.id });
  },
  onApproved: async (tx, ticketId) => {
    if (approvals.answer) await tx.query('UPDATE test_game_tickets SET made = true WHERE id = $1', [ticketId]);
    return approvals.answer;
  },
  onDeclined: async (tx, ticketId) => {
    await tx.query('UPDATE test_game_tickets SET declined = true WHERE id = $1', [ticketId]);
  },
  onClose: (ended) => `INSERT INTO test_game_ticket_closings (ticket_id) SELECT id FROM test_game_tickets WHERE id IN ${ended}`,
};

export async function createTicketTables(db: Queryable): Promise<void> {
  await db.query(`CREATE TABLE test_game_tickets (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id),
    status text NOT NULL DEFAULT 'OPEN',
    expires_at timestamptz NOT NULL DEFAULT now() + interval '15 minutes',
    updated_at timestamptz NOT NULL DEFAULT now(),
    made boolean NOT NULL DEFAULT false,
    declined boolean NOT NULL DEFAULT false)`);
  await db.query('CREATE TABLE test_game_ticket_closings (ticket_id integer NOT NULL REFERENCES test_game_tickets (id))');
  await db.query(`CREATE TABLE test_game_ticket_payments (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ticket_id integer NOT NULL REFERENCES test_game_tickets (id),
    transaction text NOT NULL UNIQUE,
    status text NOT NULL DEFAULT 'PENDING',
    decided_at timestamptz)`);
  await db.query('ALTER TABLE seat_claims ADD COLUMN test_game_ticket_id integer REFERENCES test_game_tickets (id)');
  await db.query('ALTER TABLE seat_claims DROP CONSTRAINT seat_claims_holder_check');
  await db.query(`ALTER TABLE seat_claims ADD CONSTRAINT seat_claims_holder_check CHECK (
    (kind = 'SOLD' AND partner_id IS NOT NULL AND seat_change_id IS NULL AND signup_order_id IS NULL AND test_game_ticket_id IS NULL AND expires_at IS NULL)
    OR (kind = 'HELD' AND expires_at IS NOT NULL
        AND (seat_change_id IS NOT NULL)::int + (signup_order_id IS NOT NULL)::int + (test_game_ticket_id IS NOT NULL)::int = 1))`);
}
