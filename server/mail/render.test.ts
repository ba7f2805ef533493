import { describe, expect, it } from 'vitest';
import { MEMBER_LANGUAGES } from '../../src/api/users.ts';
import { HOSTILE_NAME, LONG_NAME, SAMPLE_ORIGIN, SAMPLE_PARAMS, sampleFrame } from './samples.ts';
import { mailContent, renderMail, type MailKind } from './render.tsx';
import { MAIL_LOGO_PATH } from './MailDocument.tsx';

const KINDS = Object.keys(SAMPLE_PARAMS) as MailKind[];
const CASES = MEMBER_LANGUAGES.flatMap((language) => KINDS.map((kind) => [language, kind] as const));

/** The href of every link and the src of every image of an HTML document. */
const addresses = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('mails: both parts of every kind in every language', () => {
  it.each(CASES)('%s %s: a document in its language with its heading, the logo, and only absolute links', async (language, kind) => {
    const mail = await renderMail(kind, SAMPLE_PARAMS[kind], sampleFrame(language));
    const content = mailContent(language, kind, SAMPLE_PARAMS[kind]);
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html[^>]*><html[^>]* lang="${language}"`));
    expect(mail.html).toContain(`<title>${escapeHtml(content.subject)}</title>`);
    expect(mail.html).toMatch(/<h1[^>]*>/);
    expect(mail.html).toContain(`src="${SAMPLE_ORIGIN}${MAIL_LOGO_PATH}"`);
    for (const address of addresses(mail.html)) expect(address).toMatch(/^(https:\/\/abonos\.cbribera\.example\/|mailto:)/);
    expect(mail.html).not.toMatch(/undefined|\[object Object\]/);
    expect(mail.text).not.toMatch(/undefined|\[object Object\]/);
  });

  it.each(CASES)('%s %s: the text part says what the HTML says, every link and code written out', async (language, kind) => {
    const mail = await renderMail(kind, SAMPLE_PARAMS[kind], sampleFrame(language));
    const content = mailContent(language, kind, SAMPLE_PARAMS[kind]);
    for (const line of [content.heading, ...content.paragraphs, content.note].filter((text) => text !== undefined)) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(escapeHtml(line));
    }
    for (const url of [content.action?.url, content.secondary?.url].filter((text) => text !== undefined)) {
      expect(mail.text).toContain(`\n${url}\n`);
      // The button and the written-out address, for mail programs that hide buttons.
      expect(addresses(mail.html).filter((address) => address === url)).toHaveLength(content.action?.url === url ? 2 : 1);
    }
    if (content.code) {
      expect(mail.text).toContain(content.code.value);
      expect(mail.html).toContain(`>${content.code.value}<`);
    }
  });

  it('reads a hostile name, group and person as text in both parts', async () => {
    const params = { ...SAMPLE_PARAMS.groupInvitation, group: HOSTILE_NAME };
    const mail = await renderMail('groupInvitation', params, sampleFrame('es', HOSTILE_NAME));
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(`Hola, ${HOSTILE_NAME}:`);
    const charged = await renderMail('secondPaymentCharged', { ...SAMPLE_PARAMS.secondPaymentCharged, person: HOSTILE_NAME }, sampleFrame('fr'));
    expect(charged.html).not.toContain('<img src=x');
  });

  it('greets by name, and greets nobody when the account has no name', async () => {
    expect((await renderMail('mailCode', SAMPLE_PARAMS.mailCode, sampleFrame('en', LONG_NAME))).text).toContain(`Hello ${LONG_NAME},`);
    const nameless = await renderMail('mailCode', SAMPLE_PARAMS.mailCode, sampleFrame('en', ' '));
    expect(nameless.text).not.toContain('Hello');
    expect(nameless.html).not.toContain('Hello');
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}
