import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MainBanner } from '../../../src/features/campaign/components/home';
import { documents } from '../../../src/features/campaign/data/campaign';
import { expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/1 MainBanner',
  component: MainBanner,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { season: '25/26', ticketingUrl: 'https://entradas.example.com/abonos' },
} satisfies Meta<typeof MainBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Campaign banner',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Campaña de abonos 25/26')).toBeInTheDocument();
    const title = canvas.getByRole('heading', { level: 1, name: 'Vive cada partido en tu casa' });
    await expect(canvas.getByRole('region', { name: 'Vive cada partido en tu casa' })).toContainElement(title);
    // Buying happens in the external shop: a plain link in the same tab.
    const buy = canvas.getByRole('link', { name: 'Abónate ahora' });
    await expect(buy).toHaveAttribute('href', 'https://entradas.example.com/abonos');
    await expect(buy).not.toHaveAttribute('target');
    // The dossier is downloaded, not opened in place of the page.
    const dossier = canvas.getByRole('link', { name: 'Descarga el dossier 25/26 (PDF)' });
    await expect(dossier).toHaveAttribute('href', documents.dossier);
    await expect(dossier).toHaveAttribute('download');
    // Above the fold: nothing to wait for (no image at all).
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

export const AnotherSeason: Story = {
  name: 'Another season and shop',
  globals: { viewport: { value: 'mobile' } },
  args: { season: '26/27', ticketingUrl: 'https://tienda.cbribera.example/abonos-26-27' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Campaña de abonos 26/27')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Abónate ahora' })).toHaveAttribute('href', 'https://tienda.cbribera.example/abonos-26-27');
    await expect(canvas.getByRole('link', { name: 'Descarga el dossier 26/27 (PDF)' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).toBeVisible();
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const English: Story = {
  name: 'In English',
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live every game at home' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get your pass' })).toHaveAttribute('href', 'https://entradas.example.com/abonos');
    await expect(canvas.getByRole('link', { name: 'Download the 25/26 brochure (PDF)' })).toHaveAttribute('download');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  },
};
