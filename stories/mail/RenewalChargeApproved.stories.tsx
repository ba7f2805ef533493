import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOSTILE_NAME, LONG_NAME, SAMPLE_PARAMS } from '../../server/mail/samples';
import { MAIL_PARAMETERS, PHONE_ONLY, mailMeta, type MailStoryArgs } from './mail-stories';

/** A renewal's debit (an instalment or a part), charged. It names the person whose pass it pays. */
const meta = {
  title: 'mail/RenewalChargeApproved',
  ...mailMeta('renewalChargeApproved'),
  parameters: { ...MAIL_PARAMETERS },
} satisfies Meta<MailStoryArgs<'renewalChargeApproved'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const English: Story = { ...PHONE_ONLY, args: { language: 'en' } };

export const French: Story = { ...PHONE_ONLY, args: { language: 'fr' } };

/** The longest name a profile allows, in the greeting: at a phone's width, where it wraps. */
export const LongName: Story = { ...PHONE_ONLY, name: 'Long name', args: { name: LONG_NAME } };

/** A name an attacker would type, as the greeting's name and as the person's: text, never markup. */
export const HostileName: Story = {
  ...PHONE_ONLY,
  name: 'Hostile name',
  args: { name: HOSTILE_NAME, params: { ...SAMPLE_PARAMS.renewalChargeApproved, person: HOSTILE_NAME } },
};
