import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GamesListView } from '../../../src/features/games/components/GamesListView';
import { NOW, seasonGames } from './fixtures';

const meta = {
  title: 'features/games/GamesListView',
  component: GamesListView,
  parameters: { layout: 'fullscreen', route: '/partidos' },
  args: { state: { status: 'loaded', season: '25/26', games: seasonGames }, now: NOW, onRetry: fn() },
} satisfies Meta<typeof GamesListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Loaded: each game with its sale, on Madrid time',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partidos en casa 25/26' })).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const [played, open, over, upcoming, none] = items.map((item) => within(item));
    await expect(played!.getByText('Partido jugado')).toBeInTheDocument();
    await expect(played!.getByText('domingo, 5 de octubre de 2025 · 18:00 (hora de Madrid)')).toHaveAttribute('datetime', '2025-10-05T16:00:00.000Z');
    await expect(open!.getByText('Entradas a la venta hasta el 25 de octubre a las 19:00')).toBeInTheDocument();
    await expect(open!.getByText('Liga femenina')).toBeInTheDocument();
    await expect(over!.getByText('Venta de entradas cerrada')).toBeInTheDocument();
    await expect(upcoming!.getByText('Entradas a la venta desde el 8 de marzo a las 10:00')).toBeInTheDocument();
    await expect(none!.getByText('Sin venta de entradas')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Real Madrid' })).toHaveAttribute('href', '/partidos/4');
  },
};

export const KeyboardToAGame: Story = {
  name: 'Keyboard: Tab reaches each game in order',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Bilbao Basket' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Casademont Zaragoza' })[0]).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los partidos...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partidos en casa' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Empty: no games published yet, a way to the campaign',
  args: { state: { status: 'loaded', season: '', games: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Aún no hay partidos publicados/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver la campaña de abonos' })).toHaveAttribute('href', '/');
  },
};

export const Failed: Story = {
  name: 'Failed: no network, retry',
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar los partidos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InEnglish: Story = {
  name: 'In English: dates in English, still Madrid time',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sunday, October 5, 2025 · 18:00 (Madrid time)')).toBeInTheDocument();
    await expect(canvas.getByText('Tickets on sale until October 25 at 19:00')).toBeInTheDocument();
  },
};
