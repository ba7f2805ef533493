import type { MemberLanguage } from '../../src/api/users.ts';
import { DEFAULT_THEME, themes } from '../../src/ui/theme/themes/index.ts';
import type { Queryable } from '../db/db.ts';
import { languageOfUser, textsFor, type MemberTexts } from '../i18n/member-texts.ts';
import { queueMail } from '../store/mail-outbox.ts';
import type { MailClub } from './content.ts';
import { renderMail, type MailKind, type MailParams } from './render.tsx';
import { mailOrigin } from './site-link.ts';

/** A mail's params, or how to make them in the member's language (amounts, dates) with the club's contact. */
type ParamsSource<Kind extends MailKind> = MailParams<Kind> | ((texts: MemberTexts, club: MailClub) => MailParams<Kind>);

interface RecipientFacts {
  language: MemberLanguage | null;
  name: string | null;
  club_name: string | null;
  club_address: string | null;
  club_phone: string | null;
  club_mail: string | null;
}

/**
 * Queues the mail `kind` to `recipient` in the language of the account `userId` (Spanish, the
 * club's, for an account not found), greeting them by name (or `name`, someone the member writes
 * to, such as their guest) and signed with the club's contact.
 */
export async function mailMember<Kind extends MailKind>(
  db: Queryable,
  to: { userId: number; recipient: string; name?: string },
  kind: Kind,
  params: ParamsSource<Kind>,
): Promise<void> {
  const { rows } = await db.query<RecipientFacts>(
    `SELECT u.language, u.name, c.name AS club_name, c.address AS club_address, c.phone AS club_phone, c.mail AS club_mail
     FROM (SELECT 1) one LEFT JOIN users u ON u.id = $1 LEFT JOIN club_contact c ON true`,
    [to.userId],
  );
  const facts = rows[0];
  const language = facts?.language ?? 'es';
  const texts = textsFor(language);
  const club: MailClub = {
    name: facts?.club_name ?? '',
    address: facts?.club_address ?? '',
    phone: facts?.club_phone ?? '',
    mail: facts?.club_mail ?? '',
    origin: mailOrigin(),
  };
  const values = typeof params === 'function' ? params(texts, club) : params;
  const mail = await renderMail(kind, values, { language, name: to.name ?? facts?.name ?? '', club, theme: themes[DEFAULT_THEME] });
  await queueMail(db, { recipient: to.recipient, subject: mail.subject, body: mail.text, html: mail.html, kind });
}

/** An SMS in the account's language: there is no gateway, so it waits in the outbox, never mailed. */
export async function textMember(db: Queryable, to: { userId: number; phone: string }, message: (texts: MemberTexts) => string): Promise<void> {
  const body = message(textsFor(await languageOfUser(db, to.userId)));
  await queueMail(db, { recipient: to.phone, subject: 'SMS', body, kind: 'phoneCode', channel: 'sms' });
}
