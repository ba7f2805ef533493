import { appendFile } from 'node:fs/promises';
import type { Queryable } from '../db/db.ts';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
}

let mirrorFile: string | null = null;

/**
 * Also writes every mail as a JSON line to `file` (MAIL_OUTBOX_FILE): a mailbox that browser
 * tests and a developer can read while the server holds the embedded database.
 */
export function mirrorMailsTo(file: string | null): void {
  mirrorFile = file;
}

/** "Sends" a mail: the reference server has no SMTP, so mails wait in mail_outbox for the demo and tests. */
export async function queueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [
    mail.recipient,
    mail.subject,
    mail.body,
  ]);
  if (mirrorFile) await appendFile(mirrorFile, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`);
}

/** A client route of usersMailLinks with its hash and mail filled in. */
export function mailLink(route: string, hash: string, mail: string): string {
  return route.replace(':hash', encodeURIComponent(hash)).replace(':mail', encodeURIComponent(mail));
}
