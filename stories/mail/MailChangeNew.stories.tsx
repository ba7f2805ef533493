import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOSTILE_NAME, LONG_NAME } from '../../server/mail/samples';
import { MAIL_PARAMETERS, PHONE_ONLY, mailMeta, type MailStoryArgs } from './mail-stories';

/** A change of mail, to the new address: the link that confirms it. */
const meta = {
  title: 'mail/MailChangeNew',
  ...mailMeta('mailChangeNew'),
  parameters: { ...MAIL_PARAMETERS },
} satisfies Meta<MailStoryArgs<'mailChangeNew'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const English: Story = { ...PHONE_ONLY, args: { language: 'en' } };

export const French: Story = { ...PHONE_ONLY, args: { language: 'fr' } };

/** The longest name a profile allows, in the greeting: at a phone's width, where it wraps. */
export const LongName: Story = { ...PHONE_ONLY, name: 'Long name', args: { name: LONG_NAME } };

/** A name an attacker would type: the greeting shows it as text, never markup. */
export const HostileName: Story = { ...PHONE_ONLY, name: 'Hostile name', args: { name: HOSTILE_NAME } };
