import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditsPanelView } from '../../../src/features/releases/components/CreditsPanelView';
import { noCredits, twoCredits } from './fixtures';

const meta = {
  title: 'features/releases/CreditsPanelView',
  component: CreditsPanelView,
  parameters: { route: '/abonado/perfil' },
  args: { load: { status: 'ready', data: twoCredits, stale: false }, onRetry: fn() },
} satisfies Meta<typeof CreditsPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  name: 'Credit lines, newest first, and the balance',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mis créditos' })).toBeVisible();
    await expect(canvas.getByText('Saldo para tu renovación: 22,49 €')).toBeVisible();
    const lines = canvas.getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent(/Baskonia · Zona N2B · fila 12, asiento 5/);
    await expect(lines[0]).toHaveTextContent('+9,99 €');
    await expect(lines[1]).toHaveTextContent('+12,50 €');
  },
};

export const Empty: Story = {
  name: 'No credits yet',
  args: { load: { status: 'ready', data: noCredits, stale: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Aún no tienes créditos/)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading the credits',
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando tus créditos');
  },
};

export const Failed: Story = {
  name: 'The credits could not be read (network, garbled answer): a retry',
  args: { load: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tus créditos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Stale: Story = {
  name: 'A later read failed: the lines last read stay, with a retry',
  args: { load: { status: 'ready', data: twoCredits, stale: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Sin conexión: estos son tus créditos de la última vez/)).toBeVisible();
    await expect(canvas.getByText('Saldo para tu renovación: 22,49 €')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
