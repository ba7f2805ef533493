import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomeView } from '../../src/features/campaign/components/HomeView';

const meta = {
  title: 'pages/HomeView',
  component: HomeView,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { season: '25/26', ticketingUrl: 'https://entradas.example.com/abonos' },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Campaign banner',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Campaña de abonos 25/26')).toBeInTheDocument();
    const title = canvas.getByRole('heading', { level: 1, name: 'Vive cada partido en tu casa' });
    // The banner is a region named by its title.
    await expect(canvas.getByRole('region', { name: 'Vive cada partido en tu casa' })).toContainElement(title);
    // Buying happens in the external shop: a plain link, not a button.
    await expect(canvas.getByRole('link', { name: 'Abónate ahora' })).toHaveAttribute(
      'href',
      'https://entradas.example.com/abonos',
    );
    await waitFor(() => expect(document.title).toBe('Abonos 25/26 · Club Baloncesto Ribera'));
  },
};

export const NextSeason: Story = {
  name: 'Another season and shop',
  args: { season: '26/27', ticketingUrl: 'https://tienda.cbribera.example/abonos-26-27' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Campaña de abonos 26/27')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Abónate ahora' })).toHaveAttribute(
      'href',
      'https://tienda.cbribera.example/abonos-26-27',
    );
  },
};

export const Mobile: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cta = canvas.getByRole('link', { name: 'Abónate ahora' });
    await expect(cta).toBeVisible();
    await expect(cta.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('region').scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Desktop: Story = {
  name: 'On a 1280 px screen',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const InEnglish: Story = {
  name: 'English interface',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Campaña de abonos 25/26')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', 'https://entradas.example.com/abonos');
  },
};
