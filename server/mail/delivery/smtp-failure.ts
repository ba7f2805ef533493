import type { NodemailerError } from 'nodemailer';

export interface SmtpFailure {
  /** Sending this mail again would get the same answer. */
  permanent: boolean;
  /** The server's answer (or what went wrong on the way to it), for last_error and the log. */
  answer: string;
}

/** The commands whose refusal is about this mail (its recipient, its content), not about the club's relay settings. */
const COMMANDS_ABOUT_THE_MAIL = new Set(['RCPT TO', 'DATA']);

/**
 * Permanent when the server refused this mail for good (a 5xx other than 503, as nodemailer reads
 * RFC 5321) to its recipient or its content, or when nodemailer refused the envelope itself (a
 * recipient that is no address). Everything else waits for a retry: a 4xx, no answer at all
 * (connection refused or dropped, a timeout), and a 5xx to the login or to the sender address,
 * which says the relay settings are wrong: once they are fixed, the mail goes.
 */
export function smtpFailure(error: unknown): SmtpFailure {
  const failure = error as NodemailerError;
  const answer = failure.response?.trim() || failure.message || String(error);
  const refusedByServer = failure.permanent === true && COMMANDS_ABOUT_THE_MAIL.has(failure.command ?? '');
  const refusedByNodemailer = failure.code === 'EENVELOPE' && failure.responseCode === undefined;
  return { permanent: refusedByServer || refusedByNodemailer, answer };
}
