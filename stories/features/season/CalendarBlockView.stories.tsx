import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarBlockView } from '../../../src/features/season/components/CalendarBlockView';
import { gamesFeed, memberFeed } from './fixtures';

const meta = {
  title: 'features/season/CalendarBlockView',
  component: CalendarBlockView,
  args: {
    games: gamesFeed,
    feed: { status: 'ready', links: memberFeed },
    onRetry: fn(),
    onCopy: fn(),
    copied: null,
    onRenew: fn(),
    renewing: false,
    renewError: null,
  },
} satisfies Meta<typeof CalendarBlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'The public feed and the private link: copy, subscribe, renew',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Suscribirme en mi calendario' })).toHaveAttribute('href', gamesFeed.webcal);
    await expect(canvas.getByRole('link', { name: 'Descargar el calendario (.ics)' })).toHaveAttribute('href', gamesFeed.https);
    await expect(canvas.getByRole('heading', { name: 'Mi calendario privado' })).toBeVisible();
    await expect(canvas.getByText(memberFeed.https)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Suscribirme a mi calendario' })).toHaveAttribute('href', memberFeed.webcal);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar enlace' }));
    await expect(args.onCopy).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar enlace' }));
    await expect(args.onRenew).toHaveBeenCalled();
  },
};

export const Copied: Story = {
  name: 'The private link copied: said',
  args: { copied: 'done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Enlace copiado.');
  },
};

export const Loading: Story = {
  name: 'Loading the private link',
  args: { feed: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando tu enlace');
  },
};

export const LoadFailed: Story = {
  name: 'The private link could not be read: a retry',
  args: { feed: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu enlace privado');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Renewing: Story = {
  name: 'Renewing the private link: the button waits',
  args: { renewing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Renovando…' })).toBeDisabled();
  },
};

export const RenewFailed: Story = {
  name: 'Renewing failed: the old link still works',
  args: { renewError: 'No hemos podido renovar el enlace; el actual sigue funcionando.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('el actual sigue funcionando');
  },
};
