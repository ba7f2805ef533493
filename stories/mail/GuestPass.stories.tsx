import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOSTILE_NAME, LONG_NAME, SAMPLE_PARAMS } from '../../server/mail/samples';
import { MAIL_PARAMETERS, PHONE_ONLY, mailMeta, type MailStoryArgs } from './mail-stories';

const base = mailMeta('guestPass');

/** A member's seat given to a guest: who gives it, the game, the seat and the guest's link, greeting the guest by the name the member typed. */
const meta = {
  title: 'mail/GuestPass',
  ...base,
  args: { ...base.args, name: 'Ana Pérez' },
  parameters: { ...MAIL_PARAMETERS },
} satisfies Meta<MailStoryArgs<'guestPass'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const English: Story = { ...PHONE_ONLY, args: { language: 'en' } };

export const French: Story = { ...PHONE_ONLY, args: { language: 'fr' } };

/** The longest name a guest may be given, in the greeting: at a phone's width, where it wraps. */
export const LongName: Story = { ...PHONE_ONLY, name: 'Long name', args: { name: LONG_NAME } };

/** A name an attacker would type, as the guest's and as the member's: text, never markup. */
export const HostileName: Story = {
  ...PHONE_ONLY,
  name: 'Hostile name',
  args: { name: HOSTILE_NAME, params: { ...SAMPLE_PARAMS.guestPass, member: HOSTILE_NAME } },
};
