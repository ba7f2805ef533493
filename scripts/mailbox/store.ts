import type { AddressObject, EmailAddress, ParsedMail } from 'mailparser';

/** One message as the mailbox keeps it: its raw source and what the page and the API show of it. */
export interface StoredMail {
  id: number;
  receivedAt: Date;
  /** What the sender said in the SMTP dialogue (MAIL FROM, RCPT TO), which may differ from the headers. */
  envelope: { from: string | null; to: string[] };
  /** The message as received (RFC 822), byte for byte. */
  raw: Buffer;
  from: string;
  to: string;
  cc: string;
  subject: string;
  date: Date | null;
  messageId: string | null;
  text: string | null;
  html: string | null;
  /** Every header line as it came (still encoded), for the page's "all headers". */
  headerLines: string[];
  attachments: { filename: string | null; contentType: string; size: number }[];
  /** Every address of To, Cc and RCPT TO, in lower case: what `?to=` matches. */
  recipients: string[];
}

export interface StoreLimits {
  /** Mails kept; the oldest go first. */
  maxMails: number;
  /** Raw bytes kept, all mails together; the oldest go first. */
  maxTotalBytes: number;
}

const addressObjects = (field: AddressObject | AddressObject[] | undefined): AddressObject[] =>
  field === undefined ? [] : Array.isArray(field) ? field : [field];

const addressesOf = (entries: EmailAddress[]): string[] =>
  entries.flatMap((entry) => [...(entry.address ? [entry.address] : []), ...addressesOf(entry.group ?? [])]);

const textOf = (field: AddressObject | AddressObject[] | undefined): string =>
  addressObjects(field)
    .map((object) => object.text)
    .join(', ');

/** The mails received, newest last, in memory only: they are gone when the mailbox stops. */
export class MailStore {
  private mails: StoredMail[] = [];
  private nextId = 1;
  private totalBytes = 0;

  constructor(private readonly limits: StoreLimits) {}

  add(raw: Buffer, parsed: ParsedMail, envelope: StoredMail['envelope']): StoredMail {
    const recipients = [...addressObjects(parsed.to), ...addressObjects(parsed.cc)].flatMap((object) => addressesOf(object.value));
    const mail: StoredMail = {
      id: this.nextId++,
      receivedAt: new Date(),
      envelope,
      raw,
      from: textOf(parsed.from),
      to: textOf(parsed.to),
      cc: textOf(parsed.cc),
      subject: parsed.subject ?? '',
      date: parsed.date ?? null,
      messageId: parsed.messageId ?? null,
      text: parsed.text ?? null,
      html: parsed.html || null,
      headerLines: parsed.headerLines.map((header) => header.line),
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename || null,
        contentType: attachment.contentType,
        size: attachment.size,
      })),
      recipients: [...new Set([...recipients, ...envelope.to].map((address) => address.toLowerCase()))],
    };
    this.mails.push(mail);
    this.totalBytes += raw.length;
    while (this.mails.length > this.limits.maxMails || (this.totalBytes > this.limits.maxTotalBytes && this.mails.length > 1)) {
      this.totalBytes -= this.mails.shift()?.raw.length ?? 0;
    }
    return mail;
  }

  /** Newest first; only those to `recipient` (To, Cc or RCPT TO, any case) when given. */
  list(recipient?: string): StoredMail[] {
    const wanted = recipient?.toLowerCase();
    return this.mails.filter((mail) => wanted === undefined || mail.recipients.includes(wanted)).reverse();
  }

  get(id: number): StoredMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  clear(): void {
    this.mails = [];
    this.totalBytes = 0;
  }

  get size(): number {
    return this.mails.length;
  }
}
