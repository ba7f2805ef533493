import type { HomeCharge, HomeMoney } from '../../src/api/home.ts';
import type { PartnerProfile } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { CLUB_TIME_ZONE } from './users.ts';

interface RenewalDebitRow {
  due_on: string;
  decided_on: string | null;
  amount_cents: number;
  status: 'PENDING' | 'FAILED';
}

/**
 * The renewal instalments and parts the caller pays, still to debit or declined: split_debits of
 * the renewals they made (a group owner pays their family's), one charge per date. A CLAIMED one
 * is still due, as the sign-up's second half reads it (store/users.ts).
 */
async function renewalCharges(db: Queryable, userId: number): Promise<{ pending: HomeCharge[]; failed: HomeCharge[] }> {
  const { rows } = await db.query<RenewalDebitRow>(
    `SELECT to_char(d.debit_on, 'YYYY-MM-DD') AS due_on, max(to_char(d.decided_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD')) AS decided_on,
            sum(d.amount_cents)::int AS amount_cents, CASE WHEN d.status = 'FAILED' THEN 'FAILED' ELSE 'PENDING' END AS status
     FROM split_debits d JOIN renewals r ON r.id = d.renewal_id
     WHERE r.user_id = $1 AND d.status IN ('PENDING', 'CLAIMED', 'FAILED')
     GROUP BY d.debit_on, d.status = 'FAILED'`,
    [userId],
  );
  const charge = (row: RenewalDebitRow, on: string): HomeCharge => ({ kind: 'RENEWAL', on, amountCents: row.amount_cents });
  return {
    pending: rows.filter((row) => row.status !== 'FAILED').map((row) => charge(row, row.due_on)),
    failed: rows.filter((row) => row.status === 'FAILED').map((row) => charge(row, row.decided_on ?? row.due_on)),
  };
}

/** The credit balance of the partner's ledger (GET credits' sum, without its lines). */
async function creditCents(db: Queryable, partnerId: number): Promise<number> {
  const { rows } = await db.query<{ cents: number }>('SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM member_credits WHERE partner_id = $1', [
    partnerId,
  ]);
  return rows[0]?.cents ?? 0;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The home's money block, two queries: what the session's partner already says (paid this
 * season, the sign-up's second half), the debits of the renewals the caller pays, and the credits.
 */
export async function readHomeMoney(db: Queryable, userId: number, partner: PartnerProfile): Promise<HomeMoney> {
  const second = partner.info.secondPayment ?? null;
  const secondCharge = (on: string): HomeCharge => ({ kind: 'SECOND_PAYMENT', on, amountCents: cents(second?.amount ?? 0) });
  const renewal = await renewalCharges(db, userId);
  const pending = [...(second?.status === 'PENDING' ? [secondCharge(second.dueOn)] : []), ...renewal.pending];
  const failed = [...(second?.status === 'FAILED' ? [secondCharge(second.decidedOn ?? second.dueOn)] : []), ...renewal.failed];
  return {
    season: partner.info.season,
    paidCents: cents(partner.info.totalPaidAmount),
    nextCharge: pending.sort((a, b) => a.on.localeCompare(b.on))[0] ?? null,
    failed: failed.sort((a, b) => b.on.localeCompare(a.on)),
    creditCents: await creditCents(db, partner.id),
  };
}
