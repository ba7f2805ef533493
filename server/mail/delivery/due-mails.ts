import type { Queryable } from '../../db/db.ts';

/**
 * How long a claimed mail is this process's: twice the longest a send may last (SEND_DEADLINE_MS),
 * so a live process never loses a mail mid-send; a process that dies holds its mails this long
 * before another one sends them.
 */
export const CLAIM_SECONDS = 120;

/**
 * No send starts later than this after the mail was queued: codes and links in it have lapsed by
 * then (a code lives 15 minutes, a confirmation link 24 hours), and a relay down for two days
 * (a weekend) is a fault to fix, not to catch up on with stale mails.
 */
export const MAX_AGE_SECONDS = 48 * 3600;

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  /** The Message-ID header, the same at every attempt, so a receiver can drop a mail sent twice. */
  messageId: string;
  /** This claim's number: an outcome is written only while the mail is still this claim's. */
  attempts: number;
  /** 'failed' when the claim gave up on it (queued over MAX_AGE_SECONDS ago): not to be sent. */
  state: 'sending' | 'failed';
}

/**
 * Claims up to `limit` mails due at `now` (queued and their time has come, or claimed by a process
 * that died: its claim ran out) in one statement; SKIP LOCKED makes several processes claim
 * different mails. A mail queued too long ago is marked failed instead of claimed. The Message-ID
 * is made at the first claim, `<random@domain>` with the From address's domain.
 */
export async function claimDueMails(db: Queryable, now: Date, limit: number, messageIdDomain: string): Promise<ClaimedMail[]> {
  const { rows } = await db.query<ClaimedMail>(
    `WITH due AS (
       SELECT id, created_at <= $1::timestamptz - make_interval(secs => $5) AS too_old FROM mail_outbox
       WHERE (state = 'queued' AND channel = 'mail' AND next_attempt_at <= $1::timestamptz)
          OR (state = 'sending' AND claimed_until < $1::timestamptz)
       ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
     UPDATE mail_outbox m SET
       state = CASE WHEN due.too_old THEN 'failed' ELSE 'sending' END,
       claimed_until = CASE WHEN due.too_old THEN NULL ELSE $2::timestamptz END,
       attempts = m.attempts + CASE WHEN due.too_old THEN 0 ELSE 1 END,
       last_error = CASE WHEN due.too_old THEN concat_ws(': ', 'not sent within ${MAX_AGE_SECONDS / 3600} hours', m.last_error) ELSE m.last_error END,
       message_id = COALESCE(m.message_id, '<' || gen_random_uuid() || '@' || $4::text || '>')
     FROM due WHERE m.id = due.id
     RETURNING m.id, m.recipient, m.subject, m.body, m.html, m.message_id AS "messageId", m.attempts, m.state`,
    [now.toISOString(), new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString(), limit, messageIdDomain, MAX_AGE_SECONDS],
  );
  return rows.sort((a, b) => a.id - b.id);
}
