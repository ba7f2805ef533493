import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PendingPaymentPanel } from '../../../src/features/seat-change/components/PendingPaymentPanel';
import { seatChanges } from '../../fixtures/seat-changes';

const onCancel = fn();
const onRetry = fn();
const pending = { state: 'pending', change: seatChanges.pendingPayment, onCancel } as const;

const meta = {
  title: 'features/seat-change/PendingPaymentPanel',
  component: PendingPaymentPanel,
  parameters: { layout: 'padded', route: '/abonado/perfil' },
  args: pending,
} satisfies Meta<typeof PendingPaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  name: 'Waiting for payment: the seats and the total, cancel by keyboard',
  args: pending,
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Cambio de asiento pendiente de pago' });
    await expect(panel).toHaveTextContent('Zona S1A, fila 7, asiento 12');
    within(panel).getByRole('button', { name: 'Cancelar el cambio' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onCancel).toHaveBeenCalled();
  },
};

export const PendingForTwo: Story = {
  name: 'Waiting for payment: an owner and a member of the group',
  args: { ...pending, change: seatChanges.pendingPaymentForTwo },
};

export const Cancelling: Story = {
  name: 'Cancelling: the button says so and a second press does nothing',
  args: { ...pending, cancelling: true },
  play: async ({ canvasElement }) => {
    onCancel.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Cancelando…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onCancel).not.toHaveBeenCalled();
  },
};

export const CancelFailed: Story = {
  name: 'The cancel failed: the error beside the button, which stays',
  args: { ...pending, error: 'SEAT_CHANGE.ERRORS.CANCEL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No hemos podido cancelar tu cambio de asiento');
  },
};

export const LoadFailed: Story = {
  name: 'It could not be read: the §8 alert and a retry, by keyboard',
  args: { state: 'failed', onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido procesar tu cambio de asiento, por favor prueba más tarde');
    canvas.getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
  },
};
