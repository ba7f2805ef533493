import type { Queryable } from '../../db/db.ts';
import type { ClaimedMail } from './due-mails.ts';

/**
 * The wait before attempt n + 1: 30 s doubling, at most an hour. Soon at first, as a code lives 15
 * minutes and a relay's greylisting or a short outage lets the mail through within minutes
 * (30 + 60 + 120 + 240 s); hourly once the relay has been away an hour, so a long outage costs
 * one attempt per mail an hour.
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

// Every outcome applies only while the mail is still this claim's (same attempt, still sending):
// once a claim has run out, another process owns the mail and its outcome is the one that counts.
const THIS_CLAIM = `id = $1 AND attempts = $2 AND state = 'sending'`;

/** The relay accepted the mail under `messageId`. False when the claim was no longer this one. */
export async function recordSent(db: Queryable, mail: ClaimedMail, messageId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE mail_outbox SET state = 'sent', sent_at = $3, message_id = $4, claimed_until = NULL, last_error = NULL
     WHERE ${THIS_CLAIM} RETURNING id`,
    [mail.id, mail.attempts, now.toISOString(), messageId],
  );
  return rows.length > 0;
}

/** A temporary failure: queued again for its next attempt. */
export async function recordRetry(db: Queryable, mail: ClaimedMail, answer: string, now: Date): Promise<boolean> {
  const next = new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000);
  const { rows } = await db.query(
    `UPDATE mail_outbox SET state = 'queued', next_attempt_at = $3, claimed_until = NULL, last_error = $4
     WHERE ${THIS_CLAIM} RETURNING id`,
    [mail.id, mail.attempts, next.toISOString(), answer],
  );
  return rows.length > 0;
}

/** Refused for good: never sent again. */
export async function recordRefusal(db: Queryable, mail: ClaimedMail, answer: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE mail_outbox SET state = 'failed', claimed_until = NULL, last_error = $3 WHERE ${THIS_CLAIM} RETURNING id`,
    [mail.id, mail.attempts, answer],
  );
  return rows.length > 0;
}
