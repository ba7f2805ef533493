import { open } from 'node:fs/promises';
import type { Queryable } from '../db/db.ts';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
}

let mirrorFile: string | null = null;

/**
 * Also writes every mail as a JSON line to `file` (MAIL_OUTBOX_FILE): a mailbox that browser
 * tests and a developer can read while the server holds the embedded database. The table is the
 * truth: a mail queued in a transaction that then rolls back (a process killed mid-way) stays in
 * the file, and a later mail to the same person follows it.
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
  if (mirrorFile) await appendLine(mirrorFile, JSON.stringify({ ...mail, at: new Date().toISOString() }));
}

/**
 * One write(2) per line on an O_APPEND descriptor: on a local file system the kernel appends it
 * whole, so lines from several server processes (or parallel requests) never interleave.
 * fs.appendFile would split a line over 512 KiB into several writes, which others can come between.
 */
async function appendLine(file: string, line: string): Promise<void> {
  const bytes = Buffer.from(`${line}\n`);
  const handle = await open(file, 'a');
  try {
    const { bytesWritten } = await handle.write(bytes, 0, bytes.length);
    if (bytesWritten !== bytes.length) throw new Error(`${file}: only ${bytesWritten} of ${bytes.length} bytes of a mail were written`);
  } finally {
    await handle.close();
  }
}

/** A client route of usersMailLinks with its hash and mail filled in. */
export function mailLink(route: string, hash: string, mail: string): string {
  return route.replace(':hash', encodeURIComponent(hash)).replace(':mail', encodeURIComponent(mail));
}
