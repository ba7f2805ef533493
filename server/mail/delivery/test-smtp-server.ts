import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** 'accept' answers 250; a code and text answer that (451, 550…). */
export type SmtpAnswer = 'accept' | { code: number; text: string };

export interface ReceivedMail {
  mail: ParsedMail;
  /** The EHLO name of the client that sent it: which sender ("process") it came from. */
  client: string;
}

export interface TestSmtpServer {
  url: string;
  /** Every recipient offered (RCPT TO), refused or not. */
  recipients: string[];
  /** Every mail whose content arrived (DATA), whatever the answer. */
  received: ReceivedMail[];
  /** The mails answered 250: the ones a relay took. */
  accepted: ReceivedMail[];
  close(): Promise<void>;
}

const refusal = (answer: { code: number; text: string }) => Object.assign(new Error(answer.text), { responseCode: answer.code });

/** The receiving side of the delivery tests: a real SMTP server on a free port of 127.0.0.1. */
export async function startTestSmtpServer(answers: {
  rcptTo?: (recipient: string) => SmtpAnswer;
  /** A promise holds the answer back until it settles (one that never does: a relay that never answers). */
  data?: (received: ReceivedMail) => SmtpAnswer | Promise<SmtpAnswer>;
}): Promise<TestSmtpServer> {
  const recipients: string[] = [];
  const received: ReceivedMail[] = [];
  const accepted: ReceivedMail[] = [];
  const answer = (reply: SmtpAnswer, callback: (error?: Error | null) => void, onAccept: () => void) => {
    if (reply !== 'accept') return callback(refusal(reply));
    onAccept();
    callback(null);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Held answers are never given: close drops their connections instead of waiting 30 s.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      answer(answers.rcptTo?.(address.address) ?? 'accept', callback, () => undefined);
    },
    onData(stream, session: SMTPServerSession, callback) {
      simpleParser(stream).then((mail) => {
        const mailReceived = { mail, client: session.hostNameAppearsAs };
        received.push(mailReceived);
        return Promise.resolve(answers.data?.(mailReceived) ?? 'accept').then((reply) => answer(reply, callback, () => accepted.push(mailReceived)));
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    received,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
