import { APP_PATHS } from '../../src/api/app-paths/index.ts';
import { MEMBER_HOME_PATH } from '../../src/api/users.ts';
import { splitPayment } from '../../src/api/signup-pricing.ts';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import type { DebitOutcome } from '../payment-provider/signature.ts';
import { eurosOf, type MemberTexts } from '../i18n/member-texts.ts';
import type { MailClub } from '../mail/content.ts';
import { mailMember } from '../mail/member-mail.ts';
import { siteLink } from '../mail/site-link.ts';
import { CLUB_TIME_ZONE } from '../store/users.ts';

/**
 * A claim older than this is taken for a process that died between the claim and the answer: the
 * debit is claimed again and sent with the same idempotency key, so the provider charges it once.
 * Far above the provider call's 10-second timeout, so a live claim is never taken over.
 */
export const STALE_CLAIM_SECONDS = 15 * 60;

/** A debit claimed by this process, to be sent to the provider. */
export interface ClaimedDebit {
  id: number;
  idempotencyKey: string;
  iban: string;
  amountCents: number;
  partnerId: number;
  /** The renewal it is an instalment or part of; null for a sign-up's second half. */
  renewalId: number | null;
}

/** At approval of a SPLIT order: each person's second half, to be debited from the order's IBAN on its date. */
export async function addSplitDebits(tx: Queryable, paymentId: number, people: { person_id: number; price_cents: number }[]): Promise<void> {
  for (const person of people) {
    const { laterCents } = splitPayment(person.price_cents);
    if (laterCents === 0) continue;
    await tx.query(
      `INSERT INTO split_debits (signup_payment_id, partner_id, season, amount_cents, iban, debit_on, idempotency_key)
       SELECT pay.id, $2, o.season, $3, pay.iban, pay.debit_on, $4
       FROM signup_payments pay JOIN signup_orders o ON o.id = pay.order_id WHERE pay.id = $1`,
      [paymentId, person.person_id, laterCents, randomBytes(24).toString('base64url')],
    );
  }
}

/**
 * Claims one debit due at `now` (its date reached, club time): a PENDING one, or a CLAIMED one
 * whose claim went stale. SKIP LOCKED: processes claiming at once each get a different debit.
 */
export async function claimDueDebit(db: Db, now: Date): Promise<ClaimedDebit | null> {
  const { rows } = await db.query<ClaimedDebit>(
    `UPDATE split_debits SET status = 'CLAIMED', claimed_at = $1
     WHERE id = (
       SELECT id FROM split_debits
       WHERE debit_on <= ($1::timestamptz AT TIME ZONE '${CLUB_TIME_ZONE}')::date
         AND (status = 'PENDING' OR (status = 'CLAIMED' AND claimed_at <= $1::timestamptz - make_interval(secs => $2)))
       ORDER BY debit_on, id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, idempotency_key AS "idempotencyKey", iban, amount_cents AS "amountCents", partner_id AS "partnerId", renewal_id AS "renewalId"`,
    [now.toISOString(), STALE_CLAIM_SECONDS],
  );
  return rows[0] ?? null;
}

/**
 * Records the provider's answer once: CHARGED adds the payment to the partner's season, FAILED
 * waits for the member (paid at the office; never debited again by itself). The buyer (of the
 * sign-up order, or the renewal's caller) is mailed either way in their language, a sign-up's
 * second half or a renewal's instalment. False when the debit was no longer this claim's (another
 * process recorded it).
 */
export async function recordDebitOutcome(db: Db, debit: ClaimedDebit, outcome: DebitOutcome, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ season: string; mail: string | null; buyer_id: number; name: string; renewal: boolean }>(
      `UPDATE split_debits d SET status = $2, decided_at = $3
       FROM partners pa JOIN users person ON person.id = pa.user_id, users u
       WHERE d.id = $1 AND d.status = 'CLAIMED' AND pa.id = d.partner_id
         AND u.id = coalesce(
           (SELECT o.user_id FROM signup_payments pay JOIN signup_orders o ON o.id = pay.order_id WHERE pay.id = d.signup_payment_id),
           (SELECT r.user_id FROM renewals r WHERE r.id = d.renewal_id))
       RETURNING d.season, u.mail, u.id AS buyer_id, person.name, d.renewal_id IS NOT NULL AS renewal`,
      [debit.id, outcome === 'APPROVED' ? 'CHARGED' : 'FAILED', now.toISOString()],
    );
    const decided = rows[0];
    if (!decided) return false;
    if (outcome === 'APPROVED') {
      await tx.query('INSERT INTO partner_payments (partner_id, season, amount_cents, paid_at) VALUES ($1, $2, $3, $4)', [
        debit.partnerId,
        decided.season,
        debit.amountCents,
        now.toISOString(),
      ]);
    }
    if (decided.mail) await mailDebitOutcome(tx, { userId: decided.buyer_id, recipient: decided.mail }, decided, debit, outcome);
    return true;
  });
}

async function mailDebitOutcome(
  tx: Queryable,
  to: { userId: number; recipient: string },
  decided: { season: string; name: string; renewal: boolean },
  debit: ClaimedDebit,
  outcome: DebitOutcome,
): Promise<void> {
  const facts = (texts: MemberTexts) => ({ person: decided.name, season: decided.season, amount: eurosOf(texts, debit.amountCents), ibanEnd: debit.iban.slice(-4) });
  const office = (club: MailClub) => [club.mail, club.phone].filter(Boolean).join(', ');
  if (decided.renewal) {
    if (outcome === 'APPROVED') await mailMember(tx, to, 'renewalChargeApproved', (texts) => ({ ...facts(texts), link: siteLink(APP_PATHS.memberRenewal) }));
    else await mailMember(tx, to, 'renewalChargeDeclined', (texts, club) => ({ ...facts(texts), office: office(club) }));
    return;
  }
  if (outcome === 'APPROVED') await mailMember(tx, to, 'secondPaymentCharged', (texts) => ({ ...facts(texts), link: siteLink(MEMBER_HOME_PATH) }));
  else await mailMember(tx, to, 'secondPaymentDeclined', (texts, club) => ({ ...facts(texts), office: office(club) }));
}
