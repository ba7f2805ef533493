import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BankBannerSection } from '../../../src/features/campaign/components/home';
import { documents } from '../../../src/features/campaign/data/campaign';
import { expectNewTab, expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/4 BankBannerSection',
  component: BankBannerSection,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof BankBannerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Clickable banner: the leaflet in a new tab',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Caja Rural Ribera, con el club' });
    // The whole banner is the one link.
    const links = within(region).getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = links[0] as HTMLElement;
    await expect(link).toHaveAttribute('href', documents.bankLeaflet);
    await expectNewTab(link);
    await expect(link).toHaveAccessibleName(/Ventajas para abonados/);
    await expect(link).toContainElement(canvas.getByRole('heading', { level: 3, name: 'Ventajas para abonados' }));
    await expect(link.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
