/**
 * What a mail says, in one language, before it has a shape: the language files write these,
 * the HTML part (MailDocument.tsx) and the text part (text-part.ts) are both drawn from one, so
 * the two parts never say different things.
 */
export interface MailText {
  subject: string;
  /** The line a mail program shows after the subject in the inbox. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** A code the member types somewhere: shown large, and as plain text. */
  code?: { label: string; value: string };
  /** The one thing to do: a button in HTML, its address also written out. */
  action?: MailLink;
  /** Figures the member may want to check (order number, amount, account). */
  facts?: { label: string; value: string }[];
  /** A second, optional link (the pass card's PDF). */
  secondary?: MailLink;
  /** Small print after the action: what to do if the mail was not expected. */
  note?: string;
  /** Why the recipient gets this mail, when it is not for an account holder (a guest): replaces the frame's. */
  reason?: string;
}

export interface MailLink {
  label: string;
  /** Absolute (PUBLIC_ORIGIN): a mail program has no page to resolve a path against. */
  url: string;
}

/** The words around every mail, in its language. */
export interface MailFrameText {
  greeting: (p: { name: string }) => string;
  /** Before the written-out address, for mail programs that hide buttons. */
  linkFallback: string;
  /** Why the member gets this mail. */
  reason: (p: { club: string }) => string;
  contactLabel: string;
}

/** The club as the mails sign (the footer's contact, from the database). */
export interface MailClub {
  name: string;
  address: string;
  phone: string;
  mail: string;
  /** The site's origin: where the logo and every link point. */
  origin: string;
}
