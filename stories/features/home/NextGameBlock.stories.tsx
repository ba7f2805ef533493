import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NextGameBlock } from '../../../src/features/home/components/NextGameBlock';
import { nextGames } from '../../fixtures/home';

const meta = {
  title: 'features/home/NextGameBlock',
  component: NextGameBlock,
  parameters: { route: '/abonado' },
  args: { view: { state: 'ready', value: nextGames.partner }, onRetry: fn() },
} satisfies Meta<typeof NextGameBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: /Liga masculina · Barça/ }));

export const Partner: Story = {
  name: 'Partner: the seat, the card one tap away, release or give before the deadline',
  play: async ({ canvasElement }) => {
    const game = card(canvasElement);
    await expect(game.getByText('Próximo partido')).toBeVisible();
    await expect(game.getByText(/6 de diciembre de 2026 · 18:00/)).toBeVisible();
    await expect(game.getByText('Tribuna Norte')).toBeVisible();
    await expect(game.getByRole('link', { name: 'Mi carnet' })).toHaveAttribute('href', '/abonado/carnet');
    await expect(game.getByRole('link', { name: 'Liberar asiento' })).toHaveAttribute('href', '/abonado/liberar-asiento');
    await expect(game.getByRole('link', { name: 'Invitar a alguien' })).toHaveAttribute('href', '/abonado/temporada');
    await expect(game.getByText(/Puedes liberarlo o cederlo hasta el .* a las 15:00\./)).toBeVisible();
  },
};

export const Today: Story = {
  name: 'Game day: the strong band, the card, nothing left to release',
  args: { view: { state: 'ready', value: nextGames.today } },
  play: async ({ canvasElement }) => {
    const game = within(within(canvasElement).getByRole('region', { name: /Hoy hay partido/ }));
    await expect(game.getByRole('link', { name: 'Mi carnet' })).toBeVisible();
    await expect(game.queryByRole('link', { name: 'Liberar asiento' })).toBeNull();
  },
};

export const Released: Story = {
  name: 'Released, on sale: the credit if it sells',
  args: { view: { state: 'ready', value: nextGames.released } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Has liberado tu asiento: si se vende, tendrás 12 € para tu renovación.')).toBeVisible();
    await expect(card(canvasElement).queryByRole('link', { name: 'Liberar asiento' })).toBeNull();
  },
};

export const Sold: Story = {
  name: 'Released and sold: the credit earned',
  args: { view: { state: 'ready', value: nextGames.sold } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Liberado y vendido: 12 € para tu renovación')).toBeVisible();
  },
};

export const Given: Story = {
  name: 'Given to a guest: to whom',
  args: { view: { state: 'ready', value: nextGames.given } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Has cedido tu asiento a Ana Soler.')).toBeVisible();
    await expect(card(canvasElement).queryByRole('link', { name: 'Invitar a alguien' })).toBeNull();
  },
};

export const Closed: Story = {
  name: 'Past the deadline: the seat and the card only',
  args: { view: { state: 'ready', value: nextGames.closed } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).queryByRole('link', { name: 'Liberar asiento' })).toBeNull();
    await expect(card(canvasElement).queryByText(/Puedes liberarlo/)).toBeNull();
  },
};

export const Downloaded: Story = {
  name: 'A gate has the game: still to release, no longer to give',
  args: { view: { state: 'ready', value: nextGames.downloaded } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('link', { name: 'Liberar asiento' })).toBeVisible();
    await expect(card(canvasElement).queryByRole('link', { name: 'Invitar a alguien' })).toBeNull();
    await expect(card(canvasElement).getByText(/^Puedes liberarlo hasta/)).toBeVisible();
  },
};

export const Buyer: Story = {
  name: 'Not a partner: the game and its tickets',
  args: { view: { state: 'ready', value: nextGames.buyer } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('link', { name: 'Comprar entradas' })).toHaveAttribute('href', '/partidos/31/entradas');
    await expect(card(canvasElement).queryByRole('link', { name: 'Mi carnet' })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'No game left this season: the calendar',
  args: { view: { state: 'ready', value: null } },
  play: async ({ canvasElement }) => {
    const block = within(within(canvasElement).getByRole('region', { name: 'Próximo partido' }));
    await expect(block.getByText('No quedan partidos en casa esta temporada.')).toBeVisible();
    await expect(block.getByRole('link', { name: /Ver el calendario/ })).toHaveAttribute('href', '/partidos');
  },
};

export const Loading: Story = {
  args: { view: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Próximo partido' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Failed: one retry',
  args: { view: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const block = within(within(canvasElement).getByRole('region', { name: 'Próximo partido' }));
    await userEvent.click(block.getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
