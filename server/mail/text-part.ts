import type { MailClub, MailFrameText, MailText } from './content.ts';

/**
 * The text part: what the HTML says, in the same order, for mail programs that show no HTML and
 * for screen readers that prefer it. Every link and code is written out on a line of its own,
 * so it can be copied whole.
 */
export function mailTextPart(content: MailText, frame: { name: string; texts: MailFrameText; club: MailClub }): string {
  const greeting = frame.name.trim() ? [frame.texts.greeting({ name: frame.name })] : [];
  const blocks: string[] = [content.heading, ...greeting, ...content.paragraphs];
  if (content.code) blocks.push(`${content.code.label}: ${content.code.value}`);
  if (content.facts) blocks.push(content.facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n'));
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  if (content.secondary) blocks.push(`${content.secondary.label}:\n${content.secondary.url}`);
  if (content.note) blocks.push(content.note);
  const { club } = frame;
  blocks.push(
    ['--', club.name, `${frame.texts.contactLabel}: ${club.mail} · ${club.phone}`, club.address, content.reason ?? frame.texts.reason({ club: club.name })].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
