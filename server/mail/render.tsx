import { render } from '@react-email/render';
import type { MemberLanguage } from '../../src/api/users.ts';
import type { Theme } from '../../src/ui/theme/themes/index.ts';
import { textsFor, type MemberTexts } from '../i18n/member-texts.ts';
import type { MailClub, MailText } from './content.ts';
import { MailDocument } from './MailDocument.tsx';
import { mailTextPart } from './text-part.ts';

type MailBuilders = MemberTexts['mail'];
export type MailKind = keyof MailBuilders;
export type MailParams<Kind extends MailKind> = Parameters<MailBuilders[Kind]>[0];

/** Who a mail is for and who signs it. */
export interface MailFrame {
  language: MemberLanguage;
  /** The greeting's name; none greets nobody by name. */
  name: string;
  club: MailClub;
  theme: Theme;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What the mail `kind` says in `language`. */
export function mailContent<Kind extends MailKind>(language: MemberLanguage, kind: Kind, params: MailParams<Kind>): MailText {
  const build = textsFor(language).mail[kind] as (p: MailParams<Kind>) => MailText;
  return build(params);
}

/** Both parts of the mail `kind`, drawn from one content: the HTML document and the plain text. */
export async function renderMail<Kind extends MailKind>(kind: Kind, params: MailParams<Kind>, frame: MailFrame): Promise<RenderedMail> {
  const content = mailContent(frame.language, kind, params);
  const texts = textsFor(frame.language).mailFrame;
  const html = await render(<MailDocument content={content} texts={texts} {...frame} />);
  return { subject: content.subject, html, text: mailTextPart(content, { ...frame, texts }) };
}
