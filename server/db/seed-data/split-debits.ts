import { splitDebitDate } from '../../../src/api/signup-pricing.ts';
import { addSplitDebits } from '../../purchase/split-debits.ts';
import type { Queryable } from '../db.ts';
import { CURRENT_SEASON, type DemoUserSeed } from './users.ts';

/** A season paid in two halves of 120 €: the first at sign-up, the second debited on 10 September. */
const HALF_CENTS = 12_000;

/**
 * Partners whose SPLIT sign-up was approved (partner numbers 4000–4999). Their second half is
 * due, so the server's job debits it at its first tick: the simulator approves the first IBAN
 * and declines the second (it ends in 0000).
 */
export const SPLIT_DEBIT_DEMO = [
  { mail: 'pago.fraccionado@demo.club', partnerNumber: 4001, iban: 'ES9121000418450200051332', name: 'Rosa', lastname: 'Llorens Mas' },
  { mail: 'pago.rechazado@demo.club', partnerNumber: 4002, iban: 'ES6821000418450200050000', name: 'Jorge', lastname: 'Sanchis Peris' },
] as const;

export const splitDebitAccounts: DemoUserSeed[] = SPLIT_DEBIT_DEMO.map((account) => ({
  mail: account.mail,
  name: account.name,
  lastname: account.lastname,
  type: 'PARTNER',
  partner: {
    partnerNumber: account.partnerNumber,
    iban: account.iban,
    payments: [{ season: CURRENT_SEASON, amountCents: HALF_CENTS }],
    changeSeatAllowed: false,
    changeSeatExecutionAllowed: false,
  },
}));

/** Each account's paid SPLIT order and its second half, PENDING; after the users. */
export async function seedSplitDebits(tx: Queryable): Promise<void> {
  for (const account of SPLIT_DEBIT_DEMO) {
    const { rows } = await tx.query<{ id: number; user_id: number }>('SELECT id, user_id FROM partners WHERE partner_number = $1', [account.partnerNumber]);
    const partner = rows[0];
    if (!partner) continue;
    const order = await tx.query<{ id: number }>(
      `INSERT INTO signup_orders (user_id, kind, term, season, status, expires_at, total_cents)
       VALUES ($1, 'NEW', 'FULL_SEASON', $2, 'PAID', now(), $3) RETURNING id`,
      [partner.user_id, CURRENT_SEASON, 2 * HALF_CENTS],
    );
    const payment = await tx.query<{ id: number }>(
      `INSERT INTO signup_payments (order_id, transaction, method, amount_cents, deferred_cents, debit_on, iban, status, decided_at)
       VALUES ($1, $2, 'SPLIT', $3, $3, $4, $5, 'APPROVED', now()) RETURNING id`,
      [order.rows[0]!.id, `demo-split-${account.partnerNumber}`, HALF_CENTS, splitDebitDate(CURRENT_SEASON), account.iban],
    );
    await addSplitDebits(tx, payment.rows[0]!.id, [{ person_id: partner.id, price_cents: 2 * HALF_CENTS }]);
  }
}
