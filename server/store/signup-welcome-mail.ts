import { signupPaths } from '../../src/api/signup.ts';
import { MEMBER_HOME_PATH } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { eurosOf, longDate } from '../i18n/member-texts.ts';
import { mailMember } from '../mail/member-mail.ts';
import { siteLink } from '../mail/site-link.ts';

interface WelcomeFacts {
  mail: string;
  method: 'CARD' | 'CASH' | 'SPLIT';
  deferred_cents: number;
  debit_on: string | null;
  iban: string | null;
}

/**
 * The welcome mail of a paid order, in the buyer's language: the partner numbers, and what
 * comes next: signing in with the mail, where the pass card is, the family group when the order
 * made or filled one, and for SPLIT when the second half is charged.
 */
export async function mailWelcome(
  tx: Queryable,
  order: { id: number; user_id: number },
  paymentId: number,
  numbers: number[],
  grouped: boolean,
): Promise<void> {
  const { rows } = await tx.query<WelcomeFacts>(
    `SELECT u.mail, pay.method, pay.deferred_cents, to_char(pay.debit_on, 'YYYY-MM-DD') AS debit_on, pay.iban
     FROM users u, signup_payments pay WHERE u.id = $1 AND pay.id = $2`,
    [order.user_id, paymentId],
  );
  const facts = rows[0]!;
  const split = facts.method === 'SPLIT' && facts.debit_on && facts.iban ? { cents: facts.deferred_cents, date: facts.debit_on, iban: facts.iban } : null;
  await mailMember(tx, { userId: order.user_id, recipient: facts.mail }, 'welcome', (texts) => ({
    orderId: order.id,
    numbers: numbers.join(', '),
    mail: facts.mail,
    link: siteLink(MEMBER_HOME_PATH),
    passCardLink: siteLink(`/api/${signupPaths.passCard(order.id)}`),
    ...(grouped ? { family: { count: numbers.length } } : {}),
    ...(split ? { split: { amount: eurosOf(texts, split.cents), date: longDate(texts, split.date), ibanEnd: split.iban.slice(-4) } } : {}),
  }));
}
