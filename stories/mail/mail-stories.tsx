import type axe from 'axe-core';
// The file as published, not the module: `axe.source` is the module's own function as text, which
// a minified build (Storybook's, Chromatic's) rewrites to refer to names only the bundle has.
import axeSource from 'axe-core/axe.min.js?raw';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MEMBER_LANGUAGES, type MemberLanguage } from '../../src/api/users';
import { renderMail, type MailKind, type MailParams, type RenderedMail } from '../../server/mail/render';
import { HOSTILE_NAME, SAMPLE_NAME, SAMPLE_PARAMS, sampleFrame } from '../../server/mail/samples';
import { MailPreview } from './MailPreview';

/** What a mail story varies: the kind is the file's, the rest is the story's. */
export interface MailStoryArgs<Kind extends MailKind = MailKind> {
  kind: Kind;
  language: MemberLanguage;
  /** The greeting's name. */
  name: string;
  params: MailParams<Kind>;
}

/**
 * The mail's two parts, rendered by the server's own code (React Email's browser build). The logo
 * is loaded from Storybook itself (it serves public/), the links keep the sample origin.
 */
async function loadMail({ args }: { args: MailStoryArgs }): Promise<{ mail: RenderedMail }> {
  const frame = sampleFrame(args.language, args.name);
  const mail = await renderMail(args.kind, args.params, { ...frame, club: { ...frame.club, origin: window.location.origin } });
  return { mail };
}

/** WCAG 2.x A and AA, what the site itself must meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type MailWindow = Window & { axe?: typeof axe; eval: (code: string) => unknown };

/**
 * Axe on the mail's own document. Storybook's a11y addon checks the story's document, and a frame
 * only where axe runs inside it: it is injected here and run in the mail's window, so colours,
 * `lang` and headings are those of the mail.
 */
async function axeViolationsIn(frame: HTMLIFrameElement): Promise<axe.Result[]> {
  const mailWindow = frame.contentWindow as MailWindow | null;
  if (!mailWindow) throw new Error('The mail frame has no window');
  if (!mailWindow.axe) mailWindow.eval(axeSource);
  const results = await mailWindow.axe!.run(mailWindow.document, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  return results.violations;
}

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replaceAll('\n', ' '));
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * What every mail story promises: the mail in its language, with a heading, greeting the member
 * by name as text (a hostile name stays text, no element comes out of it), and no WCAG 2.x A/AA
 * violation in the mail itself.
 */
async function expectMail({ canvasElement, args }: StoryContext<MailStoryArgs>) {
  const frame = await waitFor(() => {
    const element = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-loaded]');
    if (!element?.contentDocument) throw new Error('The mail has not loaded yet');
    return element;
  });
  const mail = frame.contentDocument!;
  await expect(mail.documentElement.lang).toBe(args.language);
  await expect(mail.querySelectorAll('h1')).toHaveLength(1);
  await expect(mail.body.textContent).toContain(args.name);
  if (args.name === HOSTILE_NAME) {
    await expect(mail.querySelector('img[src="x"], [onerror]')).toBeNull();
  }
  // The logo loaded (from Storybook's own origin), so the capture shows it.
  const logo = mail.querySelector('img');
  await expect(logo?.complete && logo.naturalWidth > 0).toBe(true);
  await expect(canvasElement.querySelector('pre')?.textContent).toContain(args.name);

  const violations = await axeViolationsIn(frame);
  if (violations.length > 0) {
    throw new Error(`Axe found ${violations.length} WCAG violation(s) in the mail "${frame.title}":\n${describeViolations(violations)}`);
  }
}

/**
 * The parameters of every mail file, spread in the file's own `parameters: { ...MAIL_PARAMETERS }`:
 * Storybook writes the meta's doc comment into a `parameters` it adds after a spread meta, which
 * would drop these. A mail is a whole page (`layout: 'fullscreen'`): the visual runner captures its
 * first screen, as a member first sees it, at 375 px (a phone) and 1280 px (a desktop program
 * centring it at 600 px).
 */
export const MAIL_PARAMETERS = {
  layout: 'fullscreen',
  // The a11y addon checks the story's own document (the text part); the mail's frame is the play
  // function's, with WCAG 2.x A/AA. Left to the addon, it would also run its best-practice rules in
  // the frame once axe is there, and ask a mail for the <main> landmark a mail program supplies.
  a11y: { options: { iframes: false } },
};

/**
 * For the English and French texts and the long and hostile names: what they test (a longer text
 * or name wraps, the name stays text) shows at a phone's width, so the visual runner and Chromatic
 * capture them there only; the Spanish mail is also captured at a desktop mail program's width.
 */
export const PHONE_ONLY = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: { desktop: { disable: true } } } },
};

/** The rest of every mail file's meta: the Spanish sample, greeting the sample member. */
export function mailMeta<Kind extends MailKind>(kind: Kind) {
  return {
    args: { kind, language: 'es', name: SAMPLE_NAME, params: SAMPLE_PARAMS[kind] } as MailStoryArgs<Kind>,
    argTypes: {
      kind: { control: false },
      language: { control: 'inline-radio', options: MEMBER_LANGUAGES },
    },
    loaders: [loadMail],
    render: (args, { loaded }) => <MailPreview mail={(loaded as { mail: RenderedMail }).mail} language={args.language} />,
    play: expectMail,
  } satisfies Partial<Meta<MailStoryArgs>>;
}
