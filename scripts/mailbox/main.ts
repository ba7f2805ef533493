/**
 * The local mailbox (`npm run mailbox`; `npm start` and `npm run dev` start it): an SMTP server
 * on MAILBOX_SMTP_PORT (1025) and its web page on MAILBOX_WEB_PORT (1080), both on MAILBOX_HOST
 * (127.0.0.1, loopback only). The server sends to it with SMTP_URL=smtp://127.0.0.1:1025.
 * MAILBOX_MAX_MAILS (500) caps the mails kept. Ctrl+C or SIGTERM stops it.
 */
import { MAILBOX_DEFAULTS, MailboxSetupError, startMailbox } from './mailbox.ts';

function numberFrom(variable: string, fallback: number, min: number, max: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${variable}=${raw}: give a whole number from ${min} to ${max}.`);
    process.exit(2);
  }
  return value;
}

let webUrl = '';
try {
  const mailbox = await startMailbox({
    smtpPort: numberFrom('MAILBOX_SMTP_PORT', MAILBOX_DEFAULTS.smtpPort, 0, 65_535),
    webPort: numberFrom('MAILBOX_WEB_PORT', MAILBOX_DEFAULTS.webPort, 0, 65_535),
    host: process.env.MAILBOX_HOST || MAILBOX_DEFAULTS.host,
    maxMails: numberFrom('MAILBOX_MAX_MAILS', MAILBOX_DEFAULTS.maxMails, 1, 100_000),
    onMail: (mail) => console.log(`Mail to ${mail.to || mail.envelope.to.join(', ')}: "${mail.subject}" ${webUrl}mails/${mail.id}`),
  });
  webUrl = mailbox.webUrl;
  console.log(`Mail sent by the site (${mailbox.smtpUrl}) shown at ${mailbox.webUrl}`);
  const stop = () => {
    mailbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof MailboxSetupError ? error.message : error);
  process.exit(1);
}
