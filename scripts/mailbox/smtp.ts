import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { MailStore, StoredMail } from './store.ts';

/** An error smtp-server answers with its own reply code. */
const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/**
 * The SMTP side: no authentication and no TLS (the mailbox listens on loopback only, see
 * mailbox.ts), every recipient accepted, each message parsed with mailparser and stored. A
 * message over `maxMessageBytes` is read to its end (the protocol needs it) but not kept, and
 * refused with 552, so the sender's log shows the fault.
 */
export function createSmtpServer(store: MailStore, options: { maxMessageBytes: number; onMail?: (mail: StoredMail) => void }): SMTPServer {
  const { maxMessageBytes, onMail } = options;
  const server: SMTPServer = new SMTPServer({
    banner: 'club local mailbox (development only)',
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    authOptional: true,
    // Announced in EHLO (SIZE), so a client that says the size up front is refused before sending it.
    size: maxMessageBytes,
    disableReverseLookup: true,
    logger: false,
    // A stop (Ctrl+C) should not wait for an idle client: 30 s by default.
    closeTimeout: 1_000,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null, message?: string) => void) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= maxMessageBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || bytes > maxMessageBytes) {
          callback(smtpError(552, `Message of ${bytes} bytes is over this mailbox's limit of ${maxMessageBytes}`));
          return;
        }
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        simpleParser(raw).then(
          (parsed) => {
            const mail = store.add(raw, parsed, envelope);
            onMail?.(mail);
            callback(null, `Stored as mail ${mail.id}`);
          },
          (error: unknown) => callback(smtpError(554, `Unreadable message: ${error instanceof Error ? error.message : String(error)}`)),
        );
      });
    },
  });
  // A client's failure (a dropped connection) must not end the mailbox; a failure to listen is listen()'s to report.
  server.on('error', (error: Error) => {
    if (server.server.listening) console.error(`Mailbox SMTP: ${error.message}`);
  });
  return server;
}
