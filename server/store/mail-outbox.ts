import { open } from 'node:fs/promises';
import type { Queryable } from '../db/db.ts';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  /** The text part (for an SMS, the message). */
  body: string;
  /** The HTML part; none for an SMS. */
  html?: string;
  /** Which mail it is (`passwordRestore`…): for logs, metrics and tests, never shown. */
  kind: string;
  channel?: 'mail' | 'sms';
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

/**
 * Puts a mail in mail_outbox, in the caller's transaction: it is sent (server/mail/delivery) only
 * if what it tells of was committed.
 */
export async function queueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  const channel = mail.channel ?? 'mail';
  await db.query('INSERT INTO mail_outbox (recipient, subject, body, html, kind, channel) VALUES ($1, $2, $3, $4, $5, $6)', [
    mail.recipient,
    mail.subject,
    mail.body,
    mail.html ?? null,
    mail.kind,
    channel,
  ]);
  if (mirrorFile) {
    const line = { recipient: mail.recipient, subject: mail.subject, body: mail.body, kind: mail.kind, channel, at: new Date().toISOString() };
    await appendLine(mirrorFile, JSON.stringify(line));
  }
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
