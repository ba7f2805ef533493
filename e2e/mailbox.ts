import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { MailJson } from '../scripts/mailbox/web';

/**
 * The mail the main server delivered over SMTP (its SMTP_URL) to the local mailbox the run started
 * (scripts/mailbox, ports in playwright.config.ts). Tests wait for a mail as it arrives, never for
 * a fixed time, and read it as a mail program would: the raw RFC 822 source, parsed here.
 */
export const mailboxUrl = `http://127.0.0.1:${process.env.E2E_MAILBOX_WEB_PORT}`;

export type MailboxEntry = MailJson;

/** The mails to `recipient` the mailbox holds now, newest first. */
export async function mailsTo(recipient: string): Promise<MailboxEntry[]> {
  const response = await fetch(`${mailboxUrl}/api/mails?to=${encodeURIComponent(recipient)}`);
  if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
  return (await response.json()) as MailboxEntry[];
}

/** The id of the newest mail to `recipient` so far (0 for none): a later waitForMail asks for one after it. */
export async function newestMailId(recipient: string): Promise<number> {
  return (await mailsTo(recipient))[0]?.id ?? 0;
}

/**
 * Waits for the newest mail to `recipient` whose subject matches, among those that arrived after
 * the mail `after` (an id from newestMailId). The server looks for mail to send every second
 * (MAIL_CHECK_SECONDS); the limit is the expectations' one.
 */
export async function waitForMail(recipient: string, options: { subject?: RegExp; after?: number } = {}): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(recipient)).find((mail) => mail.id > (options.after ?? 0) && (options.subject?.test(mail.subject) ?? true));
        return found !== undefined;
      },
      {
        message: `a mail to ${recipient}${options.subject ? ` with a subject like ${options.subject}` : ''} in the local mailbox (${mailboxUrl})`,
        // A local call: asked often, so a test waits for the mail's arrival, not for the next poll.
        intervals: [100, 100, 200],
      },
    )
    .toBe(true);
  return found!;
}

/** The mail as delivered: its raw source from the mailbox, parsed in the test with mailparser. */
export async function parsedMail(mail: Pick<MailboxEntry, 'id'>): Promise<ParsedMail> {
  const response = await fetch(`${mailboxUrl}/mails/${mail.id}/raw`);
  expect(response.status, `mail ${mail.id}'s source`).toBe(200);
  return simpleParser(Buffer.from(await response.arrayBuffer()));
}

/**
 * The sign-up's 6-digit code, from the newest mail to `recipient` whose subject carries one (the
 * account's confirmation link is mailed at the same time, and may arrive first or second).
 */
export async function mailedCode(recipient: string, options: { after?: number } = {}): Promise<string> {
  const mail = await waitForMail(recipient, { subject: /\b\d{6}\b/, after: options.after });
  const parsed = await parsedMail(mail);
  const code = /\b(\d{6})\b/.exec(parsed.text ?? '')?.[1] ?? '';
  expect(code, `a 6-digit code in the text part of the mail to ${recipient}`).toMatch(/^\d{6}$/);
  expect(parsed.subject, 'the subject and the text part carry the same code').toContain(code);
  return code;
}
