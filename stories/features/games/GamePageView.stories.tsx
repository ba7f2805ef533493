import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GamePageView } from '../../../src/features/games/components/GamePageView';
import { gameOnSale, gamePlayed, gameUpcoming, gameWithoutSale, NOW } from './fixtures';

const meta = {
  title: 'features/games/GamePageView',
  component: GamePageView,
  parameters: { layout: 'fullscreen', route: '/partidos/2' },
  args: { state: { status: 'loaded', game: gameOnSale }, now: NOW, onRetry: fn() },
} satisfies Meta<typeof GamePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  name: 'On sale: prices by area and the way to buy',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contra Casademont Zaragoza' })).toBeInTheDocument();
    await expect(canvas.getByText('sábado, 25 de octubre de 2025 · 19:00 (hora de Madrid)')).toBeInTheDocument();
    await expect(canvas.getByText('Entradas a la venta hasta el 25 de octubre a las 19:00')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Comprar entradas' })).toHaveAttribute('href', '/partidos/2/entradas');
    await expect(canvas.getByText('Hasta 8 entradas por persona.')).toBeInTheDocument();
    const table = within(canvas.getByRole('table'));
    await expect(table.getByRole('row', { name: /^Zona N1A 14\s€$/ })).toBeInTheDocument();
    await expect(table.getAllByRole('row')).toHaveLength(4);
  },
};

export const KeyboardToBuy: Story = {
  name: 'Keyboard: the purchase is the first stop',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Comprar entradas' })).toHaveFocus();
  },
};

export const Upcoming: Story = {
  name: 'Not on sale yet: from when, prices shown, no purchase',
  args: { state: { status: 'loaded', game: gameUpcoming } },
  parameters: { route: '/partidos/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Entradas a la venta desde el 8 de marzo a las 10:00')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Comprar entradas' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: /^Zona E1A 28\s€$/ })).toBeInTheDocument();
  },
};

export const Played: Story = {
  name: 'Played: no purchase, a way back to the games',
  args: { state: { status: 'loaded', game: gamePlayed } },
  parameters: { route: '/partidos/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Partido jugado')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Comprar entradas' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver todos los partidos' })).toHaveAttribute('href', '/partidos');
  },
};

export const WithoutSale: Story = {
  name: 'No tickets on sale: no prices',
  args: { state: { status: 'loaded', game: gameWithoutSale } },
  parameters: { route: '/partidos/5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin venta de entradas')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando el partido...');
  },
};

export const NotFound: Story = {
  name: 'Not found: another season or no such game',
  args: { state: { status: 'not-found' } },
  parameters: { route: '/partidos/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partido no encontrado' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver todos los partidos' })).toHaveAttribute('href', '/partidos');
  },
};

export const Failed: Story = {
  name: 'Failed: no network, retry',
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar el partido');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InFrench: Story = {
  name: 'In French: dates and prices in French, Madrid time',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('samedi 25 octobre 2025 · 19:00 (heure de Madrid)')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Acheter des billets' })).toBeInTheDocument();
  },
};
