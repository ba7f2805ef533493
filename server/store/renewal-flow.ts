import { RENEWAL_CODES } from '../../src/api/renewal.ts';
import type { Queryable } from '../db/db.ts';
import type { PurchaseFlow, PurchaseRow } from '../purchase/flow.ts';

/** A renewal as the purchase core reads it. */
export interface RenewalRow extends PurchaseRow {
  season: string;
}

/**
 * A renewal paid by card as a purchase: its people's seats of the next season are SOLD to them
 * when it starts (the claims are the lock: a second renewal of one person finds none KEPT), so it
 * holds no seats. An approval records what each person paid; a renewal that ends unpaid (declined,
 * or lapsed at the provider) gives the seats back as KEPT and takes back the credits it spent.
 */
export const renewalFlow: PurchaseFlow<RenewalRow> = {
  table: 'renewals',
  columns: 'id, status, season',
  claims: { table: 'season_seat_claims', soldTo: 'partner_id', free: 'true' },
  holdColumn: 'partner_id',
  liveStatuses: ['PENDING_PAYMENT'],
  openStatuses: [],
  latestFirst: 'id DESC',
  payments: { table: 'renewal_payments', ownerColumn: 'renewal_id', metric: 'renewal' },
  codes: { seatTaken: RENEWAL_CODES.alreadyRenewed, seatNotPriced: RENEWAL_CODES.notYours, expired: RENEWAL_CODES.paymentFailed, notOpen: RENEWAL_CODES.paymentFailed },
  texts: {
    notFound: 'Renewal not found',
    expired: 'The renewal payment lapsed',
    notOpen: (status) => `The renewal is ${status}`,
    raceLost: 'A partner was renewed meanwhile',
    notPriced: (seatId) => `Seat ${seatId} has no price next season`,
    picksField: 'body.partnerIds',
    holder: 'partner',
  },
  authorise: async () => undefined,
  onApproved: (tx, renewalId) => markRenewed(tx, renewalId),
  onClose: (ended) => [
    `UPDATE season_seat_claims c SET kind = 'KEPT' FROM renewal_people rp
     WHERE rp.renewal_id IN ${ended} AND c.season = rp.season AND c.partner_id = rp.partner_id AND c.kind = 'SOLD'`,
    `DELETE FROM member_credits WHERE reason = 'RENEWAL' AND renewal_id IN ${ended}`,
  ],
};

/** The renewal is paid: RENEWED, and each person's price is a payment of the season. */
export async function markRenewed(tx: Queryable, renewalId: number): Promise<boolean> {
  await tx.query(`UPDATE renewals SET status = 'RENEWED', updated_at = now() WHERE id = $1`, [renewalId]);
  await tx.query(
    'INSERT INTO partner_payments (partner_id, season, amount_cents) SELECT partner_id, season, price_cents FROM renewal_people WHERE renewal_id = $1',
    [renewalId],
  );
  return true;
}
