import type { Queryable } from '../../db/db.ts';
import { runEvery } from '../../ops/every.ts';
import { countMailOutcome } from '../../ops/metrics.ts';
import { recordRefusal, recordRetry, recordSent } from './delivery-outcomes.ts';
import { claimDueMails, type ClaimedMail } from './due-mails.ts';
import { smtpFailure } from './smtp-failure.ts';
import { MAILS_PER_BATCH, SEND_DEADLINE_MS, type SmtpTransport } from './transport.ts';

interface SenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailSenderOptions {
  db: Queryable;
  transport: Pick<SmtpTransport, 'sendMail' | 'close'>;
  /** MAIL_FROM; its domain also names the Message-IDs. */
  from: { name: string; address: string };
  /** The time of claims and outcomes (tests move it instead of waiting); never the database's now(). */
  now?: () => Date;
  /** Lines name the mail by its id, never its body: it may hold codes and links. */
  log: SenderLog;
}

export interface MailSender {
  /**
   * Sends what is due, a batch at a time, until nothing is; a tick already running in this
   * sender is joined rather than doubled.
   */
  tick(): Promise<void>;
  /** No batch is claimed after the current one; resolves when the tick in progress has ended. */
  stop(): Promise<void>;
}

export function createMailSender({ db, transport, from, now = () => new Date(), log }: MailSenderOptions): MailSender {
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1);
  let running: Promise<void> | null = null;
  let stopped = false;

  const deliver = async (mail: ClaimedMail) => {
    if (mail.state === 'failed') {
      countMailOutcome('failed');
      log.warn({ mailId: mail.id, attempts: mail.attempts }, 'mail given up: not sent in time');
      return;
    }
    let messageId: string;
    try {
      ({ messageId } = await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        html: mail.html ?? undefined,
        messageId: mail.messageId,
        signal: AbortSignal.timeout(SEND_DEADLINE_MS),
      }));
    } catch (error) {
      const { permanent, answer } = smtpFailure(error);
      const details = { mailId: mail.id, attempts: mail.attempts, answer };
      if (permanent) {
        if (await recordRefusal(db, mail, answer)) {
          countMailOutcome('failed');
          log.warn(details, 'mail refused for good');
        }
      } else if (await recordRetry(db, mail, answer, now())) {
        countMailOutcome('retried');
        log.info(details, 'mail not sent: retried later');
      }
      return;
    }
    if (await recordSent(db, mail, messageId, now())) {
      countMailOutcome('sent');
      log.info({ mailId: mail.id, attempts: mail.attempts, messageId }, 'mail sent');
    }
  };

  const run = async () => {
    while (!stopped) {
      const batch = await claimDueMails(db, now(), MAILS_PER_BATCH, domain);
      if (batch.length === 0) return;
      // Settled, not raced: a database error on one mail leaves the others of the batch to finish.
      const failed = (await Promise.allSettled(batch.map(deliver))).find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
  };

  return {
    tick: () => (running ??= run().finally(() => (running = null))),
    stop: async () => {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Runs a tick at start and then every `intervalSeconds` (MAIL_CHECK_SECONDS) until stopped; a
 * failed tick is logged and the next one tries again. Stopping waits for the tick in progress,
 * then closes the transport.
 */
export function startMailSender(options: MailSenderOptions & { intervalSeconds: number }): Pick<MailSender, 'stop'> {
  const sender = createMailSender(options);
  const job = runEvery(options.intervalSeconds, () =>
    sender.tick().catch((error: unknown) => options.log.error({ err: error }, 'mail delivery tick failed')),
  );
  return {
    stop: async () => {
      await sender.stop(); // first: a tick in progress claims no further batch
      await job.stop();
      options.transport.close();
    },
  };
}
