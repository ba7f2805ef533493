import type { Server } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { createSmtpServer } from './smtp.ts';
import { MailStore, type StoredMail } from './store.ts';
import { createWebServer } from './web.ts';

/**
 * The limits, and why:
 * - 500 mails: a day of clicking through every flow sends a few dozen; an e2e run a few hundred
 *   at most. Older ones go first, so a mailbox left running for weeks stays small.
 * - 10 MB a message: the site's mails are about 10 kB (text and HTML; the logo and the
 *   pass-card PDF are linked, not attached). Only a fault (a loop, a huge value in a template) gets near
 *   it, and SMTP's 552 answer then shows in the sender's log instead of in this process's memory.
 * - 100 MB all together: 500 mails of 10 MB would be 5 GB on a laptop.
 */
export const MAILBOX_DEFAULTS = { smtpPort: 1025, webPort: 1080, host: '127.0.0.1', maxMails: 500, maxMessageBytes: 10 * 1024 * 1024, maxTotalBytes: 100 * 1024 * 1024 };

export interface MailboxOptions {
  smtpPort?: number;
  webPort?: number;
  host?: string;
  maxMails?: number;
  maxMessageBytes?: number;
  maxTotalBytes?: number;
  onMail?: (mail: StoredMail) => void;
}

export interface Mailbox {
  smtpUrl: string;
  webUrl: string;
  smtpPort: number;
  webPort: number;
  store: MailStore;
  close(): Promise<void>;
}

/** A host or port the mailbox cannot use: the message says which variable to change. */
export class MailboxSetupError extends Error {}

/** 127.0.0.0/8, ::1 and localhost: the SMTP side has no authentication and no TLS, so nothing else may reach it. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./i.test(bare);
  return false;
}

/** Starts the SMTP and web sides on `host` (loopback only); either port 0 picks a free one. */
export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const settings = { ...MAILBOX_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) };
  if (!isLoopback(settings.host)) {
    throw new MailboxSetupError(
      `MAILBOX_HOST=${settings.host}: the mailbox listens on loopback only (127.0.0.1, ::1 or localhost), as its SMTP side has no authentication and no TLS.`,
    );
  }
  const store = new MailStore({ maxMails: settings.maxMails, maxTotalBytes: settings.maxTotalBytes });
  const smtp = createSmtpServer(store, { maxMessageBytes: settings.maxMessageBytes, onMail: options.onMail });
  const web = createWebServer(store, { host: settings.host, maxMails: settings.maxMails });
  const smtpPort = await listen(smtp.server, settings.smtpPort, settings.host, 'MAILBOX_SMTP_PORT').catch(async (error: unknown) => {
    web.close();
    throw error;
  });
  const webPort = await listen(web, settings.webPort, settings.host, 'MAILBOX_WEB_PORT').catch(async (error: unknown) => {
    await closeSmtp(smtp);
    throw error;
  });
  const urlHost = settings.host.includes(':') && !settings.host.startsWith('[') ? `[${settings.host}]` : settings.host;
  return {
    smtpUrl: `smtp://${urlHost}:${smtpPort}`,
    webUrl: `http://${urlHost}:${webPort}/`,
    smtpPort,
    webPort,
    store,
    close: async () => {
      web.closeAllConnections();
      await Promise.all([closeSmtp(smtp), new Promise((resolve) => web.close(resolve))]);
    },
  };
}

function listen(server: Server | SMTPServer['server'], port: number, host: string, variable: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new MailboxSetupError(`Port ${port} on ${host} is taken (another mailbox, or another program): set ${variable} to a free port, e.g. ${variable}=${port < 65_535 ? port + 1 : port - 1}.`));
      else if (error.code === 'EACCES') reject(new MailboxSetupError(`Port ${port} on ${host} is not allowed for this user: set ${variable} to a port above 1023.`));
      else reject(error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

const closeSmtp = (smtp: SMTPServer) => new Promise<void>((resolve) => smtp.close(() => resolve()));
