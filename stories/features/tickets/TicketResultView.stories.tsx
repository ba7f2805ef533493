import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketResultView } from '../../../src/features/tickets/components/TicketResultView';
import { order, paidOrder } from './fixtures';

const meta = {
  title: 'features/tickets/TicketResultView',
  component: TicketResultView,
  parameters: { layout: 'fullscreen', route: '/partidos/entradas/resultado/success' },
  args: { order: paidOrder, result: 'success', purchasePath: '/partidos/7/entradas' },
} satisfies Meta<typeof TicketResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: 'Paid: the tickets, each with its link',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('¡Ya tienes tus entradas!');
    await expect(canvas.getByRole('link', { name: 'Abrir la entrada 1' })).toHaveAttribute('href', '/entradas/301');
    await expect(canvas.getByRole('link', { name: 'Abrir la entrada 2' })).toHaveAttribute('href', '/entradas/302');
  },
};

export const Failed: Story = {
  name: 'Declined: nothing charged, try again',
  args: { order: { ...order, status: 'FAILED', expiresIn: 0 }, result: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Volver a intentarlo' })).toHaveAttribute('href', '/partidos/7/entradas');
  },
};

export const PendingRefund: Story = {
  name: 'Paid too late: the refund is said',
  args: { order: { ...order, status: 'REFUND_PENDING', expiresIn: 0 }, result: 'pending-refund' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Te devolveremos el importe/)).toBeVisible();
  },
};

export const Waiting: Story = {
  name: 'The provider has not told us yet: the page asks again',
  args: { order: { ...order, status: 'PENDING_PAYMENT' }, result: 'waiting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Esperando la respuesta del banco…')).toBeVisible();
  },
};
