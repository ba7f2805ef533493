import { readFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';

/** Mails one tick sends at once; the pool opens as many connections, so none waits for another's. */
export const MAILS_PER_BATCH = 5;

/**
 * Each wait of a send has its bound: reaching the server, its greeting, and any silence after
 * (nodemailer's defaults are 2 min, 30 s and 10 min: far longer than a member waits for a code).
 */
const TIMEOUTS = { dnsTimeout: 10_000, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The whole send, whatever the server does (a server trickling its answers resets the socket
 * timeout at every byte): past it the send is aborted, its connection closed, and the mail retried.
 * The claim (CLAIM_SECONDS) outlasts it, so a live process never loses a mail it is still sending.
 */
export const SEND_DEADLINE_MS = 60_000;

export interface DkimSettings {
  domain: string;
  selector: string;
  keyFile: string;
}

/**
 * The SMTP relay of SMTP_URL (smtp:// or smtps://, user and password in the URL, nodemailer's
 * options in its query, which win over the ones here), pooled, with every wait bounded; mails
 * DKIM-signed when the three MAIL_DKIM_* are set.
 */
export function createSmtpTransport(url: string, dkim?: DkimSettings) {
  return createTransport({
    url,
    pool: true,
    maxConnections: MAILS_PER_BATCH,
    ...TIMEOUTS,
    dkim: dkim && { domainName: dkim.domain, keySelector: dkim.selector, privateKey: readFileSync(dkim.keyFile, 'utf8') },
  });
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;
