import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderView } from '../../../src/app/shell/Header';
import { CampaignMenu } from '../../../src/features/campaign/components/CampaignMenu';
import type { UserType } from '../../../src/api/users';
import { privateAreaPath } from '../../../src/lib/session';
import { expectedAreaPath, users } from '../../fixtures/users';

const languages = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
];

const meta = {
  title: 'app/shell/HeaderView',
  component: HeaderView,
  parameters: { layout: 'fullscreen' },
  args: {
    account: { status: 'anonymous', loginPath: '/abonado' },
    languages,
    currentLanguage: 'es',
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof HeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading (user not known yet)',
  args: { account: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Club Baloncesto Ribera, ir al inicio' })).toHaveAttribute('href', '/');
    // Neither the login nor the private-area link until users/extended answers.
    await expect(canvas.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Mi área privada' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
  },
};

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado');
    await expect(canvas.queryByRole('link', { name: 'Mi área privada' })).not.toBeInTheDocument();
  },
};

/** A signed-in member of one kind: the private-area link goes where spec §2 says. */
function member(type: UserType): Story {
  const user = users[type];
  return {
    name: `Member: ${type}`,
    args: { account: { status: 'member', areaPath: privateAreaPath(user) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('link', { name: 'Mi área privada' })).toHaveAttribute('href', expectedAreaPath[type]);
      await expect(canvas.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    },
  };
}

export const MemberPartner = member('PARTNER');
export const MemberSympathizer = member('SYMPATHIZER');
export const MemberSympathizerWithNumber = member('SYMPATHIZER_WITH_NUMBER');
export const MemberFan = member('FAN');
export const MemberEmployee = member('EMPLOYEE');
export const MemberEnterpriseAdmin = member('ENTERPRISE_ADMIN');
export const MemberEnterpriseAccount = member('ENTERPRISE_ACCOUNT');

export const WithCampaignMenu: Story = {
  name: 'With the campaign menu (any page but home)',
  args: {
    account: { status: 'member', areaPath: privateAreaPath(users.PARTNER) },
    campaignMenu: <CampaignMenu placement="header" season="25/26" />,
  },
  parameters: { route: '/abonos/oro' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Campaña de abonos' });
    await expect(canvas.getByRole('banner')).toContainElement(menu);
    await expect(within(menu).getAllByRole('link')).toHaveLength(8);
  },
};

export const WithCampaignMenuOnPhone: Story = {
  name: 'With the campaign menu on a phone (folded)',
  args: WithCampaignMenu.args,
  parameters: { route: '/abonos/oro' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menú de la campaña' })).toBeVisible();
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const LanguageChangeByClick: Story = {
  name: 'Language switch: click English',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

export const LanguageChangeByKeyboard: Story = {
  name: 'Language switch: Tab + Enter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tab order: home link, ES, EN.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Club Baloncesto Ribera, ir al inicio' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Español' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

export const SingleLanguage: Story = {
  name: 'One language only (no switch)',
  args: { languages: [{ code: 'es', name: 'Español' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Idioma' })).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  name: 'English interface',
  globals: { locale: 'en' },
  args: { currentLanguage: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'On a 375 px phone (crest only)',
  args: { account: { status: 'member', areaPath: privateAreaPath(users.PARTNER) } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The club's name beside the crest is dropped below 530 px; the crest keeps the link's name.
    await expect(canvas.getByText('Club Baloncesto Ribera')).not.toBeVisible();
    const areaLink = canvas.getByRole('link', { name: 'Mi área privada' });
    await expect(areaLink.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const Desktop: Story = {
  name: 'On a 1280 px screen (crest and name)',
  args: { account: { status: 'member', areaPath: privateAreaPath(users.PARTNER) } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Club Baloncesto Ribera')).toBeVisible();
  },
};

export const Impersonating: Story = {
  name: 'An employee acting as a member',
  args: {
    account: { status: 'member', areaPath: privateAreaPath(users.PARTNER) },
    impersonation: { name: 'Lucía Martínez Soler', mail: 'socio@demo.club', onStop: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Suplantación de usuario' });
    await expect(banner).toHaveTextContent('Estás actuando como Lucía Martínez Soler (socio@demo.club).');
    await userEvent.click(within(banner).getByRole('button', { name: 'Terminar y cerrar sesión' }));
    await expect(args.impersonation?.onStop).toHaveBeenCalledTimes(1);
  },
};
