import type { Queryable } from '../db/db.ts';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
}

/** "Sends" a mail: the reference server has no SMTP, so mails wait in mail_outbox for the demo and tests. */
export async function queueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [
    mail.recipient,
    mail.subject,
    mail.body,
  ]);
}

/** A client route of usersMailLinks with its hash and mail filled in. */
export function mailLink(route: string, hash: string, mail: string): string {
  return route.replace(':hash', encodeURIComponent(hash)).replace(':mail', encodeURIComponent(mail));
}
