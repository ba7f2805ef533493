import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOSTILE_NAME, LONG_NAME } from '../../server/mail/samples';
import { MAIL_PARAMETERS, PHONE_ONLY, mailMeta, type MailStoryArgs } from './mail-stories';

/** Sign-up, step 1: the code that proves the mail is the member's. */
const meta = {
  title: 'mail/MailCode',
  ...mailMeta('mailCode'),
  parameters: { ...MAIL_PARAMETERS },
} satisfies Meta<MailStoryArgs<'mailCode'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const English: Story = { ...PHONE_ONLY, args: { language: 'en' } };

export const French: Story = { ...PHONE_ONLY, args: { language: 'fr' } };

/** The longest name a profile allows, in the greeting: at a phone's width, where it wraps. */
export const LongName: Story = { ...PHONE_ONLY, name: 'Long name', args: { name: LONG_NAME } };

/** A name an attacker would type: the greeting shows it as text, never markup. */
export const HostileName: Story = { ...PHONE_ONLY, name: 'Hostile name', args: { name: HOSTILE_NAME } };
