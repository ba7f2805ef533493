import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotFoundView } from '../../src/features/content/components/NotFoundView';

const meta = {
  title: 'pages/NotFoundView',
  component: NotFoundView,
  parameters: { layout: 'fullscreen', route: '/pagina-que-no-existe' },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Unknown address',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeInTheDocument();
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(/dirección esté mal escrita/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    // React 19 hoists the <title> into <head>.
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Club Baloncesto Ribera'));
  },
};

export const WithRetry: Story = {
  name: 'Could not load, with retry',
  args: {
    text: 'No hemos podido cargar esta página. Comprueba tu conexión e inténtalo de nuevo.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Comprueba tu conexión/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  },
};

export const InFrench: Story = {
  name: 'French interface',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('No encontramos esta página');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};
