import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TicketsListView } from '../../../src/features/tickets/components/TicketsListView';
import { seatOf, ticket } from './fixtures';

const meta = {
  title: 'features/tickets/TicketsListView',
  component: TicketsListView,
  parameters: { layout: 'fullscreen', route: '/entradas' },
  args: {
    state: { status: 'list', tickets: [{ ...ticket, id: 302, seat: seatOf(1) }, ticket] },
    onRetry: fn(),
    gamesPath: '/partidos',
  },
} satisfies Meta<typeof TicketsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  name: 'My tickets: each opens its page',
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Liga masculina · Bàsquet Girona' });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/entradas/301', '/entradas/302']);
  },
};

export const Empty: Story = {
  name: 'No tickets yet: the way to the games',
  args: { state: { status: 'list', tickets: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver los partidos' })).toHaveAttribute('href', '/partidos');
  },
};

export const Loading: Story = {
  name: 'Loading the tickets',
  args: { state: { status: 'loading' } },
};

export const LoadFailed: Story = {
  name: 'The list could not be read: a retry',
  args: { state: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
