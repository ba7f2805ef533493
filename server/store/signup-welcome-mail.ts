import { signupPaths } from '../../src/api/signup.ts';
import type { Queryable } from '../db/db.ts';
import { eurosOf, languageOfUser, longDate, textsFor } from '../i18n/member-texts.ts';
import { queueMail } from './mail-outbox.ts';

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
  const texts = textsFor(await languageOfUser(tx, order.user_id));
  const welcome = texts.mail.welcome;
  const lines = [
    welcome.paid({ orderId: order.id, numbers: numbers.join(', ') }),
    welcome.login({ mail: facts.mail }),
    welcome.passCard({ link: `/api/${signupPaths.passCard(order.id)}` }),
  ];
  if (grouped) lines.push(welcome.family({ count: numbers.length }));
  if (facts.method === 'SPLIT' && facts.debit_on && facts.iban) {
    lines.push(welcome.split({ amount: eurosOf(texts, facts.deferred_cents), date: longDate(texts, facts.debit_on), ibanEnd: facts.iban.slice(-4) }));
  }
  await queueMail(tx, { recipient: facts.mail, subject: welcome.subject, body: lines.join('\n\n') });
}
