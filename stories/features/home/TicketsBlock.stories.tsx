import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketsBlock } from '../../../src/features/home/components/TicketsBlock';
import { ticketLists } from '../../fixtures/home';

const meta = {
  title: 'features/home/TicketsBlock',
  component: TicketsBlock,
  parameters: { route: '/abonado' },
  args: { view: { state: 'ready', value: ticketLists.some }, onRetry: fn() },
} satisfies Meta<typeof TicketsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Mis entradas' }));

export const Upcoming: Story = {
  name: 'Tickets to come: how many, the next one a tap away',
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('2')).toBeVisible();
    await expect(block(canvasElement).getByRole('link', { name: /Próxima: Liga masculina · Real Madrid/ })).toHaveAttribute('href', '/entradas/77');
    await expect(block(canvasElement).getByRole('link', { name: /Ver mis entradas/ })).toHaveAttribute('href', '/entradas');
  },
};

export const Empty: Story = {
  name: 'None yet: the games',
  args: { view: { state: 'ready', value: ticketLists.none } },
  play: async ({ canvasElement }) => {
    await expect(block(canvasElement).getByText('Aún no tienes entradas.')).toBeVisible();
    await expect(block(canvasElement).getByRole('link', { name: /Ver los partidos/ })).toHaveAttribute('href', '/partidos');
  },
};

export const Loading: Story = {
  args: { view: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Mis entradas' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { view: { state: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(block(canvasElement).getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
